import { defineRoute, noContent } from '../api/route-contract'
import { statusOkSchema } from '../api/params'
import {
  passwordResetAvailabilitySchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  passwordResetTokenSchema,
} from './password-reset'
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
  passwordResetAvailability: defineRoute({
    ...auth,
    auth: false,
    method: 'GET',
    path: '/api/auth/password-reset',
    summary:
      'Whether this server sends password reset links (it has SMTP_URL): the sign-in page offers the link only then',
    responses: { 200: passwordResetAvailabilitySchema },
  }),
  requestPasswordReset: defineRoute({
    ...auth,
    auth: false,
    method: 'POST',
    path: '/api/auth/password-reset',
    summary:
      'Email a link to reset the password of the account with this email, if there is one; always 202 (503 without SMTP_URL)',
    body: passwordResetRequestSchema,
    responses: { 202: noContent },
  }),
  checkPasswordResetToken: defineRoute({
    ...auth,
    auth: false,
    method: 'POST',
    path: '/api/auth/password-reset/check',
    summary:
      "Whether a reset link's token still works (204), so the page can say at once that it does not (400)",
    body: passwordResetTokenSchema,
    responses: { 204: noContent },
  }),
  confirmPasswordReset: defineRoute({
    ...auth,
    auth: false,
    method: 'POST',
    path: '/api/auth/password-reset/confirm',
    summary:
      "Set a new password with a reset link's token; the token is used up and every session of the account ends",
    body: passwordResetConfirmSchema,
    responses: { 204: noContent },
  }),
}
