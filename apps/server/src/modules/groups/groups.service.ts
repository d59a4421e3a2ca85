import type { FastifyBaseLogger } from 'fastify'
import {
  GROUP_MESSAGES,
  INVITE_COOLDOWN_DAYS,
  inviteDeclinedMessage,
  PENDING_INVITATIONS_PER_PERSON,
  type GroupDetail,
  type CreatePost,
  type GroupSummary,
  type IsoDate,
} from '@platewise/core'
import type { Database } from '../../db/client'
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors'
import type { MealsService } from '../meals/meals.service'
import type { PageRequest, PostsService } from '../social/posts.service'
import { publishNotifications } from '../notifications/notification-bus'
import {
  presentGroupDetail,
  presentGroupSummary,
  presentInviteCandidate,
  type GroupMembers,
} from './group.presenter'
import {
  declineInvitation,
  findViewedGroup,
  insertGroup,
  inviteCandidates,
  inviteToGroup,
  joinGroup,
  leaveGroup,
  membersOf,
  visibleGroups,
  type MemberRow,
  type ViewedGroupRow,
} from './groups.queries'

/** GET /api/groups shows at most this many groups: the viewer's own, their invitations, then the newest public. */
export const GROUP_LIST_LIMIT = 50
/** ...of which at most this many are invitations, so invitations never push one's own groups out. */
export const INVITATIONS_LISTED = 10
/** The Invite Friends modal lists at most this many of the people one follows, by name. */
export const INVITE_CANDIDATES_LIMIT = 200

const DAY_MS = 86_400_000

/**
 * Groups on the server (DESIGN.md §5, docs/decisions/013-groups.md). A public
 * group is visible to everyone; a private one to its members and the people
 * invited to it, anyone else gets 403, and an unknown id 404. Seeing the posts
 * of a private group, sharing, liking and inviting take membership. A group's
 * posts are posts with a group (decision 034): the posts service reads and
 * changes them, after the checks of the group here.
 */
