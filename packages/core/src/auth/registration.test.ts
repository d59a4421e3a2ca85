import { describe, expect, it } from 'vitest'
import { messagesByField } from '../api/issues'
import {
  COMMON_PASSWORD_MESSAGE,
  createNewPasswordSchema,
  createRegistrationPayloadSchema,
  loginPayloadSchema,
  registrationPayloadSchema,
  toRegistrationPayload,
  registrationFormSchema,
  loginFormSchema,
  type RegistrationForm,
} from './registration'

const validForm: RegistrationForm = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada_l',
  email: 'ada@example.com',
  password: 'analytical-engine',
  confirmPassword: 'analytical-engine',
}

/** The form's messages as a form shows them: each field's first. */
const validateRegistrationForm = (form: RegistrationForm) =>
  messagesByField(registrationFormSchema.safeParse(form).error?.issues ?? [])

const errorsFor = (changes: Partial<RegistrationForm>) =>
  validateRegistrationForm({ ...validForm, ...changes })

describe('registrationFormSchema', () => {
  it('accepts a complete, consistent form', () => {
    expect(validateRegistrationForm(validForm)).toEqual({})
  })

  it.each([
    ['firstName', '', 'First name is required'],
    ['firstName', '   ', 'First name is required'],
    ['firstName', ' A ', 'First name must be at least 2 characters'],
    ['lastName', '', 'Last name is required'],
    ['lastName', 'L', 'Last name must be at least 2 characters'],
    ['username', '', 'Username is required'],
    ['username', 'ab', 'Username must be at least 3 characters'],
    [
      'username',
      'ada lovelace',
      'Username can only contain letters, numbers, dots and underscores',
    ],
    ['email', '', 'Email is required'],
    ['email', 'ada@', 'Please enter a valid email address'],
    ['email', 'ada example.com', 'Please enter a valid email address'],
    ['password', '', 'Password is required'],
    ['password', '12345', 'Password must be at least 6 characters'],
    ['password', 'x'.repeat(129), 'Password must be at most 128 characters'],
  ] as const)('for %s %j says "%s"', (field, value, message) => {
    const form = { ...validForm, [field]: value }
    if (field === 'password') form.confirmPassword = value
    expect(validateRegistrationForm(form)[field]).toBe(message)
  })

  it('asks to confirm the password when the confirmation is empty', () => {
    expect(errorsFor({ confirmPassword: '' }).confirmPassword).toBe('Please confirm your password')
  })

  it('says the passwords do not match when they differ', () => {
    expect(errorsFor({ confirmPassword: 'analytical-engine!' }).confirmPassword).toBe(
      'Passwords do not match',
    )
  })

  it('reports every invalid field at once', () => {
    const errors = validateRegistrationForm({
      firstName: '',
      lastName: '',
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
    })
    expect(Object.keys(errors).sort()).toEqual(
      ['confirmPassword', 'email', 'firstName', 'lastName', 'password', 'username'].sort(),
    )
  })
})

describe('toRegistrationPayload', () => {
  it('sends the spec field names and leaves confirmPassword out', () => {
    expect(toRegistrationPayload({ ...validForm, firstName: ' Ada ' })).toEqual({
      email: 'ada@example.com',
      password: 'analytical-engine',
      first_name: 'Ada',
      last_name: 'Lovelace',
      username: 'ada_l',
    })
  })
})

describe('registrationPayloadSchema', () => {
  it('stores email and username in lowercase and trims names', () => {
    const parsed = registrationPayloadSchema.parse({
      first_name: '  Ada ',
      last_name: 'Lovelace',
      username: 'Ada_L',
      email: ' ADA@Example.com ',
      password: 'analytical-engine',
    })
    expect(parsed).toMatchObject({ first_name: 'Ada', username: 'ada_l', email: 'ada@example.com' })
  })

  it('treats non-string values as missing', () => {
    const result = registrationPayloadSchema.safeParse({ first_name: 42 })
    expect(result.success).toBe(false)
    const messages = result.error?.issues.map((issue) => issue.message)
    expect(messages).toContain('First name is required')
    expect(messages).toContain('Email is required')
  })
})

describe('common passwords', () => {
  const isCommon = (password: string) => ['qwerty12', '11111111'].includes(password.toLowerCase())

  it('refuses a password the check knows, with the one message', () => {
    const result = createNewPasswordSchema(isCommon).safeParse('QWERTY12')
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([COMMON_PASSWORD_MESSAGE])
  })

  it('names the password field in the register payload', () => {
    const result = createRegistrationPayloadSchema(isCommon).safeParse({
      first_name: 'Ada',
      last_name: 'Lovelace',
      username: 'ada_l',
      email: 'ada@example.com',
      password: '11111111',
    })
    expect(result.error?.issues).toMatchObject([
      { path: ['password'], message: COMMON_PASSWORD_MESSAGE },
    ])
  })

  it('leaves the list to the server: without a check the rule accepts any long-enough password', () => {
    expect(createNewPasswordSchema().safeParse('qwerty12').success).toBe(true)
    expect(
      validateRegistrationForm({ ...validForm, password: 'qwerty12', confirmPassword: 'qwerty12' }),
    ).toEqual({})
  })

  it('keeps all 128 characters of a long password', () => {
    const password = 'ab'.repeat(64)
    expect(createNewPasswordSchema(isCommon).parse(password)).toBe(password)
  })
})

describe('loginPayloadSchema', () => {
  it('requires both email and password', () => {
    const result = loginPayloadSchema.safeParse({})
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Email is required',
      'Password is required',
    ])
  })
})

describe('loginFormSchema', () => {
  it('asks for the email and the password', () => {
    const errorsOf = (form: { email: string; password: string }) =>
      messagesByField(loginFormSchema.safeParse(form).error?.issues ?? [])
    expect(errorsOf({ email: '  ', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    })
    expect(errorsOf({ email: 'ada@example.com', password: 'secret' })).toEqual({})
  })
})
