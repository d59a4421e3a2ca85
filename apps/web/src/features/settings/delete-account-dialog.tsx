import {
  DELETE_CONFIRMATION,
  validateDeleteAccountForm,
  type DeleteAccountForm,
  type FieldErrors,
} from '@platewise/core'
import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { errorMessage, isApiError } from '../../lib/api-error'
import { sameNames, serverFieldErrors } from '../../lib/form-errors'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { ModalDialog } from '../../ui/modal-dialog'
import { PasswordField } from '../../ui/password-field'
import { Spinner } from '../../ui/spinner'
import { TextField } from '../../ui/text-field'
import type { LandingNotice } from '../../lib/landing-notice'
import { accountApi } from './account-api'

export const ACCOUNT_DELETED_NOTICE =
  'Your account and everything in it have been deleted. Thank you for using Platewise.'

/** Delete account: the password and DELETE typed; then the landing page, which forgets the person. */
export function DeleteAccountDialog({ onClose }: { onClose(): void }) {
  const navigate = useNavigate()
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [errors, setErrors] = useState<FieldErrors<keyof DeleteAccountForm>>({})
  const deleting = useMutation({
    mutationFn: accountApi.deleteAccount,
    onSuccess: () => {
      // The landing page forgets the person once it is shown: forgetting them
      // here would let the dashboard's guard send them to /login first.
      const state: LandingNotice = { notice: ACCOUNT_DELETED_NOTICE, accountDeleted: true }
      navigate('/', { replace: true, state })
    },
    onError: (error) => {
      if (isApiError(error) && error.fields)
        setErrors(serverFieldErrors(error, sameNames(['password', 'confirmation'])))
    },
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    deleting.reset()
    const found = validateDeleteAccountForm({ password, confirmation })
    setErrors(found)
    if (Object.keys(found).length === 0)
      deleting.mutate({ password, confirmation: DELETE_CONFIRMATION })
  }

  const generalFailure =
    deleting.isError && !(isApiError(deleting.error) && deleting.error.fields)
      ? errorMessage(deleting.error, 'Your account could not be deleted. Please try again.')
      : undefined

  return (
    <ModalDialog
      title="Delete account"
      onClose={() => {
        if (!deleting.isPending) onClose()
      }}
      initialFocus="input"
      width="max-w-md"
    >
      <form noValidate onSubmit={submit} className="space-y-4 overflow-y-auto px-5 py-4">
        <p className="text-sm text-pretty text-stone-700">
          This deletes your profile, meals, saved meals, posts, comments, likes, follows and group
          posts, and your photos. It cannot be undone. Groups you own pass to their longest-standing
          member.
        </p>
        <PasswordField
          label="Password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          disabled={deleting.isPending}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label={`Type ${DELETE_CONFIRMATION} to confirm`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={confirmation}
          error={errors.confirmation}
          disabled={deleting.isPending}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        {generalFailure && <Alert tone="error">{generalFailure}</Alert>}
        <div className="flex flex-wrap justify-end gap-2 pt-1">
          <Button variant="secondary" onClick={onClose} disabled={deleting.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="danger"
            disabled={deleting.isPending}
            aria-busy={deleting.isPending}
          >
            {deleting.isPending && <Spinner className="size-4" />}
            Delete my account
          </Button>
        </div>
      </form>
    </ModalDialog>
  )
}
