import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { messagesByField } from '../api/issues'
import {
  changePasswordFormSchema,
  createChangePasswordSchema,
  deleteAccountFormSchema,
  deleteAccountSchema,
} from './account-schema'

/** A form's messages as it shows them: each field's first. */
const errorsOf = (schema: z.ZodType, form: object) =>
  messagesByField(schema.safeParse(form).error?.issues ?? [])
const validateChangePasswordForm = (form: object) => errorsOf(changePasswordFormSchema, form)
const validateDeleteAccountForm = (form: object) => errorsOf(deleteAccountFormSchema, form)

const form = {
  currentPassword: 'old-secret',
  newPassword: 'new-secret',
  confirmPassword: 'new-secret',
}

describe('changePasswordFormSchema', () => {
  it('accepts a valid change', () => {
    expect(validateChangePasswordForm(form)).toEqual({})
  })

  it('uses the registration rules for the new password', () => {
    expect(
      validateChangePasswordForm({ ...form, newPassword: 'abc', confirmPassword: 'abc' }),
    ).toEqual({
      newPassword: 'Password must be at least 6 characters',
    })
  })

  it('asks for the current password and a matching confirmation', () => {
    expect(
      validateChangePasswordForm({
        currentPassword: '',
        newPassword: 'new-secret',
        confirmPassword: 'other',
      }),
    ).toEqual({
      currentPassword: 'Current password is required',
      confirmPassword: 'Passwords do not match',
    })
  })

  it('refuses the same password again', () => {
    const same = {
      currentPassword: 'old-secret',
      newPassword: 'old-secret',
      confirmPassword: 'old-secret',
    }
    expect(validateChangePasswordForm(same).newPassword).toMatch(/differ/)
  })
})

describe('createChangePasswordSchema', () => {
  it('refuses a common new password when given the list', () => {
    const schema = createChangePasswordSchema((password) => password === 'password1')
    const result = schema.safeParse({ current_password: 'x', new_password: 'password1' })
    expect(result.success).toBe(false)
  })
})

describe('deleteAccountSchema', () => {
  it('wants the typed confirmation exactly', () => {
    expect(deleteAccountSchema.safeParse({ password: 'x', confirmation: 'DELETE' }).success).toBe(
      true,
    )
    expect(deleteAccountSchema.safeParse({ password: 'x', confirmation: 'delete' }).success).toBe(
      false,
    )
  })
})

describe('deleteAccountFormSchema', () => {
  it('asks for the password and the typed DELETE', () => {
    expect(validateDeleteAccountForm({ password: '', confirmation: 'delete' })).toEqual({
      password: 'Password is required',
      confirmation: 'Please type DELETE to confirm',
    })
  })

  it('accepts a password and DELETE, with the schema the server uses agreeing', () => {
    const form = { password: 'secret', confirmation: 'DELETE' }
    expect(validateDeleteAccountForm(form)).toEqual({})
    expect(deleteAccountSchema.safeParse(form).success).toBe(true)
  })
})
