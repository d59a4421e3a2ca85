import { z } from 'zod'
import { PASSWORD_MESSAGES } from '../auth/auth-messages'
import {
  confirmationOf,
  createNewPasswordSchema,
  newPasswordSchema,
  textField,
  type CommonPasswordCheck,
} from '../auth/registration'

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

const NEW_PASSWORD_SAME_MESSAGE = 'The new password must differ from the current one'

/**
 * Settings' change password form: the payload's rules under the form's names,
 * a new password other than the current one, typed twice (registration's wording).
 */
export const changePasswordFormSchema = z
  .object({
    currentPassword: textField(currentPasswordSchema),
    newPassword: textField(newPasswordSchema),
    confirmPassword: z.string(),
  })
  .superRefine(
    (form, ctx) => {
      // a field shows its first message: a new password breaking a rule says that one
      if (form.newPassword === form.currentPassword)
        ctx.addIssue({ code: 'custom', message: NEW_PASSWORD_SAME_MESSAGE, path: ['newPassword'] })
      confirmationOf('newPassword')(form, ctx)
    },
    { when: () => true },
  )
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>

/** What a person types to say they mean it. */
export const DELETE_CONFIRMATION = 'DELETE'
const DELETE_CONFIRMATION_MESSAGE = `Please type ${DELETE_CONFIRMATION} to confirm`

export const deleteAccountSchema = z.object({
  password: currentPasswordSchema,
  confirmation: z.literal(DELETE_CONFIRMATION, { error: DELETE_CONFIRMATION_MESSAGE }),
})
export type DeleteAccountPayload = z.output<typeof deleteAccountSchema>

/** The Delete account dialog, whose field is labelled Password: §5's message for it. */
export const deleteAccountFormSchema = z.object({
  password: z.string().min(1, { error: PASSWORD_MESSAGES.required }),
  confirmation: textField(deleteAccountSchema.shape.confirmation),
})
export type DeleteAccountForm = z.input<typeof deleteAccountFormSchema>
