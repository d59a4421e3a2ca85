import { z } from 'zod'
import { idParamsSchema } from '../api/params'
import { clientTodayQuerySchema } from '../dates/iso-date-schema'
import { defineRoute, noContent } from '../api/route-contract'
import {
  likeStateSchema,
  postPageQuerySchema,
  postPageSchema,
  postSchema,
} from '../social/post-schema'
import {
  createGroupPostSchema,
  createGroupSchema,
  groupDetailSchema,
  groupPostParamsSchema,
  groupSummarySchema,
  inviteCandidateSchema,
  inviteSchema,
} from './group-schema'
import { INVITE_COOLDOWN_DAYS } from './group-rules'

const groups = { tag: 'groups', auth: true } as const

/**
 * Groups (DESIGN.md §5: on the server, beyond the spec). A private group and
 * its posts are seen by its members and the people they invited; anyone else
 * gets 403 (its name stays hidden from search too).
 */
export const groupRoutes = {
  list: defineRoute({
    ...groups,
    method: 'GET',
    path: '/api/groups',
    summary:
      'The groups the viewer can see, newest first: their own, then the newest invitations, then public groups',
    query: clientTodayQuerySchema,
    responses: { 200: z.object({ groups: z.array(groupSummarySchema) }) },
  }),
  create: defineRoute({
    ...groups,
    method: 'POST',
    path: '/api/groups',
    summary: 'Create a group; its creator is its first member',
    body: createGroupSchema,
    responses: { 201: groupDetailSchema },
  }),
  get: defineRoute({
    ...groups,
    method: 'GET',
    path: '/api/groups/:id',
    summary: 'A group with its stats and top streaks; 403 for a private group you are not in',
    params: idParamsSchema,
    query: clientTodayQuerySchema,
    responses: { 200: groupDetailSchema },
  }),
  join: defineRoute({
    ...groups,
    method: 'POST',
    path: '/api/groups/:id/join',
    summary: 'Join a public group, or a private one you were invited to',
    params: idParamsSchema,
    body: null,
    responses: { 200: groupDetailSchema },
  }),
  leave: defineRoute({
    ...groups,
    method: 'DELETE',
    path: '/api/groups/:id/join',
    summary: 'Leave a group (its creator cannot)',
    params: idParamsSchema,
    responses: { 204: noContent },
  }),
  posts: defineRoute({
    ...groups,
    method: 'GET',
    path: '/api/groups/:id/posts',
    summary: "A group's posts, newest first, a page at a time; members only for a private group",
    params: idParamsSchema,
    query: postPageQuerySchema,
    responses: { 200: postPageSchema },
  }),
  share: defineRoute({
    ...groups,
    method: 'POST',
    path: '/api/groups/:id/posts',
    summary: 'Share a post with the group: text, an optional photo and meal data; members only',
    params: idParamsSchema,
    body: createGroupPostSchema,
    bodyType: 'multipart',
    responses: { 201: postSchema },
  }),
  likePost: defineRoute({
    ...groups,
    method: 'POST',
    path: '/api/groups/:id/posts/:postId/like',
    summary: 'Like or unlike a group post; answers the new state and count',
    params: groupPostParamsSchema,
    body: null,
    responses: { 200: likeStateSchema },
  }),
  removePost: defineRoute({
    ...groups,
    method: 'DELETE',
    path: '/api/groups/:id/posts/:postId',
    summary: "Remove a post from the group: its author's or the group creator's right",
    params: groupPostParamsSchema,
    responses: { 204: noContent },
  }),
  inviteCandidates: defineRoute({
    ...groups,
    method: 'GET',
    path: '/api/groups/:id/invitations',
    summary:
      'The people you follow, each as a member, invited, or not yet (the Invite Friends modal)',
    params: idParamsSchema,
    responses: { 200: z.object({ users: z.array(inviteCandidateSchema) }) },
  }),
  invite: defineRoute({
    ...groups,
    method: 'POST',
    path: '/api/groups/:id/invitations',
    summary: 'Invite someone you follow; members only',
    params: idParamsSchema,
    body: inviteSchema,
    responses: { 201: inviteCandidateSchema },
  }),
  decline: defineRoute({
    ...groups,
    method: 'DELETE',
    path: '/api/groups/:id/invitation',
    summary: `Decline your invitation to a group; whoever sent it cannot invite you again for ${INVITE_COOLDOWN_DAYS} days`,
    params: idParamsSchema,
    responses: { 204: noContent },
  }),
}
