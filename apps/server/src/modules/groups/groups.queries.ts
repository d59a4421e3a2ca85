import { and, asc, count, desc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { notify, withdraw } from '../notifications/notification-writes'
import { anyOf } from '../../db/any-of'
import { isForeignKeyViolation } from '../../db/pg-errors'
import {
  follows,
  groupInvitationDeclines,
  groupInvitations,
  groupMembers,
  groups,
  users,
  type GROUP_ROLES,
} from '../../db/schema'

// Groups, their members and invitations (docs/decisions/013-groups.md); their
// posts are posts with a group (social/posts.queries.ts, decision 034).
// Every change to a group's members, invitations or posts first locks the
// group's row (FOR NO KEY UPDATE, as the counter update would), so a join, a
// leave, an invitation and a new post on one group take turns: a check made
// inside the transaction (is this person a member?) still holds at its commit.
// The counters move as `count = count ± 1` in the same transaction.

type GroupRole = (typeof GROUP_ROLES)[number]
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

const authorColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  profilePicture: users.profilePicture,
}

const isMemberRow = (viewerId: number) =>
  sql`select 1 from ${groupMembers} where ${groupMembers.groupId} = ${groups.id} and ${groupMembers.userId} = ${viewerId}`
const isInvitedRow = (viewerId: number) =>
  sql`select 1 from ${groupInvitations} where ${groupInvitations.groupId} = ${groups.id} and ${groupInvitations.userId} = ${viewerId}`

/**
 * Whether viewerId may see the group: a public group everyone, a private one
 * its members and the people invited to it (primary-key lookups). The list of
 * groups and search both filter with it.
 */
export function groupVisibleTo(viewerId: number): SQL<boolean> {
  return sql<boolean>`(not ${groups.isPrivate} or exists (${isMemberRow(viewerId)}) or exists (${isInvitedRow(viewerId)}))`
}

/** Whether viewerId is a member of the group, as a column of a list of groups. */
export function viewerIsMember(viewerId: number): SQL<boolean> {
  return sql<boolean>`exists (${isMemberRow(viewerId)})`.mapWith(Boolean)
}

/** A group with what the viewer is to it: their role (null when not a member) and an invitation. */
const viewedGroupColumns = (viewerId: number) => ({
  id: groups.id,
  name: groups.name,
  description: groups.description,
  image: groups.image,
  isPrivate: groups.isPrivate,
  createdBy: groups.createdBy,
  createdAt: groups.createdAt,
  membersCount: groups.membersCount,
  postsCount: groups.postsCount,
  viewerRole: sql<GroupRole | null>`(select ${groupMembers.role} from ${groupMembers} where ${groupMembers.groupId} = ${groups.id} and ${groupMembers.userId} = ${viewerId})`,
  viewerInvited: sql<boolean>`exists (${isInvitedRow(viewerId)})`.mapWith(Boolean),
})

export type ViewedGroupRow = Awaited<ReturnType<typeof findViewedGroup>> & {}

export function findViewedGroup(db: Database, viewerId: number, groupId: number) {
  return db
    .select(viewedGroupColumns(viewerId))
    .from(groups)
    .where(eq(groups.id, groupId))
    .then((rows) => rows[0])
}

/**
 * The groups viewerId may see, newest first: those they are in, then the
 * newest `invitations` groups they are invited to, then public groups; up to
 * `limit`. Invitations are capped apart, so however many arrive, a person's own
 * groups keep their place (issue 24); declining or joining brings older ones in.
 */
export function visibleGroups(
  db: Database,
  viewerId: number,
  limits: { groups: number; invitations: number },
) {
  // the invitations' index (user_id, group_id) answers this in order
  const newestInvitations = db
    .select({ groupId: groupInvitations.groupId })
    .from(groupInvitations)
    .where(eq(groupInvitations.userId, viewerId))
    .orderBy(desc(groupInvitations.groupId))
    .limit(limits.invitations)
  const isMember = sql`exists (${isMemberRow(viewerId)})`
  const shownInvitation = inArray(groups.id, newestInvitations)
  return db
    .select(viewedGroupColumns(viewerId))
    .from(groups)
    .where(or(sql`not ${groups.isPrivate}`, isMember, shownInvitation))
    .orderBy(desc(isMember), desc(shownInvitation), desc(groups.id))
    .limit(limits.groups)
}

export type MemberRow = Awaited<ReturnType<typeof membersOf>>[number]

/**
 * Every member of the given groups in one query, each group's in the order
 * they joined, its owner first (the avatar stack's order).
 */
