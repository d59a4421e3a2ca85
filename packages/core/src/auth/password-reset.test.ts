import { describe, expect, it } from 'vitest'
import { messagesByField } from '../api/issues'
import {
  createPasswordResetConfirmSchema,
  newPasswordFormSchema,
  passwordResetConfirmSchema,
  passwordResetRequestFormSchema,
  passwordResetRequestSchema,
} from './password-reset'

const messagesOf = (result: {
  error?: { issues: readonly { path: PropertyKey[]; message: string }[] }
}) => messagesByField(result.error?.issues ?? [])

describe('passwordResetRequestSchema', () => {
  it('reads the email as registration stores it: trimmed and lowercased', () => {
    expect(passwordResetRequestSchema.parse({ email: '  Maya@Example.COM ' })).toEqual({
      email: 'maya@example.com',
    })
  })

  it.each([
    [undefined, 'Email is required'],
    ['', 'Email is required'],
    ['maya-at-example', 'Please enter a valid email address'],
    [`${'a'.repeat(250)}@example.com`, 'Please enter a valid email address'],
  ])('refuses %j with the registration message', (email, message) => {
    expect(messagesOf(passwordResetRequestSchema.safeParse({ email }))).toEqual({ email: message })
    expect(messagesOf(passwordResetRequestFormSchema.safeParse({ email: email ?? '' }))).toEqual({
      email: message,
    })
  })
})

describe('passwordResetConfirmSchema', () => {
  const token = 'kq3Xb0Rk6W3Yc9D2u5Hn1Lr8Tp4Ve7Mz0Qa2Sd6Fg8J'

  it('takes a token and a password by the registration rules', () => {
    expect(passwordResetConfirmSchema.parse({ token, password: 'a-brand-new-secret' })).toEqual({
      token,
      password: 'a-brand-new-secret',
    })
    expect(messagesOf(passwordResetConfirmSchema.safeParse({ token, password: 'abc' }))).toEqual({
      password: 'Password must be at least 6 characters',
    })
  })

  it('refuses a common password where the server has the list', () => {
    const schema = createPasswordResetConfirmSchema((password) => password === 'password123')
    expect(messagesOf(schema.safeParse({ token, password: 'password123' }))).toEqual({
      password: 'This password is too common. Please choose another one.',
    })
  })

  it('says a link without its token is incomplete, and a token too long for one is no link', () => {
    expect(
      messagesOf(passwordResetConfirmSchema.safeParse({ password: 'a-brand-new-secret' })),
    ).toEqual({
      token: 'This reset link is incomplete. Please open the link from the email again.',
    })
    expect(
      messagesOf(
        passwordResetConfirmSchema.safeParse({ token: 'x'.repeat(300), password: 'long-enough' }),
      ),
    ).toEqual({
      token: 'This reset link has expired or has already been used. Please ask for a new one.',
    })
  })
})

describe('newPasswordFormSchema', () => {
  it('asks for the password twice, with the registration messages', () => {
    expect(
      messagesOf(newPasswordFormSchema.safeParse({ password: 'abc', confirmPassword: '' })),
    ).toEqual({
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Please confirm your password',
    })
    expect(
      messagesOf(
        newPasswordFormSchema.safeParse({
          password: 'long-enough',
          confirmPassword: 'long-enougH',
        }),
      ),
    ).toEqual({ confirmPassword: 'Passwords do not match' })
    expect(
      newPasswordFormSchema.safeParse({ password: 'long-enough', confirmPassword: 'long-enough' })
        .success,
    ).toBe(true)
  })
})
