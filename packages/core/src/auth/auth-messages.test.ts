import { describe, expect, it } from 'vitest'
import { passwordConfirmationMessage } from './auth-messages'

describe('passwordConfirmationMessage', () => {
  it('asks for the second typing, then for the same password (§5)', () => {
    expect(passwordConfirmationMessage('secret', '')).toBe('Please confirm your password')
    expect(passwordConfirmationMessage('secret', 'secreT')).toBe('Passwords do not match')
    expect(passwordConfirmationMessage('secret', 'secret')).toBeUndefined()
  })
})
