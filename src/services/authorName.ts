import { clinic } from '../config/clinic';
import { AUTHOR_MAX_LENGTH } from '../config/limits';
import type { ContentAuthor } from '../types';

/**
 * The name stored as `author` on content: the admin's display name, else the clinic's. Never the
 * e-mail address: the author is shown to everyone, and an address is not a public name.
 */
export function authorName(author: ContentAuthor): string {
  return (author.displayName?.trim() || clinic.name).slice(0, AUTHOR_MAX_LENGTH);
}
