import { accountRoutes, type RouteBody } from '@platewise/core'
import { callApi } from '../../lib/api-client'
import { isApiError } from '../../lib/api-error'

export type ChangePasswordBody = RouteBody<typeof accountRoutes.changePassword>
export type DeleteAccountBody = RouteBody<typeof accountRoutes.deleteAccount>

/** The calls of the Settings page, one per route of packages/core's account contract. */
export const accountApi = {
  sessions: (signal?: AbortSignal) =>
    callApi(accountRoutes.sessions, {}, { signal }).then((answer) => answer.sessions),
  revokeOtherSessions: () => callApi(accountRoutes.revokeOtherSessions, {}),
  revokeSession: (id: number) => callApi(accountRoutes.revokeSession, { params: { id } }),
  changePassword: (body: ChangePasswordBody) => callApi(accountRoutes.changePassword, { body }),
  deleteAccount: (body: DeleteAccountBody) => callApi(accountRoutes.deleteAccount, { body }),
}

/** What a failed call tells the person: the server's own words for an answer, else a retry hint. */
export function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.kind === 'http' && error.status < 500) return error.message
  return fallback
}
