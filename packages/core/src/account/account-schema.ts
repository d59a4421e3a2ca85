import { z } from 'zod'
import type { FieldErrors } from '../api/issues'
import { PASSWORD_MESSAGES, passwordConfirmationMessage } from '../auth/auth-messages'
import { createNewPasswordSchema, type CommonPasswordCheck } from '../auth/registration'

/** One signed-in session as its owner sees it in Settings. */
export const sessionSchema = z.object({
  id: z.number().int(),
  /** "Chrome on macOS", read from the User-Agent when the session began */
  device: z.string(),
  created_at: z.string(),
  /** Updated at most once a minute, so it is "about when", not "exactly when" */
  last_used_at: z.string().nullable(),
  /** The session of the request that asked */
  current: z.boolean(),
})
export type AccountSession = z.output<typeof sessionSchema>

export const sessionListSchema = z.object({ sessions: z.array(sessionSchema) })

export const revokedSessionsSchema = z.object({ revoked: z.number().int() })

// The current password is only compared, never judged by today's rules: an
// account made under older ones must still be able to change it.
const currentPasswordSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value : ''),
  z
    .string()
    .min(1, { error: 'Current password is required' })
    .max(128, { error: PASSWORD_MESSAGES.tooLong }),
)

/** Change password: the new one follows registration's rules (the server adds the common list). */
export function createChangePasswordSchema(isCommonPassword?: CommonPasswordCheck) {
  return z.object({
    current_password: currentPasswordSchema,
    new_password: createNewPasswordSchema(isCommonPassword),
  })
}
export const changePasswordSchema = createChangePasswordSchema()
export type ChangePasswordPayload = z.output<typeof changePasswordSchema>

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not correct.'

export interface ChangePasswordForm {
  currentPassword: string
  newPassword: string
  confirmPassword: string
}
/** Inline messages for the Settings password form, in registration's wording. */
export function validateChangePasswordForm(
  form: ChangePasswordForm,
): FieldErrors<keyof ChangePasswordForm> {
  const errors: FieldErrors<keyof ChangePasswordForm> = {}
  const current = currentPasswordSchema.safeParse(form.currentPassword)
  if (!current.success) errors.currentPassword = current.error.issues[0]?.message
  const next = createNewPasswordSchema().safeParse(form.newPassword)
  if (!next.success) errors.newPassword = next.error.issues[0]?.message
  else if (form.newPassword === form.currentPassword) {
    errors.newPassword = 'The new password must differ from the current one'
  }
  const confirmation = passwordConfirmationMessage(form.newPassword, form.confirmPassword)
  if (confirmation) errors.confirmPassword = confirmation
  return errors
}

/** What a person types to say they mean it. */
export const DELETE_CONFIRMATION = 'DELETE'
const DELETE_CONFIRMATION_MESSAGE = `Please type ${DELETE_CONFIRMATION} to confirm`

export const deleteAccountSchema = z.object({
  password: currentPasswordSchema,
  confirmation: z.literal(DELETE_CONFIRMATION, { error: DELETE_CONFIRMATION_MESSAGE }),
})
export type DeleteAccountPayload = z.output<typeof deleteAccountSchema>

export interface DeleteAccountForm {
  password: string
  confirmation: string
}

/** Inline messages for the Delete account dialog, whose field is labelled Password. */
export function validateDeleteAccountForm(
  form: DeleteAccountForm,
): FieldErrors<keyof DeleteAccountForm> {
  const errors: FieldErrors<keyof DeleteAccountForm> = {}
  if (!form.password) errors.password = PASSWORD_MESSAGES.required
  if (form.confirmation !== DELETE_CONFIRMATION) errors.confirmation = DELETE_CONFIRMATION_MESSAGE
  return errors
}
