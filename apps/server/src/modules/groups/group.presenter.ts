import {
  AVATAR_STACK_SIZE,
  TOP_STREAKS_SHOWN,
  type GroupDetail,
  type GroupMember,
  type GroupSummary,
  type GroupViewerState,
  type InviteCandidate,
} from '@platewise/core'
import { presentAuthor } from '../social/post.presenter'
import type { InviteCandidateRow, MemberRow, ViewedGroupRow } from './groups.queries'

/** A group's members in join order (owner first), each with their streak as of the viewer's day. */
export interface GroupMembers {
  rows: MemberRow[]
  streaks: Map<number, number>
}

export function viewerState(group: ViewedGroupRow): GroupViewerState {
  if (group.viewerRole) return group.viewerRole
  return group.viewerInvited ? 'invited' : 'none'
}

const streakOf = (members: GroupMembers, row: MemberRow) => members.streaks.get(row.user.id) ?? 0

/** A group card (§2): counts, the first members for the avatar stack, the best streak. */
export function presentGroupSummary(group: ViewedGroupRow, members: GroupMembers): GroupSummary {
  return {
    id: group.id,
    name: group.name,
    description: group.description,
    image: group.image,
    is_private: group.isPrivate,
    created_by: group.createdBy,
    created_at: group.createdAt.toISOString(),
    members_count: group.membersCount,
    posts_count: group.postsCount,
    members_preview: members.rows
      .slice(0, AVATAR_STACK_SIZE)
      .map((member) => presentAuthor(member.user)),
    best_streak: members.rows.reduce(
      (best, member) => Math.max(best, streakOf(members, member)),
      0,
    ),
    viewer: viewerState(group),
    is_member: group.viewerRole !== null,
  }
}

function presentMember(members: GroupMembers, row: MemberRow): GroupMember {
  return {
    ...presentAuthor(row.user),
    streak: streakOf(members, row),
    joined_at: row.joinedAt.toISOString(),
  }
}

/**
 * The group detail (§2): the card and Top Streaks, the three longest streaks;
 * equal streaks keep the join order, so a new group shows its creator first.
 */
export function presentGroupDetail(group: ViewedGroupRow, members: GroupMembers): GroupDetail {
  const byStreak = members.rows
    .map((row) => presentMember(members, row))
    .sort((a, b) => b.streak - a.streak)
  return {
    ...presentGroupSummary(group, members),
    top_streaks: byStreak.slice(0, TOP_STREAKS_SHOWN),
  }
}

export function presentInviteCandidate(row: InviteCandidateRow): InviteCandidate {
  return { ...presentAuthor(row), status: row.status }
}
