import { CARD_IMAGE_WIDTH, IMAGE_MAX_WIDTH } from '../../config/limits';

/** A blog's picture, or the general cover when it has none. */
export const DEFAULT_BLOG_IMAGE = '/images/blog/wellness.svg';
export const blogImage = (imgUrl: string) => imgUrl || DEFAULT_BLOG_IMAGE;
/** The picture's description for screen readers: the post's own, or none for the general cover (decorative). */
export const blogImageAlt = (blog: { imgUrl: string; imgAlt: string }) => (blog.imgUrl ? blog.imgAlt : '');

/**
 * srcset and sizes for a post's picture where it has a card-sized copy (uploads have one: the
 * browser picks the copy that fits the screen); the general cover and the seed's drawings are
 * SVG, one file for every size.
 */
export function blogImageSources(blog: { imgUrl: string; imgCardUrl: string }, sizes: string): { srcSet?: string; sizes?: string } {
  if (!blog.imgUrl || !blog.imgCardUrl) return {};
  return { srcSet: `${blog.imgCardUrl} ${CARD_IMAGE_WIDTH}w, ${blog.imgUrl} ${IMAGE_MAX_WIDTH}w`, sizes };
}
