import { z } from 'zod'
import {
  confirmationOf,
  createNewPasswordSchema,
  emailSchema,
  newPasswordSchema,
  textField,
  type CommonPasswordCheck,
} from './registration'

// Password reset by email (issue 27, docs/decisions/036-password-reset.md):
// the request, the confirmation and their forms, with the messages a person
// reads. The server and the reset page check with the same schemas.

/** How long a reset link works. */
export const PASSWORD_RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000

// The server's tokens are 32 random bytes in base64url (43 characters); this
// only bounds what is looked up, a wrong token of any length is the same 400.
const TOKEN_MAX_LENGTH = 256

export const PASSWORD_RESET_MESSAGES = {
  /** The 202's meaning, shown once the request is sent: the same whether or not the account exists */
  sent: 'If an account uses this email, a link to reset its password is on its way. It works for one hour.',
  /** A token that is unknown, used, expired or void since the password changed */
  invalidLink: 'This reset link has expired or has already been used. Please ask for a new one.',
  missingLink: 'This reset link is incomplete. Please open the link from the email again.',
  /** The 503 when the server has no SMTP_URL */
  unavailable:
    'Password reset by email is not set up on this server. Please ask its administrator to set SMTP_URL.',
  tooManyRequests: 'Too many password reset requests. Please try again later.',
  /** What the sign-in page says after a reset */
  changed: 'Your password has been changed. Please sign in with your new password.',
} as const

/** The code of a refused token, so the reset page can offer to ask again. */
export const PASSWORD_RESET_TOKEN_INVALID = 'RESET_TOKEN_INVALID'

/** The code of the 503 without SMTP_URL, whose message the page shows as it is. */
export const PASSWORD_RESET_UNAVAILABLE = 'PASSWORD_RESET_UNAVAILABLE'

/** POST /api/auth/password-reset: whose account to send a link to. */
export const passwordResetRequestSchema = z.object({ email: emailSchema })
export type PasswordResetRequest = z.output<typeof passwordResetRequestSchema>

const tokenSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value : ''),
  z
    .string()
    .min(1, { error: PASSWORD_RESET_MESSAGES.missingLink })
    .max(TOKEN_MAX_LENGTH, { error: PASSWORD_RESET_MESSAGES.invalidLink }),
)

/** POST /api/auth/password-reset/check: a link's token, asked about when the page opens. */
export const passwordResetTokenSchema = z.object({ token: tokenSchema })

/** POST /api/auth/password-reset/confirm: the link's token and a new password by registration's rules. */
export function createPasswordResetConfirmSchema(isCommonPassword?: CommonPasswordCheck) {
  return z.object({
    token: tokenSchema,
    password: createNewPasswordSchema(isCommonPassword),
  })
}
export const passwordResetConfirmSchema = createPasswordResetConfirmSchema()
export type PasswordResetConfirm = z.output<typeof passwordResetConfirmSchema>

/** GET /api/auth/password-reset: whether this server can send reset links (it has SMTP_URL). */
export const passwordResetAvailabilitySchema = z.object({ available: z.boolean() })

/** The reset page's first form: the email, trimmed and checked as registration does. */
export const passwordResetRequestFormSchema = z.object({ email: textField(emailSchema) })
export type PasswordResetRequestForm = z.input<typeof passwordResetRequestFormSchema>

/** The reset page's second form: the new password typed twice, as at registration. */
export const newPasswordFormSchema = z
  .object({
    password: textField(newPasswordSchema),
    confirmPassword: z.string(),
  })
  .superRefine(confirmationOf('password'), { when: () => true })
export type NewPasswordForm = z.input<typeof newPasswordFormSchema>
