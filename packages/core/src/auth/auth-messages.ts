// The §5 messages of the email and password fields, and the confirmation rule,
// for every schema and form that asks for them.

export const EMAIL_MESSAGES = {
  required: 'Email is required',
  invalid: 'Please enter a valid email address',
} as const

/** The password messages of §5, for every form that asks for one. */
export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  tooShort: 'Password must be at least 6 characters',
  tooLong: 'Password must be at most 128 characters',
  confirmRequired: 'Please confirm your password',
  mismatch: 'Passwords do not match',
} as const

/** §5: a new password typed twice; the second must be there and be the same. */
export function passwordConfirmationMessage(
  password: string,
  confirmation: string,
): string | undefined {
  if (!confirmation) return PASSWORD_MESSAGES.confirmRequired
  if (confirmation !== password) return PASSWORD_MESSAGES.mismatch
  return undefined
}
