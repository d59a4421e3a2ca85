import { describe, expect, it } from 'vitest'
import { passwordConfirmationMessage, validateLoginForm } from './auth-messages'

describe('passwordConfirmationMessage', () => {
  it('asks for the second typing, then for the same password (§5)', () => {
    expect(passwordConfirmationMessage('secret', '')).toBe('Please confirm your password')
    expect(passwordConfirmationMessage('secret', 'secreT')).toBe('Passwords do not match')
    expect(passwordConfirmationMessage('secret', 'secret')).toBeUndefined()
  })
})

describe('validateLoginForm', () => {
  it('asks for the email and the password', () => {
    expect(validateLoginForm({ email: '  ', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    })
    expect(validateLoginForm({ email: 'ada@example.com', password: 'secret' })).toEqual({})
  })
})
