import { zodResolver } from '@hookform/resolvers/zod'
import {
  createGroupFormSchema,
  emptyCreateGroupForm,
  GROUP_DESCRIPTION_MAX_LENGTH,
  GROUP_NAME_MAX_LENGTH,
  type GroupDetail,
} from '@platewise/core'
import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { errorMessage } from '../../lib/api-error'
import { sameNames, setServerFieldErrors } from '../../lib/form-errors'
import { fieldProps } from '../../lib/form-field'
import { Alert } from '../../ui/alert'
import { FormActions } from '../../ui/form-actions'
import { ModalDialog } from '../../ui/modal-dialog'
import { TextAreaField } from '../../ui/text-area-field'
import { controlClasses, TextField } from '../../ui/text-field'
import { GROUP_FEEDBACK } from './groups-api'
import { useCreateGroup } from './use-group-mutations'

/**
 * The Create Group modal (§2): 'Group Name' (required, trimmed, §5),
 * 'Description' and 'Make group private', checked by the server's own schema
 * (createGroupFormSchema). Create stays disabled until the name has a letter
 * in it. It mounts when opened, so closing forgets the draft.
 */
export function CreateGroupDialog({
  onClose,
  onCreated,
}: {
  onClose(): void
  onCreated(group: GroupDetail): void
}) {
  const form = useForm({
    defaultValues: emptyCreateGroupForm(),
    resolver: zodResolver(createGroupFormSchema),
    // checked on Create; the messages go once the name or the description is edited
    reValidateMode: 'onSubmit',
  })
  const field = fieldProps(form)
  const name = useWatch({ control: form.control, name: 'name' })
  const create = useCreateGroup()
  const privateId = useId()
  const privateHintId = useId()
  const failure = form.formState.errors.root?.server?.message

  const submit = form.handleSubmit(({ name, description, isPrivate }) =>
    create.mutate(
      { name, description, is_private: isPrivate },
      {
        onSuccess: onCreated,
        // a refused name or description shows at its field; anything else below them
        onError: (error) => {
          if (!setServerFieldErrors(error, sameNames(FIELDS), form.setError)) {
            const message = errorMessage(error, GROUP_FEEDBACK.createFailed)
            form.setError('root.server', { message })
          }
        },
      },
    ),
  )
  // an edit of either text takes every message away, the server's answer with them
  const forgetMessages = () => form.clearErrors()
  const description = field('description', forgetMessages)

  return (
    <ModalDialog
      title="Create Group"
      onClose={() => {
        if (!create.isPending) onClose()
      }}
      initialFocus="input"
      width="max-w-lg"
      dirty={form.formState.isDirty}
    >
      <form noValidate onSubmit={submit} className="space-y-4 overflow-y-auto px-5 py-4">
        <TextField
          label="Group Name"
          {...field('name', forgetMessages)}
          maxLength={GROUP_NAME_MAX_LENGTH}
          required
          autoComplete="off"
          placeholder="e.g. Meal Prep Sundays"
        />

        <TextAreaField
          label="Description"
          {...description}
          maxLength={GROUP_DESCRIPTION_MAX_LENGTH}
          rows={3}
          placeholder="What brings this group together?"
          className={`${controlClasses(description.error)} resize-none`}
        />

        <div className="flex items-start gap-3 rounded-2xl border border-stone-200 px-4 py-3">
          <input
            id={privateId}
            type="checkbox"
            {...form.register('isPrivate')}
            aria-describedby={privateHintId}
            className="mt-0.5 size-4 shrink-0 rounded border-stone-300 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          />
          <div>
            <label htmlFor={privateId} className="text-sm font-medium text-stone-800">
              Make group private
            </label>
            <p id={privateHintId} className="mt-0.5 text-xs text-stone-500">
              Only members and the people they invite can see it and its posts.
            </p>
          </div>
        </div>

        {failure && <Alert tone="error">{failure}</Alert>}

        <FormActions
          busy={create.isPending}
          onCancel={onClose}
          submitLabel="Create"
          busyLabel="Creating..."
          submitDisabled={name.trim() === ''}
          submitClassName="min-w-24"
        />
      </form>
    </ModalDialog>
  )
}

/** The fields the server may name in a refusal of POST /api/groups, as the form names them. */
const FIELDS = ['name', 'description'] as const
