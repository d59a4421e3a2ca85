import { defineRoute, noContent } from '../api/route-contract'
import { statusOkSchema } from '../api/params'
import { loginPayloadSchema, registrationPayloadSchema } from './registration'
import { authResponseSchema } from './user'

const auth = { tag: 'auth' } as const

/** Accounts and sessions (§7). */
export const authRoutes = {
  health: defineRoute({
    ...auth,
    auth: false,
    method: 'GET',
    path: '/api/auth/health',
    summary: 'Whether the sign-in service answers',
    responses: { 200: statusOkSchema },
  }),
  register: defineRoute({
    ...auth,
    auth: false,
    method: 'POST',
    path: '/api/auth/register',
    summary: 'Create an account; answers a session for it',
    body: registrationPayloadSchema,
    responses: { 201: authResponseSchema },
  }),
  login: defineRoute({
    ...auth,
    auth: false,
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Sign in with email and password; a new token at every login',
    body: loginPayloadSchema,
    responses: { 200: authResponseSchema },
  }),
  logout: defineRoute({
    ...auth,
    auth: true,
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Revoke the token of this request (beyond the spec)',
    body: null,
    responses: { 204: noContent },
  }),
}
