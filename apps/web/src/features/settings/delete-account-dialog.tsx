import { zodResolver } from '@hookform/resolvers/zod'
import {
  DELETE_CONFIRMATION,
  deleteAccountFormSchema,
  type DeleteAccountForm,
} from '@platewise/core'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { errorMessage, isApiError } from '../../lib/api-error'
import { sameNames, setServerFieldErrors } from '../../lib/form-errors'
import { Alert } from '../../ui/alert'
import { FormActions } from '../../ui/form-actions'
import { ModalDialog } from '../../ui/modal-dialog'
import { PasswordField } from '../../ui/password-field'
import { TextField } from '../../ui/text-field'
import type { LandingNotice } from '../../lib/landing-notice'
import { accountApi } from './account-api'

export const ACCOUNT_DELETED_NOTICE =
  'Your account and everything in it have been deleted. Thank you for using Platewise.'

/** Delete account: the password and DELETE typed; then the landing page, which forgets the person. */
export function DeleteAccountDialog({ onClose }: { onClose(): void }) {
  const navigate = useNavigate()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DeleteAccountForm>({
    defaultValues: { password: '', confirmation: '' },
    resolver: zodResolver(deleteAccountFormSchema, undefined, { raw: true }),
    // a message stays until the next Delete my account
    reValidateMode: 'onSubmit',
  })
  const deleting = useMutation({
    mutationFn: accountApi.deleteAccount,
    onSuccess: () => {
      // The landing page forgets the person once it is shown: forgetting them
      // here would let the dashboard's guard send them to /login first.
      const state: LandingNotice = { notice: ACCOUNT_DELETED_NOTICE, accountDeleted: true }
      navigate('/', { replace: true, state })
    },
    onError: (error) =>
      setServerFieldErrors(error, sameNames(['password', 'confirmation'] as const), setError),
  })

  const send = handleSubmit(({ password }) =>
    deleting.mutate({ password, confirmation: DELETE_CONFIRMATION }),
  )

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
      <form
        noValidate
        onSubmit={(event) => {
          deleting.reset()
          void send(event)
        }}
        className="space-y-4 overflow-y-auto px-5 py-4"
      >
        <p className="text-sm text-pretty text-stone-700">
          This deletes your profile, meals, saved meals, posts, comments, likes, follows and group
          posts, and your photos. It cannot be undone. Groups you own pass to their longest-standing
          member.
        </p>
        <PasswordField
          label="Password"
          autoComplete="current-password"
          {...register('password')}
          error={errors.password?.message}
          disabled={deleting.isPending}
        />
        <TextField
          label={`Type ${DELETE_CONFIRMATION} to confirm`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...register('confirmation')}
          error={errors.confirmation?.message}
          disabled={deleting.isPending}
        />
        {generalFailure && <Alert tone="error">{generalFailure}</Alert>}
        <FormActions
          busy={deleting.isPending}
          onCancel={onClose}
          submitLabel="Delete my account"
          variant="danger"
          className="flex flex-wrap justify-end gap-2 pt-1"
        />
      </form>
    </ModalDialog>
  )
}
