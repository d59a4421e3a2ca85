import { zodResolver } from '@hookform/resolvers/zod'
import { editPostFormSchema, POST_CONTENT_MAX_LENGTH, type Post } from '@platewise/core'
import { useEffect, type FormEvent, type KeyboardEvent } from 'react'
import { useForm } from 'react-hook-form'
import { errorMessage } from '../../lib/api-error'
import { sameNames, setServerFieldErrors } from '../../lib/form-errors'
import { fieldProps } from '../../lib/form-field'
import { Alert } from '../../ui/alert'
import { FormActions } from '../../ui/form-actions'
import { TextAreaField } from '../../ui/text-area-field'
import { POST_FEEDBACK } from './posts-api'
import { useEditPost } from './use-post-mutations'

/**
 * A post's words, editable in place by its author (decision 040): checked by
 * the schema the server reads the edit with, and the post's own rule (a photo
 * lets the words go; a group post needs them). Save writes the answer into
 * every place the post shows; Cancel, or Escape, leaves it as it was. Its
 * code loads when Edit is first pressed (post-card.tsx): it brings
 * react-hook-form and zod.
 */
export function PostEditForm({
  post,
  onDone,
}: {
  post: Pick<Post, 'id' | 'content' | 'image_url' | 'group'>
  /** Saved or cancelled: the card shows the post again */
  onDone(): void
}) {
  const form = useForm({
    defaultValues: { content: post.content },
    resolver: zodResolver(
      editPostFormSchema({ hasPhoto: post.image_url !== null, inGroup: post.group !== null }),
    ),
    reValidateMode: 'onSubmit',
  })
  const edit = useEditPost(post.id)
  const { error, ...textarea } = fieldProps(form)('content', () => {
    if (edit.isError) edit.reset()
  })
  const failure = edit.isError && !error ? errorMessage(edit.error, POST_FEEDBACK.editFailed) : null

  // the words to change, with the caret after them
  const { setFocus } = form
  useEffect(() => setFocus('content', { shouldSelect: false }), [setFocus])

  function submit(event: FormEvent) {
    if (edit.isPending) return event.preventDefault()
    void form.handleSubmit(({ content }) =>
      edit.mutate(content, {
        onSuccess: onDone,
        onError: (refusal) => setServerFieldErrors(refusal, sameNames(['content']), form.setError),
      }),
    )(event)
  }

  function cancelOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || edit.isPending) return
    event.preventDefault()
    onDone()
  }

  return (
    <form
      aria-label="Edit post"
      onSubmit={submit}
      onKeyDown={cancelOnEscape}
      className="mt-3 space-y-2 px-4 sm:px-5"
    >
      <TextAreaField
        label="Edit your post"
        {...textarea}
        error={error}
        rows={4}
        maxLength={POST_CONTENT_MAX_LENGTH}
        readOnly={edit.isPending}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <FormActions
        busy={edit.isPending}
        onCancel={onDone}
        submitLabel="Save"
        busyLabel="Saving..."
      />
    </form>
  )
}
