import { z } from 'zod'
import { plainText } from '../text/plain-text'
import { EMAIL_MESSAGES, PASSWORD_MESSAGES, passwordConfirmationMessage } from './auth-messages'

// The spec's §5 registration rules with their exact messages. The same schemas
// validate the register form in the browser and POST /api/auth/register.

const PASSWORD_MIN_LENGTH = 6
// Long enough for any passphrase, short enough that hashing stays cheap (DESIGN.md §9).
const PASSWORD_MAX_LENGTH = 128
const USERNAME_MIN_LENGTH = 3
const USERNAME_MAX_LENGTH = 30
const NAME_MAX_LENGTH = 50
const EMAIL_MAX_LENGTH = 254

// Reads a value as a string; anything else counts as missing so the
// "required" message is the one a person sees.
const text = (requiredMessage: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value : ''),
    z.string().trim().min(1, { error: requiredMessage }),
  )

const personName = (label: string) =>
  text(`${label} is required`)
    .pipe(plainText(label))
    .pipe(z.string().min(2, { error: `${label} must be at least 2 characters` }))
    .pipe(
      z
        .string()
        .max(NAME_MAX_LENGTH, { error: `${label} must be at most ${NAME_MAX_LENGTH} characters` }),
    )

export const firstNameSchema = personName('First name')
export const lastNameSchema = personName('Last name')

export const usernameSchema = text('Username is required')
  .pipe(z.string().min(USERNAME_MIN_LENGTH, { error: 'Username must be at least 3 characters' }))
  .pipe(z.string().max(USERNAME_MAX_LENGTH, { error: 'Username must be at most 30 characters' }))
  // usernames appear in @mentions and URLs, so keep them to a safe alphabet
  .pipe(
    z.string().regex(/^[A-Za-z0-9._]+$/, {
      error: 'Username can only contain letters, numbers, dots and underscores',
    }),
  )
  // people type their username in any case; we store it in lowercase
  .transform((value) => value.toLowerCase())

// The spec asks for a "simple address pattern", not RFC 5322.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** An address as registration takes it: trimmed, the simple pattern, lowercased. */
export const emailSchema = text(EMAIL_MESSAGES.required)
  .pipe(plainText('Email'))
  .pipe(z.string().max(EMAIL_MAX_LENGTH, { error: EMAIL_MESSAGES.invalid }))
  .pipe(z.string().regex(EMAIL_PATTERN, { error: EMAIL_MESSAGES.invalid }))
  // addresses are compared case-insensitively, so they are stored in lowercase
  .transform((value) => value.toLowerCase())

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose another one.'

/**
 * True for a password on a list of common ones (DESIGN.md §9, OWASP ASVS 5.0
 * asks for the 10,000 most common at least). Such a list is far too large for
 * the browser bundle, so the server brings it (modules/auth/common-passwords.ts)
 * and the rule and its message stay here.
 */
export type CommonPasswordCheck = (password: string) => boolean

/** A new password: the spec's 6 characters, at most 128 (never truncated), and not a common one. */
export function createNewPasswordSchema(isCommonPassword?: CommonPasswordCheck) {
  const rules = z
    .string()
    .min(1, { error: PASSWORD_MESSAGES.required })
    .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_MESSAGES.tooShort })
    .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_MESSAGES.tooLong })
  return z.preprocess(
    (value) => (typeof value === 'string' ? value : ''),
    isCommonPassword
      ? rules.refine((value) => !isCommonPassword(value), { error: COMMON_PASSWORD_MESSAGE })
      : rules,
  )
}

/** Every rule but the common-password list, which only the server has. */
export const newPasswordSchema = createNewPasswordSchema()

/**
 * A form's text input checked by a payload's schema. The schemas read any
 * value (what is not text counts as missing); an input always holds a string,
 * and saying so types the form's values.
 */
export const textField = <Output>(schema: z.ZodType<Output>) =>
  schema as unknown as z.ZodType<Output, string>

/**
 * A form's check that its new password (under `field`) was typed again in
 * `confirmPassword`, with §5's messages, for the forms' schemas.
 */
export const confirmationOf =
  <Field extends string>(field: Field) =>
  (form: Record<Field | 'confirmPassword', unknown>, ctx: z.RefinementCtx) => {
    const message = passwordConfirmationMessage(String(form[field]), String(form.confirmPassword))
    if (message) ctx.addIssue({ code: 'custom', message, path: ['confirmPassword'] })
  }

/** The register payload; the server passes its common-password check, the browser has none. */
export function createRegistrationPayloadSchema(isCommonPassword?: CommonPasswordCheck) {
  return z.object({
    first_name: firstNameSchema,
    last_name: lastNameSchema,
    username: usernameSchema,
    email: emailSchema,
    password: createNewPasswordSchema(isCommonPassword),
  })
}

export const registrationPayloadSchema = createRegistrationPayloadSchema()
export type RegistrationPayload = z.output<typeof registrationPayloadSchema>

/**
 * The register form (§5): the payload's rules under the form's names, and the
 * password typed twice. Each field's first message is the one shown; the
 * confirmation is checked even when other fields are wrong.
 */
export const registrationFormSchema = z
  .object({
    firstName: textField(firstNameSchema),
    lastName: textField(lastNameSchema),
    username: textField(usernameSchema),
    email: textField(emailSchema),
    password: textField(newPasswordSchema),
    confirmPassword: z.string(),
  })
  .superRefine(confirmationOf('password'), { when: () => true })
export type RegistrationForm = z.input<typeof registrationFormSchema>
export type RegistrationField = keyof RegistrationForm

/** The payload the register call sends: confirmPassword stays in the form. */
export function toRegistrationPayload(form: RegistrationForm) {
  return {
    email: form.email.trim(),
    password: form.password,
    first_name: form.firstName.trim(),
    last_name: form.lastName.trim(),
    username: form.username.trim(),
  }
}

export const loginPayloadSchema = z.object({
  // the email is searched for, so it must be text PostgreSQL can hold
  email: text(EMAIL_MESSAGES.required)
    .pipe(plainText('Email'))
    .pipe(z.string().max(EMAIL_MAX_LENGTH, { error: EMAIL_MESSAGES.invalid })),
  password: z.preprocess(
    (value) => (typeof value === 'string' ? value : ''),
    z
      .string()
      .min(1, { error: PASSWORD_MESSAGES.required })
      .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_MESSAGES.tooLong }),
  ),
})
export type LoginPayload = z.output<typeof loginPayloadSchema>

/**
 * The login form: the payload's rules under the same names. The email and the
 * password are sent as typed (the email trimmed), so the form keeps its raw values.
 */
export const loginFormSchema = z.object({
  email: textField(loginPayloadSchema.shape.email),
  password: textField(loginPayloadSchema.shape.password),
})
export type LoginForm = z.input<typeof loginFormSchema>
