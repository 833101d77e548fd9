/** A blog's picture, or the general cover when it has none. */
export const DEFAULT_BLOG_IMAGE = '/images/blog/wellness.svg';
export const blogImage = (imgUrl: string) => imgUrl || DEFAULT_BLOG_IMAGE;
/** The picture's description for screen readers: the post's own, or none for the general cover (decorative). */
export const blogImageAlt = (blog: { imgUrl: string; imgAlt: string }) => (blog.imgUrl ? blog.imgAlt : '');
