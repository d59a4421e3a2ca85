import {
  GROUP_DESCRIPTION_MAX_LENGTH,
  GROUP_NAME_MAX_LENGTH,
  type GroupDetail,
} from '@platewise/core'
import { useId, useState, type FormEvent } from 'react'
import { errorMessage, isApiError } from '../../lib/api-error'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { ModalDialog } from '../../ui/modal-dialog'
import { Spinner } from '../../ui/spinner'
import { controlClasses, FieldMessage, TextField } from '../../ui/text-field'
import { GROUP_FEEDBACK } from './groups-api'
import { useCreateGroup } from './use-group-mutations'

/**
 * The Create Group modal (§2): 'Group Name' (required, trimmed, §5),
 * 'Description' and 'Make group private'. Create stays disabled until the
 * name has a letter in it. It mounts when opened, so closing forgets the draft.
 */
export function CreateGroupDialog({
  onClose,
  onCreated,
}: {
  onClose(): void
  onCreated(group: GroupDetail): void
}) {
  const [name, setName] = useState('')
  const [description, setDescription] = useState('')
  const [isPrivate, setIsPrivate] = useState(false)
  const create = useCreateGroup()
  const descriptionId = useId()
  const privateId = useId()
  const privateHintId = useId()

  const fields = isApiError(create.error) ? create.error.fields : undefined
  const fieldError = fields?.name ?? fields?.description
  const error = create.isError
    ? fieldError
      ? undefined
      : errorMessage(create.error, GROUP_FEEDBACK.createFailed)
    : undefined
  const canCreate = name.trim() !== '' && !create.isPending

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!canCreate) return
    create.mutate(
      { name: name.trim(), description: description.trim(), is_private: isPrivate },
      { onSuccess: onCreated },
    )
  }

  return (
    <ModalDialog
      title="Create Group"
      onClose={() => {
        if (!create.isPending) onClose()
      }}
      initialFocus="input"
      width="max-w-lg"
      dirty={name.trim() !== '' || description.trim() !== '' || isPrivate}
    >
      <form noValidate onSubmit={submit} className="space-y-4 overflow-y-auto px-5 py-4">
        <TextField
          label="Group Name"
          value={name}
          onChange={(event) => {
            setName(event.target.value)
            create.reset()
          }}
          maxLength={GROUP_NAME_MAX_LENGTH}
          required
          autoComplete="off"
          placeholder="e.g. Meal Prep Sundays"
          error={fields?.name}
        />

        <div>
          <label
            htmlFor={descriptionId}
            className="mb-1.5 block text-sm font-medium text-stone-700"
          >
            Description
          </label>
          <textarea
            id={descriptionId}
            value={description}
            onChange={(event) => {
              setDescription(event.target.value)
              create.reset()
            }}
            maxLength={GROUP_DESCRIPTION_MAX_LENGTH}
            rows={3}
            placeholder="What brings this group together?"
            aria-invalid={fields?.description ? true : undefined}
            aria-describedby={fields?.description ? `${descriptionId}-message` : undefined}
            className={`${controlClasses(fields?.description)} resize-none`}
          />
          <FieldMessage id={`${descriptionId}-message`} error={fields?.description} />
        </div>

        <div className="flex items-start gap-3 rounded-2xl border border-stone-200 px-4 py-3">
          <input
            id={privateId}
            type="checkbox"
            checked={isPrivate}
            onChange={(event) => setIsPrivate(event.target.checked)}
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

        {error && <Alert tone="error">{error}</Alert>}

        <div className="flex justify-end gap-2 pt-1">
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            disabled={!canCreate}
            aria-busy={create.isPending}
            className="min-w-24"
          >
            {create.isPending && <Spinner className="size-4" />}
            {create.isPending ? 'Creating...' : 'Create'}
          </Button>
        </div>
      </form>
    </ModalDialog>
  )
}
