import { z } from 'zod'
import { idParamsSchema } from '../api/params'
import { formatCount } from '../format/format-amount'
import { plainText } from '../text/plain-text'
import { POST_CONTENT_MAX_LENGTH } from '../social/post-rules'
import { postAuthorSchema, postFormFields, readPostForm } from '../social/post-schema'
import { GROUP_SYMBOLS } from '../social/search-rules'

// Groups on the server (DESIGN.md §5, beyond the spec's local demo): §2 Groups,
// §3 Local group and Group post, §5 group rules, §9 top streaks and avatar stack.

export const GROUP_NAME_MAX_LENGTH = 80
export const GROUP_DESCRIPTION_MAX_LENGTH = 500
export const GROUP_POST_MAX_LENGTH = POST_CONTENT_MAX_LENGTH
/** §9: Top Streaks shows three members; the avatar stack three faces and '+N'. */
export const TOP_STREAKS_SHOWN = 3
export const AVATAR_STACK_SIZE = 3
export const GROUP_PAGE_SIZE = 20
/**
 * Invitation spam (issue 24, docs/decisions/013-groups.md): after someone
 * declines an invitation, its sender cannot invite them to any group for this
 * many days; and one person's invitations to another wait at most this many at
 * a time, across groups.
 */
export const INVITE_COOLDOWN_DAYS = 30
export const PENDING_INVITATIONS_PER_PERSON = 3

export const GROUP_MESSAGES = {
  nameRequired: 'Please enter a group name',
  nameTooLong: `A group name can be at most ${GROUP_NAME_MAX_LENGTH} characters`,
  descriptionTooLong: `A description can be at most ${GROUP_DESCRIPTION_MAX_LENGTH} characters`,
  postRequired: 'Please write something to share with the group',
  postTooLong: `A group post can be at most ${GROUP_POST_MAX_LENGTH} characters`,
  privateGroup: 'This group is private. You can join it when a member invites you.',
  membersOnly: 'Only members can see and share posts in this group',
  notMember: 'You are not a member of this group',
  ownerCannotLeave: 'The creator of a group cannot leave it',
  notYourGroupPost: 'Only the author or the group creator can remove this post',
  inviteNotFollowed: 'You can invite only people you follow',
  inviteMembersOnly: 'Only members can invite people to this group',
  alreadyMember: 'They are already a member of this group',
  tooManyWaiting: `They already have ${PENDING_INVITATIONS_PER_PERSON} invitations from you waiting. You can invite them again once they answer one.`,
  groupNotFound: 'Group not found',
  postNotFound: 'Post not found',
} as const

/** The answer to re-inviting someone who declined one's invitation less than INVITE_COOLDOWN_DAYS ago. */
export const inviteDeclinedMessage = (daysLeft: number) =>
  `They declined an invitation from you recently. You can invite them again in ${formatCount(daysLeft, 'day', 'days')}.`

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
