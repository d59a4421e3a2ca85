import { describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-error'
import {
  hasFieldErrors,
  renamed,
  sameNames,
  serverFieldErrors,
  setServerFieldErrors,
} from './form-errors'

const refusal = (fields: Record<string, string>) =>
  new ApiError('http', 'Invalid input', { status: 400, code: 'VALIDATION_ERROR', fields })

describe('serverFieldErrors', () => {
  it("puts the server's messages beside the form's inputs, under the form's names", () => {
    const error = refusal({ first_name: 'First name is required', token: 'Expired' })
    expect(serverFieldErrors(error, renamed({ first_name: 'firstName' }))).toEqual({
      firstName: 'First name is required',
    })
  })

  it('keeps the fields a form has under their own names', () => {
    const error = refusal({ description: 'Too long', 'items.0.name': 'Unknown food' })
    expect(serverFieldErrors(error, sameNames(['description', 'calories']))).toEqual({
      description: 'Too long',
    })
  })

  it('is empty for a refusal naming no field of the form, and for any other failure', () => {
    const none = serverFieldErrors(refusal({ body: 'Invalid' }), sameNames(['name']))
    expect(none).toEqual({})
    expect(hasFieldErrors(none)).toBe(false)
    expect(serverFieldErrors(new ApiError('network', 'Failed'), sameNames(['name']))).toEqual({})
    expect(serverFieldErrors(new TypeError('boom'), sameNames(['name']))).toEqual({})
  })

  it('never reads a name from the prototype as a field', () => {
    expect(serverFieldErrors(refusal({ toString: 'x' }), renamed({}))).toEqual({})
  })
})

describe('setServerFieldErrors', () => {
  it("gives a form's setError each field it has, and says whether there was one", () => {
    const setError = vi.fn()
    const error = refusal({ current_password: 'Your current password is not correct.', x: 'No' })
    const fieldOf = renamed({ current_password: 'currentPassword' })
    expect(setServerFieldErrors(error, fieldOf, setError)).toBe(true)
    expect(setError.mock.calls).toEqual([
      ['currentPassword', { type: 'server', message: 'Your current password is not correct.' }],
    ])
    expect(setServerFieldErrors(new Error('offline'), fieldOf, setError)).toBe(false)
  })
})
