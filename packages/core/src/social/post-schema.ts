import { z } from 'zod'
import { idSchema, pageLimitSchema } from '../api/params'
import { limitMessage, MEAL_LIMITS } from '../meals/meal-limits'
import { MEAL_DESCRIPTION_MAX_LENGTH, MEAL_MESSAGES } from '../meals/meal-schema'
import { NUTRIENT_RULES } from '../meals/nutrient-rules'
import type { NutrientKey } from '../meals/nutrients'
import { readNumberInput } from '../profile/number-input'
import { plainText } from '../text/plain-text'
import {
  COMMENT_MAX_LENGTH,
  DEFAULT_POST_OPTIONS,
  FEED_MAX_PAGE_SIZE,
  FEED_PAGE_SIZE,
  POST_CONTENT_MAX_LENGTH,
  POST_MESSAGES,
} from './post-rules'

// Posts and comments of §3 with the rules of §5 and the options of §6.

// A post's meal can be added to a viewer's day, so it holds what one meal may (meal-limits.ts).
const amount = (key: NutrientKey) => {
  const { label } = NUTRIENT_RULES[key]
  return z.preprocess(
    readNumberInput,
    z
      .number({ error: `${label} must be a number` })
      .min(0, { error: `${label} cannot be negative` })
      .max(MEAL_LIMITS[key], { error: limitMessage(key, 'meal') }),
  )
}

/**
 * A post's meal data (§3: calories, protein, carbs, fat), with what the
 * viewer needs to add the meal to their own day (beyond the spec): a title,
 * the meal's own description and, when known, the other three nutrients.
 */
export const mealDataSchema = z.object({
  title: plainText('Meal title').trim().max(200).optional(),
  description: plainText('Meal description')
    .trim()
    .max(MEAL_DESCRIPTION_MAX_LENGTH, { error: MEAL_MESSAGES.descriptionTooLong })
    .optional(),
  calories: amount('calories'),
  protein: amount('protein'),
  carbs: amount('carbs'),
  fat: amount('fat'),
  fiber: amount('fiber').optional(),
  sugar: amount('sugar').optional(),
  sodium: amount('sodium').optional(),
})
export type MealData = z.output<typeof mealDataSchema>

/**
 * Meal data as a post answers it: the same fields as plain numbers. Answers
 * are encoded through their schemas, and a preprocess cannot run backwards.
 */
export const postMealDataSchema = z.object({
  title: z.string().optional(),
  /** The meal's own description, which 'Add to my day' logs; the title is its short name */
  description: z.string().optional(),
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  fiber: z.number().optional(),
  sugar: z.number().optional(),
  sodium: z.number().optional(),
})

// Multipart fields arrive as text: 'true' / 'false' (§7 notes), or JSON booleans.
const flag = (label: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: POST_MESSAGES.flag(label) })
    .transform((value) => value === true || value === 'true')
    .optional()

// meal_data arrives as a JSON string in a multipart form (§7 notes)
const mealDataField = z
  .string({ error: POST_MESSAGES.mealData })
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown
    } catch {
      ctx.addIssue({ code: 'custom', message: POST_MESSAGES.mealData })
      return z.NEVER
    }
  })
  .pipe(mealDataSchema)
  .optional()

/** An uploaded file as the server holds it (bytes) or as the browser sends it (a File). */
export const imageFileSchema = z.custom<Uint8Array | Blob>(
  (value) => value instanceof Uint8Array || (typeof Blob !== 'undefined' && value instanceof Blob),
  { error: POST_MESSAGES.image },
)

/** A post's words, as a new post and an edit take them. */
const postContent = plainText('Post', { multiline: true })
  .trim()
  .max(POST_CONTENT_MAX_LENGTH, { error: POST_MESSAGES.contentTooLong })

/** The fields of a new post's multipart form (§7), before they are read. */
export const postFormFields = {
  content: postContent.optional(),
  allow_comments: flag('Allow comments'),
  allowComments: flag('Allow comments'),
  hide_like_count: flag('Hide like count'),
  hideLikeCount: flag('Hide like count'),
  meal_data: mealDataField,
  mealData: mealDataField,
  image: imageFileSchema.optional(),
}

