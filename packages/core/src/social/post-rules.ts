import { formatAmount } from '../format/format-amount'

// The rules of posts and comments (§5), their options (§6) and feed paging.

// Mastodon's anchor (DESIGN.md §9) for a comment; a post may carry a recipe.
export const POST_CONTENT_MAX_LENGTH = 2_000
export const COMMENT_MAX_LENGTH = 500
/** §9 default post flags */
export const DEFAULT_POST_OPTIONS = { allow_comments: true, hide_like_count: false } as const

export const POST_MESSAGES = {
  empty: 'Please write something or add a photo',
  contentRequired: 'Please enter some content for your post',
  contentTooLong: `A post can be at most ${formatAmount(POST_CONTENT_MAX_LENGTH)} characters`,
  commentRequired: 'Please write a comment',
  commentTooLong: `A comment can be at most ${formatAmount(COMMENT_MAX_LENGTH)} characters`,
  commentsOff: 'Comments are turned off for this post',
  mealData: 'Meal data must be a meal with calories, protein, carbs and fat',
  flag: (label: string) => `${label} must be true or false`,
  image: 'Please choose an image file',
} as const

export const FEED_PAGE_SIZE = 20
export const FEED_MAX_PAGE_SIZE = 50
