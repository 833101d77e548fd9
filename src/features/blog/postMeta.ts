import { clinic } from '../../config/clinic';
import { postPath } from '../../config/routes';
import { plainSummary } from '../../lib/blogText';
import type { PageMetaInput } from '../../lib/pageHead';
import type { Blog } from '../../types';
import type { BlogMessages } from './messages';

/** The date a post shows: when it was first published; a draft shows its last save. */
export const postDate = (blog: Pick<Blog, 'publishedAt' | 'timestamp'>): Date | null => blog.publishedAt ?? blog.timestamp;

/**
 * A post's head: its title, its first words as the description, its image for link previews.
 * The detail page uses it, and so does the deploy step that writes each post's HTML
 * (scripts/seo-content.mjs), so that a shared link shows the post without running JavaScript.
 */
export function postMeta(post: Pick<Blog, 'id' | 'title' | 'description' | 'imgUrl' | 'imgAlt'>): PageMetaInput {
  return {
    title: post.title,
    description: plainSummary(post.description),
    path: postPath(post.id),
    image: post.imgUrl,
    imageAlt: post.imgAlt,
    type: 'article',
  };
}

/** What the one prerendered shell of every post says until the post is loaded: no canonical address. */
export const postShellMeta = (t: BlogMessages): PageMetaInput => ({
  title: t.shellTitle,
  description: t.shellDescription(clinic.name, clinic.address.city),
});
