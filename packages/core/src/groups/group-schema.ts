import { z } from 'zod'
import { idParamsSchema } from '../api/params'
import { plainText } from '../text/plain-text'
import { postAuthorSchema, postFormFields, readPostForm } from '../social/post-schema'
import { GROUP_SYMBOLS } from '../social/search-rules'
import {
  GROUP_MESSAGES,
  GROUP_NAME_MAX_LENGTH,
  GROUP_DESCRIPTION_MAX_LENGTH,
  GROUP_POST_MAX_LENGTH,
} from './group-rules'

// Groups on the server (DESIGN.md §5, beyond the spec's local demo): §2 Groups,
// §3 Local group and Group post; their rules and messages are in group-rules.ts.

/** POST /api/groups: the Create Group modal (§2; name required after trimming, §5). */
export const createGroupSchema = z
  .object({
    name: plainText('Group name', { error: GROUP_MESSAGES.nameRequired })
      .trim()
      .min(1, { error: GROUP_MESSAGES.nameRequired })
      .max(GROUP_NAME_MAX_LENGTH, { error: GROUP_MESSAGES.nameTooLong }),
    description: plainText('Description', { multiline: true })
      .trim()
      .max(GROUP_DESCRIPTION_MAX_LENGTH, { error: GROUP_MESSAGES.descriptionTooLong })
      .default(''),
    is_private: z.boolean({ error: 'Make group private must be true or false' }).optional(),
    isPrivate: z.boolean({ error: 'Make group private must be true or false' }).optional(),
  })
  .transform((group) => ({
    name: group.name,
    description: group.description,
    isPrivate: group.is_private ?? group.isPrivate ?? false,
  }))
export type CreateGroupInput = z.input<typeof createGroupSchema>

/**
 * POST /api/groups/{id}/posts: the form of a new post (text, photo, meal
 * data, options) shared with the group (decision 034); a group post needs
 * words (§5 'group post needs content').
 */
export const createGroupPostSchema = z
  .object({
    ...postFormFields,
    content: plainText('Post', { multiline: true, error: GROUP_MESSAGES.postRequired })
      .trim()
      .min(1, { error: GROUP_MESSAGES.postRequired })
      .max(GROUP_POST_MAX_LENGTH, { error: GROUP_MESSAGES.postTooLong }),
  })
  .transform(readPostForm)
export type CreateGroupPostInput = z.input<typeof createGroupPostSchema>

/** A member with their streak (§3 Local group members). */
export const groupMemberSchema = postAuthorSchema.extend({
  streak: z.number(),
  joined_at: z.string(),
})
export type GroupMember = z.output<typeof groupMemberSchema>

/** What the viewer is to a group. */
export const GROUP_VIEWER_STATES = ['owner', 'member', 'invited', 'none'] as const
export type GroupViewerState = (typeof GROUP_VIEWER_STATES)[number]

/** A group card (§2): Private badge, counts, the avatar stack and the best streak. */
export const groupSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  image: z.enum(GROUP_SYMBOLS),
  is_private: z.boolean(),
  created_by: z.number().nullable(),
  created_at: z.string(),
  members_count: z.number(),
  posts_count: z.number(),
  /** the first members, for the avatar stack; '+N' is members_count minus these */
  members_preview: z.array(postAuthorSchema),
  best_streak: z.number(),
  viewer: z.enum(GROUP_VIEWER_STATES),
  is_member: z.boolean(),
})
export type GroupSummary = z.output<typeof groupSummarySchema>

/** The group detail (§2): the card's fields, and the top streaks. */
export const groupDetailSchema = groupSummarySchema.extend({
  top_streaks: z.array(groupMemberSchema),
})
export type GroupDetail = z.output<typeof groupDetailSchema>

/** POST /api/groups/{id}/invitations */
export const inviteSchema = z.object({
  user_id: z
    .number({ error: 'Please choose a person to invite' })
    .int({ error: 'Please choose a person to invite' })
    .positive({ error: 'Please choose a person to invite' })
    .max(2_147_483_647, { error: 'Please choose a person to invite' }),
})

/** The Invite Friends modal: the people the viewer follows and where each stands. */
export const inviteCandidateSchema = postAuthorSchema.extend({
  status: z.enum(['member', 'invited', 'none']),
})
export type InviteCandidate = z.output<typeof inviteCandidateSchema>

/** `/api/groups/:id/posts/:postId` */
export const groupPostParamsSchema = idParamsSchema.extend({ postId: idParamsSchema.shape.id })
