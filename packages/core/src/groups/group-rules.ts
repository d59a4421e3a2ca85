import { formatCount } from '../format/format-amount'
import { POST_CONTENT_MAX_LENGTH } from '../social/post-rules'

// The rules and messages of groups (DESIGN.md §5, beyond the spec's local
// demo): §2 Groups, §5 group rules, §9 top streaks and avatar stack. Apart from
// the schemas (group-schema.ts), so a page that shows a message loads no zod
// (decision 022).

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
