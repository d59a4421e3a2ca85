import {
  validateChangePasswordForm,
  type ChangePasswordForm,
  type FieldErrors,
} from '@platewise/core'
import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { errorMessage, isApiError } from '../../lib/api-error'
import { hasFieldErrors, renamed, serverFieldErrors } from '../../lib/form-errors'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { PasswordField } from '../../ui/password-field'
import { accountApi } from './account-api'
import { SettingsSection } from './settings-section'

const emptyForm: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' }

// the server names its fields as the API does; the form as the page does
const fieldOfServer = renamed<keyof ChangePasswordForm>({
  current_password: 'currentPassword',
  new_password: 'newPassword',
})

/** Settings › Password: registration's rules; every other session ends on success. */
export function PasswordSection() {
  const [form, setForm] = useState(emptyForm)
  const [errors, setErrors] = useState<FieldErrors<keyof ChangePasswordForm>>({})
  const [changed, setChanged] = useState(false)
  const changing = useMutation({
    mutationFn: accountApi.changePassword,
    onSuccess: () => {
      setForm(emptyForm)
      setChanged(true)
    },
    onError: (error) => {
      const fromServer = serverFieldErrors(error, fieldOfServer)
      if (hasFieldErrors(fromServer)) setErrors(fromServer)
    },
  })

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    setChanged(false)
    changing.reset()
    const found = validateChangePasswordForm(form)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    changing.mutate({ current_password: form.currentPassword, new_password: form.newPassword })
  }

  const field = (name: keyof typeof emptyForm) => ({
    value: form[name],
    error: errors[name],
    disabled: changing.isPending,
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  })

  return (
    <SettingsSection
      title="Password"
      description="Changing your password signs you out everywhere else; this device stays signed in."
    >
      <form noValidate onSubmit={onSubmit} className="grid max-w-md gap-4">
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint="At least 6 characters, and not a common password."
          {...field('newPassword')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        {changing.isError && !(isApiError(changing.error) && changing.error.fields) && (
          <Alert tone="error">
            {errorMessage(changing.error, 'Your password could not be changed. Please try again.')}
          </Alert>
        )}
        {changed && <Alert tone="success">Your password has been changed.</Alert>}
        <div>
          <Button type="submit" disabled={changing.isPending}>
            {changing.isPending ? 'Changing…' : 'Change password'}
          </Button>
        </div>
      </form>
    </SettingsSection>
  )
}