export function createGroupsService(db: Database, meals: MealsService, posts: PostsService) {
  /** The group as the viewer sees it; 404 when there is none, 403 when it is hidden from them. */
  async function visibleGroup(viewerId: number, groupId: number) {
    const group = await findViewedGroup(db, viewerId, groupId)
    if (!group) throw notFound(GROUP_MESSAGES.groupNotFound)
    if (group.isPrivate && !group.viewerRole && !group.viewerInvited) {
      throw forbidden(GROUP_MESSAGES.privateGroup)
    }
    return group
  }

  function requireMember(group: ViewedGroupRow, message: string) {
    if (!group.viewerRole) throw forbidden(message)
  }

  /** The members of the groups and their streaks as of `today`, in two queries for the streaks. */
  async function membersByGroup(groupIds: number[], today: IsoDate) {
    const rows = groupIds.length ? await membersOf(db, groupIds) : []
    const streaks = await meals.streaks([...new Set(rows.map((row) => row.user.id))], today)
    const byGroup = new Map<number, MemberRow[]>()
    for (const row of rows) {
      const members = byGroup.get(row.groupId)
      if (members) members.push(row)
      else byGroup.set(row.groupId, [row])
    }
    return (groupId: number): GroupMembers => ({ rows: byGroup.get(groupId) ?? [], streaks })
  }

  async function detail(viewerId: number, group: ViewedGroupRow, today: IsoDate) {
    const members = await membersByGroup([group.id], today)
    return presentGroupDetail(group, members(group.id))
  }

  /** The post when it is one of the group's; 404 otherwise (as for a post of another group). */
  async function postOfGroup(viewerId: number, groupId: number, postId: number) {
    const post = await posts.access(viewerId, postId)
    if (!post || post.groupId !== groupId) throw notFound(GROUP_MESSAGES.postNotFound)
    return post
  }

  return {
    async list(viewerId: number, today: IsoDate): Promise<GroupSummary[]> {
      const groups = await visibleGroups(db, viewerId, {
        groups: GROUP_LIST_LIMIT,
        invitations: INVITATIONS_LISTED,
      })
      const members = await membersByGroup(
        groups.map((group) => group.id),
        today,
      )
      return groups.map((group) => presentGroupSummary(group, members(group.id)))
    },

    async create(
      viewerId: number,
      values: { name: string; description: string; isPrivate: boolean },
      today: IsoDate,
    ): Promise<GroupDetail> {
      const id = await insertGroup(db, viewerId, values)
      return detail(viewerId, (await findViewedGroup(db, viewerId, id))!, today)
    },

    async get(viewerId: number, groupId: number, today: IsoDate) {
      return detail(viewerId, await visibleGroup(viewerId, groupId), today)
    },

    /** Joining a group one is in changes nothing; a private group takes an invitation. */
    async join(viewerId: number, groupId: number, today: IsoDate) {
      const notified: number[] = []
      const outcome = await joinGroup(db, viewerId, groupId, notified)
      if (outcome === 'missing') throw notFound(GROUP_MESSAGES.groupNotFound)
      if (outcome === 'not invited') throw forbidden(GROUP_MESSAGES.privateGroup)
      publishNotifications(db, notified)
      return detail(viewerId, (await findViewedGroup(db, viewerId, groupId))!, today)
    },

    /** Leaving a group one is not in changes nothing (204), so a retried leave cannot fail. */
    async leave(viewerId: number, groupId: number) {
      const notified: number[] = []
      const outcome = await leaveGroup(db, viewerId, groupId, notified)
      publishNotifications(db, notified)
      if (outcome === 'missing') throw notFound(GROUP_MESSAGES.groupNotFound)
      if (outcome === 'owner') {
        throw new AppError(409, 'OWNER_CANNOT_LEAVE', GROUP_MESSAGES.ownerCannotLeave)
      }
    },

    async posts(viewerId: number, groupId: number, page: PageRequest) {
      const group = await visibleGroup(viewerId, groupId)
      if (group.isPrivate) requireMember(group, GROUP_MESSAGES.membersOnly)
      return posts.groupPosts(viewerId, groupId, page)
    },

    async share(viewerId: number, groupId: number, post: CreatePost) {
      requireMember(await visibleGroup(viewerId, groupId), GROUP_MESSAGES.membersOnly)
      return posts.shareInGroup(viewerId, groupId, post)
    },

    async toggleLike(viewerId: number, groupId: number, postId: number) {
      requireMember(await visibleGroup(viewerId, groupId), GROUP_MESSAGES.notMember)
      await postOfGroup(viewerId, groupId, postId)
      return posts.toggleLike(viewerId, postId)
    },

    /** Its author (even after leaving) or the group's creator removes a post, as on the posts route. */
    async removePost(viewerId: number, groupId: number, postId: number, log: FastifyBaseLogger) {
      const post = await posts.access(viewerId, postId)
      if (!post || post.groupId !== groupId) {
        await visibleGroup(viewerId, groupId)
        throw notFound(GROUP_MESSAGES.postNotFound)
      }
      await posts.remove(viewerId, postId, log)
    },

    async inviteCandidates(viewerId: number, groupId: number) {
      const group = await visibleGroup(viewerId, groupId)
      requireMember(group, GROUP_MESSAGES.inviteMembersOnly)
      const rows = await inviteCandidates(db, viewerId, groupId, { limit: INVITE_CANDIDATES_LIMIT })
      return rows.map(presentInviteCandidate)
    },

    /**
     * Invites someone the viewer follows; inviting twice answers the same. Not
     * someone who declined one of the viewer's invitations in the last
     * INVITE_COOLDOWN_DAYS, nor someone with PENDING_INVITATIONS_PER_PERSON of
     * them waiting (docs/decisions/013-groups.md).
     */
    async invite(viewerId: number, groupId: number, userId: number, now: Date) {
      const group = await visibleGroup(viewerId, groupId)
      requireMember(group, GROUP_MESSAGES.inviteMembersOnly)
      const [candidate] = await inviteCandidates(db, viewerId, groupId, { limit: 1, userId })
      if (!candidate) throw badRequest(GROUP_MESSAGES.inviteNotFollowed)
      const notified: number[] = []
      const outcome = await inviteToGroup(
        db,
        viewerId,
        groupId,
        userId,
        {
          declinesSince: new Date(now.getTime() - INVITE_COOLDOWN_DAYS * DAY_MS),
          maxWaiting: PENDING_INVITATIONS_PER_PERSON,
        },
        notified,
      )
      publishNotifications(db, notified)
      if (outcome === 'missing') throw notFound(GROUP_MESSAGES.groupNotFound)
      if (outcome === 'not member') throw forbidden(GROUP_MESSAGES.inviteMembersOnly)
      if (outcome === 'already member') {
        throw conflict(GROUP_MESSAGES.alreadyMember, 'ALREADY_MEMBER')
      }
      if (outcome === 'person gone') throw badRequest(GROUP_MESSAGES.inviteNotFollowed)
      if (outcome === 'too many waiting') {
        throw conflict(GROUP_MESSAGES.tooManyWaiting, 'TOO_MANY_INVITATIONS')
      }
      if (typeof outcome === 'object') {
        const until = outcome.declinedAt.getTime() + INVITE_COOLDOWN_DAYS * DAY_MS
        const daysLeft = Math.max(1, Math.ceil((until - now.getTime()) / DAY_MS))
        throw conflict(inviteDeclinedMessage(daysLeft), 'INVITATION_DECLINED')
      }
      return presentInviteCandidate({ ...candidate, status: 'invited' })
    },

    /**
     * Declines the viewer's invitation to a group: it leaves their list (a
     * private group closes to them), and its sender cannot invite them again
     * for INVITE_COOLDOWN_DAYS. Declining without an invitation changes
     * nothing (204), so a retried decline cannot fail; an unknown group is 404.
     */
    async decline(viewerId: number, groupId: number, now: Date) {
      const outcome = await declineInvitation(db, viewerId, groupId, now)
      if (outcome === 'missing') throw notFound(GROUP_MESSAGES.groupNotFound)
    },
  }
}

export type GroupsService = ReturnType<typeof createGroupsService>
