import { z } from 'zod'
import { DEFAULT_POST_OPTIONS, POST_MESSAGES } from './post-rules'
import { editedContentRefusal, type EditedPostShape } from './post-edit-rules'
import {
  createPostSchema,
  editPostSchema,
  type CreatePostInput,
  type MealData,
} from './post-schema'

// The one composer of posts (§2 Create post modal, a group's Share with Group)
// on react-hook-form. Its fields hold what was typed and chosen; the schemas
// hand them to the schema the server parses the same call with, as the
// multipart form carries them (meal data as JSON text, §7 notes), so the form
// checks a post with the server's own rules and messages.

/** The composer's fields: the words as typed, the two options, the meal attached, the photo. */
export interface PostFormValues {
  content: string
  allowComments: boolean
  hideLikeCount: boolean
  mealData: MealData | null
  image: Blob | null
}

/** The composer as it opens, and again once a group's post is shared: §9's default options. */
export const emptyPostForm = (): PostFormValues => ({
  content: '',
  allowComments: DEFAULT_POST_OPTIONS.allow_comments,
  hideLikeCount: DEFAULT_POST_OPTIONS.hide_like_count,
  mealData: null,
  image: null,
})

const postFormValues = z.custom<PostFormValues>()

/** The composer's fields as a new post's multipart form carries them, read by the server's schema. */
export const postFormInput = postFormValues.transform((values): CreatePostInput => ({
  content: values.content,
  allowComments: values.allowComments,
  hideLikeCount: values.hideLikeCount,
  mealData: values.mealData ? JSON.stringify(values.mealData) : undefined,
  image: values.image ?? undefined,
}))

/** The feed's Create post: words or a photo (§5 'feed version'), as POST /api/social/posts reads it. */
export const feedPostFormSchema = postFormInput.pipe(createPostSchema)

/**
 * The header's and the profile's Create post (§5 'Dashboard modal'): words
 * required. The form's own rule, before the server's: the API takes a photo
 * alone.
 */
export const dashboardPostFormSchema = postFormValues
  .refine((values) => values.content.trim() !== '', {
    error: POST_MESSAGES.contentRequired,
    path: ['content'],
  })
  .pipe(postFormInput)
  .pipe(createPostSchema)

/** A new post as the composer's schemas read it: what the server stores. */
export type PostFormRead = z.output<typeof createPostSchema>

/**
 * A post's Edit form (decision 040): the route's own schema, and the rule the
 * server applies to this post, whose photo and group the card knows.
 */
export const editPostFormSchema = (post: EditedPostShape) =>
  editPostSchema.superRefine(({ content }, ctx) => {
    const refusal = editedContentRefusal(content, post)
    if (refusal) ctx.addIssue({ code: 'custom', message: refusal, path: ['content'] })
  })
