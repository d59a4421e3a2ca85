import { groupRoutes } from '@platewise/core'
import { callApi } from '../../lib/api-client'
import { askWithToday } from '../../lib/client-today'

// The members' streaks are counted to the viewer's calendar day: the server
// cannot know the browser's time zone (as GET /api/meals/streak).

/** The group calls (DESIGN.md §5, beyond the spec's local demo), by group id. */
export const groupsApi = {
  list: (signal?: AbortSignal) =>
    askWithToday((query) => callApi(groupRoutes.list, { query }, { signal })),
  create: (body: { name: string; description: string; is_private: boolean }) =>
    callApi(groupRoutes.create, { body }),
  get: (id: number, signal?: AbortSignal) =>
    askWithToday((query) => callApi(groupRoutes.get, { params: { id }, query }, { signal })),
  join: (id: number) => callApi(groupRoutes.join, { params: { id } }),
  leave: (id: number) => callApi(groupRoutes.leave, { params: { id } }),
  /** Decline the viewer's invitation; its sender cannot invite them again for a while */
  decline: (id: number) => callApi(groupRoutes.decline, { params: { id } }),
  inviteCandidates: (id: number, signal?: AbortSignal) =>
    callApi(groupRoutes.inviteCandidates, { params: { id } }, { signal }).then((r) => r.users),
  invite: (id: number, userId: number) =>
    callApi(groupRoutes.invite, { params: { id }, body: { user_id: userId } }),
}

/** What the group screens say where the spec is silent (its groups are a demo). */
export const GROUP_FEEDBACK = {
  loadFailed: 'Could not load groups.',
  groupFailed: 'Could not load this group.',
  createFailed: 'Could not create the group. Please try again.',
  createFormFailed: 'Could not load the Create Group form.',
  joinFailed: 'Could not join. Please try again.',
  leaveFailed: 'Could not leave the group. Please try again.',
  declineFailed: 'Could not decline the invitation. Please try again.',
  inviteFailed: 'Could not send the invitation. Please try again.',
  peopleFailed: 'Could not load the people you follow.',
} as const
