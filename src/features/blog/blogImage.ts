/** A blog's picture, or the general cover when it has none. */
export const DEFAULT_BLOG_IMAGE = '/images/blog/wellness.svg';
export const blogImage = (imgUrl: string) => imgUrl || DEFAULT_BLOG_IMAGE;
