import { defineMessages } from '../../i18n/messages';

/**
 * The spec's messages (its error catalogue, section 8), verbatim, that a post's comments show:
 * apart from the blog's other words, so that the blog's list, tag and category pages do not
 * carry them.
 */
const en = {
  commentPosted: 'Comment posted successfully',
  noComments: 'No comments yet. Be the first to comment.',
  // A comment whose author's name no longer passes the public-name check (services/publicName.ts).
  unnamedCommenter: 'A reader',
  loginToComment: 'Please login or create an account to post a comment.',
  commentDeleteConfirm: 'Are you sure you want to delete this comment?',
  commentDeleted: 'Comment deleted successfully',
  commentDeleteFailed: 'The comment could not be deleted. Please try again.',
};
export type CommentMessages = typeof en;

export const commentMessages = defineMessages('src/features/blog/commentMessages.ts', en);
