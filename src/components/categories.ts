import { defineMessages } from '../i18n/messages';
import { BLOG_CATEGORIES } from '../config/constants';

type Category = (typeof BLOG_CATEGORIES)[number];

/**
 * The blog's 20 categories are a fixed list (the rules hold it), so their names are interface
 * words: stored and linked in English (/category/Women's Health), shown in the page's language.
 */
const en = Object.fromEntries(BLOG_CATEGORIES.map((category) => [category, category])) as Record<Category, string>;
export type CategoryMessages = typeof en;

export const categoryMessages = defineMessages('src/components/categories.ts', en);

/** A category's name in the page's language (a name not in the list, from old data, as it is). */
export const categoryName = (names: CategoryMessages, category: string): string => names[category as Category] ?? category;
