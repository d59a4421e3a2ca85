import { z } from 'zod'
import { idSchema } from '../api/params'
import { postAuthorSchema } from './post-schema'

/** What following or unfollowing answers (§4 follow toggling): the new state and both counts. */
export const followStateSchema = z.object({
  is_following: z.boolean(),
  /** The followed person's followers */
  followers_count: z.number(),
  /** How many the viewer follows now */
  following_count: z.number(),
})
export type FollowState = z.output<typeof followStateSchema>

/** A person in a followers or following list, and whether the viewer follows them. */
export const followListUserSchema = postAuthorSchema.extend({ is_following: z.boolean() })
export type FollowListUser = z.output<typeof followListUserSchema>

export const FOLLOW_PAGE_SIZE = 20

/** ?limit&before: people by user id, highest first; the cursor is the last id shown. */
export const followPageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(50, { error: 'limit must be at most 50' })
    .default(FOLLOW_PAGE_SIZE),
  before: idSchema('before must be a user id').optional(),
})

export const followPageSchema = z.object({
  users: z.array(followListUserSchema),
  next_cursor: z.string().nullable(),
})
export type FollowPage = z.output<typeof followPageSchema>

export const FOLLOW_MESSAGES = {
  yourself: 'You cannot follow yourself',
} as const
