// Types of bylines.mjs, for the unit tests that import it.
export interface BylinePost {
  id: string;
  title: string;
  author?: string;
  authorId?: unknown;
}
export interface BylineDoctor {
  id: string;
  name: string;
}
export function comparableName(name: string): string;
export function planAuthorLinks<Post extends BylinePost>(
  posts: Post[],
  doctors: BylineDoctor[],
): { link: Array<{ post: Post; doctor: BylineDoctor }>; keep: Array<{ post: Post; reason: string }> };
