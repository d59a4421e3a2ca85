import type { FastifyBaseLogger } from 'fastify'
import {
  GROUP_MESSAGES,
  INVITE_COOLDOWN_DAYS,
  inviteDeclinedMessage,
  PENDING_INVITATIONS_PER_PERSON,
  type GroupDetail,
  type groupRoutes,
  type GroupSummary,
  type IsoDate,
  type ParsedBody,
} from '@platewise/core'
import type { Database } from '../../db/client'
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors'
import { storeUploadedImage } from '../../images/store-image'
import { removeUnreferencedImages } from '../../images/remove-unreferenced-images'
import type { ImageStorage } from '../../storage/image-storage'
import type { MealsService } from '../meals/meals.service'
import type { PageRequest } from '../social/posts.service'
import {
  presentGroupDetail,
  presentGroupPost,
  presentGroupSummary,
  presentInviteCandidate,
  type GroupMembers,
} from './group.presenter'
import {
  declineInvitation,
  deleteGroupPost,
  findGroupPostAuthor,
  findViewedGroup,
  findViewedGroupPost,
  groupPostsPage,
  insertGroup,
  insertGroupPost,
  inviteCandidates,
  inviteToGroup,
  joinGroup,
  leaveGroup,
  membersOf,
  toggleGroupPostLike,
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

type GroupPostInput = ParsedBody<typeof groupRoutes.share>

const DAY_MS = 86_400_000

/**
 * Groups on the server (DESIGN.md §5, docs/decisions/013-groups.md). A public
 * group is visible to everyone; a private one to its members and the people
 * invited to it, anyone else gets 403, and an unknown id 404. Seeing the posts
 * of a private group, sharing, liking and inviting take membership.
 */
export function createGroupsService(db: Database, meals: MealsService, images: ImageStorage) {
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

  const createdTheGroup = (viewerId: number, group: ViewedGroupRow) =>
    group.createdBy !== null && group.createdBy === viewerId

  async function presentPost(viewerId: number, group: ViewedGroupRow, postId: number) {
    const row = await findViewedGroupPost(db, viewerId, postId)
    if (!row) throw notFound(GROUP_MESSAGES.postNotFound)
    return presentGroupPost(
      row,
      { id: viewerId, createdTheGroup: createdTheGroup(viewerId, group) },
      images,
    )
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
      const outcome = await joinGroup(db, viewerId, groupId)
      if (outcome === 'missing') throw notFound(GROUP_MESSAGES.groupNotFound)
      if (outcome === 'not invited') throw forbidden(GROUP_MESSAGES.privateGroup)
      return detail(viewerId, (await findViewedGroup(db, viewerId, groupId))!, today)
    },

    /** Leaving a group one is not in changes nothing (204), so a retried leave cannot fail. */
    async leave(viewerId: number, groupId: number) {
      const outcome = await leaveGroup(db, viewerId, groupId)
      if (outcome === 'missing') throw notFound(GROUP_MESSAGES.groupNotFound)
      if (outcome === 'owner') {
        throw new AppError(409, 'OWNER_CANNOT_LEAVE', GROUP_MESSAGES.ownerCannotLeave)
      }
    },

    // One row more than asked tells whether there is a next page, as the feed does.
    async posts(viewerId: number, groupId: number, { limit, before }: PageRequest) {
      const group = await visibleGroup(viewerId, groupId)
      if (group.isPrivate) requireMember(group, GROUP_MESSAGES.membersOnly)
      const rows = await groupPostsPage(db, viewerId, groupId, { limit: limit + 1, before })
      const shown = rows.slice(0, limit)
      const viewer = { id: viewerId, createdTheGroup: createdTheGroup(viewerId, group) }
      return {
        posts: shown.map((row) => presentGroupPost(row, viewer, images)),
        next_cursor: rows.length > limit ? String(shown[shown.length - 1]!.id) : null,
      }
    },

    async share(viewerId: number, groupId: number, post: GroupPostInput) {
      const group = await visibleGroup(viewerId, groupId)
      requireMember(group, GROUP_MESSAGES.membersOnly)
      const imageKey = post.image ? await storeUploadedImage(images, post.image) : null
      try {
        const outcome = await insertGroupPost(db, viewerId, groupId, {
          content: post.content,
          imageKey,
        })
        if (outcome === 'missing') throw notFound(GROUP_MESSAGES.groupNotFound)
        // they left between the check above and the post
        if (outcome === 'not member') throw forbidden(GROUP_MESSAGES.membersOnly)
        return await presentPost(viewerId, group, outcome.id)
      } catch (error) {
        if (imageKey) await images.delete(imageKey)
        throw error
      }
    },

    async toggleLike(viewerId: number, groupId: number, postId: number) {
      const group = await visibleGroup(viewerId, groupId)
      requireMember(group, GROUP_MESSAGES.notMember)
      const state = await toggleGroupPostLike(db, viewerId, groupId, postId)
      if (!state) throw notFound(GROUP_MESSAGES.postNotFound)
      return { is_liked: state.liked, likes_count: state.likesCount }
    },

    /** Its author (even after leaving) or the group's creator removes a post, then its photo. */
    async removePost(viewerId: number, groupId: number, postId: number, log: FastifyBaseLogger) {
      const deleted = await deleteGroupPost(db, viewerId, groupId, postId)
      if (!deleted) {
        const group = await visibleGroup(viewerId, groupId)
        if (!(await findGroupPostAuthor(db, group.id, postId))) {
          throw notFound(GROUP_MESSAGES.postNotFound)
        }
        throw forbidden(GROUP_MESSAGES.notYourGroupPost)
      }
      // after the commit: a photo no row points to is harmless, a row without its photo is not
      if (deleted.imageKey) await removeUnreferencedImages(db, images, [deleted.imageKey], log)
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
      const outcome = await inviteToGroup(db, viewerId, groupId, userId, {
        declinesSince: new Date(now.getTime() - INVITE_COOLDOWN_DAYS * DAY_MS),
        maxWaiting: PENDING_INVITATIONS_PER_PERSON,
      })
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
