import { zodResolver } from '@hookform/resolvers/zod'
import { changePasswordFormSchema, type ChangePasswordForm } from '@platewise/core'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { errorMessage, isApiError } from '../../lib/api-error'
import { renamed, setServerFieldErrors } from '../../lib/form-errors'
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
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordForm>({
    defaultValues: emptyForm,
    resolver: zodResolver(changePasswordFormSchema, undefined, { raw: true }),
    // a message stays until the next Change password
    reValidateMode: 'onSubmit',
  })
  const [changed, setChanged] = useState(false)
  const changing = useMutation({
    mutationFn: accountApi.changePassword,
    onSuccess: () => {
      reset(emptyForm)
      setChanged(true)
    },
    onError: (error) => setServerFieldErrors(error, fieldOfServer, setError),
  })

  const send = handleSubmit((form) =>
    changing.mutate({ current_password: form.currentPassword, new_password: form.newPassword }),
  )

  const field = (name: keyof ChangePasswordForm) => ({
    ...register(name),
    error: errors[name]?.message,
    disabled: changing.isPending,
  })

  return (
    <SettingsSection
      title="Password"
      description="Changing your password signs you out everywhere else; this device stays signed in."
    >
      <form
        noValidate
        onSubmit={(event) => {
          setChanged(false)
          changing.reset()
          void send(event)
        }}
        className="grid max-w-md gap-4"
      >
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
