import { authRoutes } from '@platewise/core'
import { callApi } from './api-client'

/** Revokes `token`'s session: the one being signed out, whatever storage holds by then. */
export function revokeSession(token: string) {
  return callApi(authRoutes.logout, {}, { timeoutMs: 5_000, skipAuthRedirect: true, token })
}