export function membersOf(db: Database, groupIds: number[]) {
  return db
    .select({
      groupId: groupMembers.groupId,
      role: groupMembers.role,
      joinedAt: groupMembers.joinedAt,
      user: authorColumns,
    })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(anyOf(groupMembers.groupId, groupIds))
    .orderBy(
      asc(groupMembers.groupId),
      desc(sql`${groupMembers.role} = 'owner'`),
      asc(groupMembers.joinedAt),
      asc(groupMembers.userId),
    )
}

/** The group and its creator as its owner and first member; answers the group's id. */
export function insertGroup(
  db: Database,
  ownerId: number,
  values: { name: string; description: string; isPrivate: boolean },
) {
  return db.transaction(async (tx) => {
    const [group] = await tx
      .insert(groups)
      .values({ ...values, createdBy: ownerId, membersCount: 1 })
      .returning({ id: groups.id })
    await tx.insert(groupMembers).values({ groupId: group!.id, userId: ownerId, role: 'owner' })
    return group!.id
  })
}

/** Locks the group's row for a change to its members, invitations or posts; undefined when none. */
function lockGroup(tx: Tx, groupId: number) {
  return tx
    .select({ isPrivate: groups.isPrivate })
    .from(groups)
    .where(eq(groups.id, groupId))
    .for('no key update')
    .then((rows) => rows[0])
}

function roleIn(tx: Tx, groupId: number, userId: number) {
  return tx
    .select({ role: groupMembers.role })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .then((rows) => rows[0]?.role)
}

function moveMembersCount(tx: Tx, groupId: number, change: 1 | -1) {
  return tx
    .update(groups)
    .set({ membersCount: sql`${groups.membersCount} + ${change}` })
    .where(eq(groups.id, groupId))
}

/**
 * Makes userId a member: of a public group always, of a private one when
 * invited (the invitation is used up). Joining twice changes nothing.
 */
export function joinGroup(
  db: Database,
  userId: number,
  groupId: number,
  notified: number[] = [],
): Promise<'joined' | 'missing' | 'not invited'> {
  return db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId)
    if (!group) return 'missing'
    const invitation = await tx
      .delete(groupInvitations)
      .where(and(eq(groupInvitations.groupId, groupId), eq(groupInvitations.userId, userId)))
      .returning({ userId: groupInvitations.userId })
    if (group.isPrivate && invitation.length === 0) {
      return (await roleIn(tx, groupId, userId)) ? 'joined' : 'not invited'
    }
    const added = await tx
      .insert(groupMembers)
      .values({ groupId, userId })
      .onConflictDoNothing()
      .returning({ userId: groupMembers.userId })
    if (added.length > 0) {
      await moveMembersCount(tx, groupId, 1)
      notified.push(
        ...(await notify(tx, { kind: 'group_join', groupId }, userId, creatorOf(groupId))),
      )
    }
    return 'joined'
  })
}

/** Ends userId's membership; leaving a group one is not in changes nothing, its owner stays. */
export function leaveGroup(
  db: Database,
  userId: number,
  groupId: number,
  notified: number[] = [],
): Promise<'left' | 'missing' | 'owner'> {
  return db.transaction(async (tx) => {
    if (!(await lockGroup(tx, groupId))) return 'missing'
    const role = await roleIn(tx, groupId, userId)
    if (role === 'owner') return 'owner'
    if (!role) return 'left'
    await tx
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    await moveMembersCount(tx, groupId, -1)
    notified.push(...(await withdraw(tx, { kind: 'group_join', groupId }, userId)))
    return 'left'
  })
}

/** Where someone stands in a group: a member, invited, or neither. */
const standingIn = (groupId: number) =>
  sql<'member' | 'invited' | 'none'>`case
    when exists (select 1 from ${groupMembers} where ${groupMembers.groupId} = ${groupId} and ${groupMembers.userId} = ${users.id}) then 'member'
    when exists (select 1 from ${groupInvitations} where ${groupInvitations.groupId} = ${groupId} and ${groupInvitations.userId} = ${users.id}) then 'invited'
    else 'none' end`

export type InviteCandidateRow = Awaited<ReturnType<typeof inviteCandidates>>[number]

/**
 * The people viewerId follows, each with where they stand in the group, by
 * name (the follows primary key, then a lookup per person). It reads follows
 * directly, as search does, so the list with its statuses is one query.
 */
export function inviteCandidates(
  db: Database,
  viewerId: number,
  groupId: number,
  page: { limit: number; userId?: number },
) {
  return db
    .select({ ...authorColumns, status: standingIn(groupId) })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followeeId))
    .where(
      and(
        eq(follows.followerId, viewerId),
        page.userId === undefined ? undefined : eq(follows.followeeId, page.userId),
      ),
    )
    .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id))
    .limit(page.limit)
}