type PostForm = z.output<z.ZodObject<typeof postFormFields>>

/** A new post as the server stores it: either spelling of each field read as one. */
export const readPostForm = (post: PostForm) => ({
  content: post.content ?? '',
  allowComments: post.allow_comments ?? post.allowComments ?? DEFAULT_POST_OPTIONS.allow_comments,
  hideLikeCount: post.hide_like_count ?? post.hideLikeCount ?? DEFAULT_POST_OPTIONS.hide_like_count,
  mealData: post.meal_data ?? post.mealData ?? null,
  image: post.image ?? null,
})

/**
 * POST /api/social/posts, a multipart form (§7): content, allow_comments,
 * hide_like_count, an optional image and optional meal_data (JSON text); the
 * profile-side spellings allowComments, hideLikeCount and mealData too. A post
 * needs words or a photo (§5, the feed's rule).
 */
export const createPostSchema = z
  .object(postFormFields)
  .transform(readPostForm)
  .refine((post) => post.content !== '' || post.image !== null, {
    error: POST_MESSAGES.empty,
    path: ['content'],
  })
export type CreatePostInput = z.input<typeof createPostSchema>
export type CreatePost = z.output<typeof createPostSchema>

/**
 * PUT /api/social/posts/{id}: the author's new words (decision 040). Whether
 * they may be empty depends on the post (`editedContentRefusal`), which the
 * server reads before it saves.
 */
export const editPostSchema = z.object({ content: postContent })
export type EditPost = z.output<typeof editPostSchema>

/** POST /api/social/posts/{id}/comments */
export const createCommentSchema = z.object({
  content: plainText('Comment', { multiline: true, error: POST_MESSAGES.commentRequired })
    .trim()
    .min(1, { error: POST_MESSAGES.commentRequired })
    .max(COMMENT_MAX_LENGTH, { error: POST_MESSAGES.commentTooLong }),
})

/** The author shown on a post or a comment (§3). */
export const postAuthorSchema = z.object({
  id: z.number(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profile_picture: z.string().nullable(),
})
export type PostAuthor = z.output<typeof postAuthorSchema>

/** A post as the API answers it to one viewer (§3). */
export const postSchema = z.object({
  id: z.number(),
  content: z.string(),
  image_url: z.string().nullable(),
  meal_data: postMealDataSchema.nullable(),
  created_at: z.string(),
  /** when its author last changed its words; null when never (decision 040) */
  edited_at: z.string().nullable(),
  user: postAuthorSchema,
  /** null for everyone but the author when the author hides it (§6) */
  likes_count: z.number().nullable(),
  comments_count: z.number(),
  is_liked: z.boolean(),
  is_bookmarked: z.boolean(),
  allow_comments: z.boolean(),
  hide_like_count: z.boolean(),
  /** the group it was shared with (decision 034), seen only as that group's posts are */
  group: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** whether the viewer may delete it: its author, or the creator of its group */
  can_remove: z.boolean(),
})
export type Post = z.output<typeof postSchema>

/** A like's answer: the viewer's new state and the count as they may see it (§6). */
export const likeStateSchema = z.object({
  is_liked: z.boolean(),
  likes_count: z.number().nullable(),
})

export const commentSchema = z.object({
  id: z.number(),
  post_id: z.number(),
  content: z.string(),
  user: postAuthorSchema,
  created_at: z.string(),
})
export type Comment = z.output<typeof commentSchema>

/**
 * A page of posts, newest first; `next_cursor` asks for the page after it
 * (null at the end). Posts are ordered by id, which grows with every post, so
 * the cursor is the last id shown and no post is skipped or shown twice.
 */
export const postPageSchema = z.object({
  posts: z.array(postSchema),
  next_cursor: z.string().nullable(),
})
export type PostPage = z.output<typeof postPageSchema>

/** ?limit&before: keyset paging, never OFFSET (DESIGN.md §7) */
export const postPageQuerySchema = z.object({
  limit: pageLimitSchema(FEED_MAX_PAGE_SIZE, FEED_PAGE_SIZE),
  before: idSchema('before must be a post id').optional(),
})
