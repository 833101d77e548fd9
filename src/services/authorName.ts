import { AUTHOR_MAX_LENGTH } from '../config/limits';
import type { ContentAuthor } from '../types';

/** The name stored as `author` on content: the display name, else the e-mail, else "Admin". */
export function authorName(author: ContentAuthor): string {
  return (author.displayName?.trim() || author.email || 'Admin').slice(0, AUTHOR_MAX_LENGTH);
}