/** Whether the group's invitation of userId is there. */
function isInvited(tx: Tx, groupId: number, userId: number) {
  return tx
    .select({ userId: groupInvitations.userId })
    .from(groupInvitations)
    .where(and(eq(groupInvitations.groupId, groupId), eq(groupInvitations.userId, userId)))
    .then((rows) => rows.length > 0)
}

/** When userId last declined an invitation from inviterId, if after `since`. */
function declinedSince(tx: Tx, inviterId: number, userId: number, since: Date) {
  return tx
    .select({ declinedAt: groupInvitationDeclines.declinedAt })
    .from(groupInvitationDeclines)
    .where(
      and(
        eq(groupInvitationDeclines.inviterId, inviterId),
        eq(groupInvitationDeclines.userId, userId),
        gt(groupInvitationDeclines.declinedAt, since),
      ),
    )
    .then((rows) => rows[0]?.declinedAt)
}

/** How many of inviterId's invitations of userId wait, in any group. */
function waitingInvitations(tx: Tx, inviterId: number, userId: number) {
  return tx
    .select({ n: count() })
    .from(groupInvitations)
    .where(and(eq(groupInvitations.invitedBy, inviterId), eq(groupInvitations.userId, userId)))
    .then((rows) => rows[0]!.n)
}

export type InviteOutcome =
  | 'invited'
  | 'missing'
  | 'not member'
  | 'already member'
  | 'person gone'
  | 'too many waiting'
  | { declinedAt: Date }

/**
 * Invites userId to the group on inviterId's behalf; inviting twice changes
 * nothing. Only a member may invite, and a member needs no invitation. A new
 * invitation is refused while userId's last decline of inviterId's invitations
 * is after `declinesSince`, or while `maxWaiting` of them wait.
 */
export async function inviteToGroup(
  db: Database,
  inviterId: number,
  groupId: number,
  userId: number,
  rules: { declinesSince: Date; maxWaiting: number },
  notified: number[] = [],
): Promise<InviteOutcome> {
  try {
    return await db.transaction(async (tx): Promise<InviteOutcome> => {
      if (!(await lockGroup(tx, groupId))) return 'missing'
      if (!(await roleIn(tx, groupId, inviterId))) return 'not member'
      if (await roleIn(tx, groupId, userId)) return 'already member'
      if (await isInvited(tx, groupId, userId)) return 'invited'
      const declinedAt = await declinedSince(tx, inviterId, userId, rules.declinesSince)
      if (declinedAt) return { declinedAt }
      if ((await waitingInvitations(tx, inviterId, userId)) >= rules.maxWaiting) {
        return 'too many waiting'
      }
      await tx
        .insert(groupInvitations)
        .values({ groupId, userId, invitedBy: inviterId })
        .onConflictDoNothing()
      const target = { kind: 'group_invite', groupId } as const
      notified.push(...(await notify(tx, target, inviterId, sql`select ${userId}::int`)))
      return 'invited'
    })
  } catch (error) {
    // the person invited deleted their account meanwhile
    if (isForeignKeyViolation(error)) return 'person gone'
    throw error
  }
}

/**
 * Takes userId's invitation to the group away, and records the decline against
 * whoever sent it (at `now`), so they cannot invite userId again for a while.
 * Declining an invitation one does not have changes nothing.
 */
export async function declineInvitation(
  db: Database,
  userId: number,
  groupId: number,
  now: Date,
): Promise<'declined' | 'not invited' | 'missing'> {
  const attempt = () =>
    db.transaction(async (tx) => {
      if (!(await lockGroup(tx, groupId))) return 'missing' as const
      const [invitation] = await tx
        .delete(groupInvitations)
        .where(and(eq(groupInvitations.groupId, groupId), eq(groupInvitations.userId, userId)))
        .returning({ invitedBy: groupInvitations.invitedBy })
      if (!invitation) return 'not invited' as const
      if (invitation.invitedBy !== null) {
        await tx
          .insert(groupInvitationDeclines)
          .values({ inviterId: invitation.invitedBy, userId, declinedAt: now })
          .onConflictDoUpdate({
            target: [groupInvitationDeclines.inviterId, groupInvitationDeclines.userId],
            set: { declinedAt: now },
          })
      }
      return 'declined' as const
    })
  try {
    return await attempt()
  } catch (error) {
    // the sender deleted their account meanwhile: their invitation stands without them now
    if (isForeignKeyViolation(error)) return attempt()
    throw error
  }
}

/** Who created the group, as a query of one user id (told when someone joins). */
function creatorOf(groupId: number) {
  return sql`select ${groups.createdBy} from ${groups} where ${groups.id} = ${groupId}`
}
