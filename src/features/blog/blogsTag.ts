/** The tag of every read of posts (lib/invalidation.ts): a save or delete of a post invalidates it. */
export const BLOGS_TAG = 'blogs';
export const BLOGS_TAGS = [BLOGS_TAG] as const;
