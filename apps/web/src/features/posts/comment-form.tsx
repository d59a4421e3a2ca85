import { zodResolver } from '@hookform/resolvers/zod'
import { COMMENT_MAX_LENGTH, createCommentSchema, POST_MESSAGES } from '@platewise/core'
import { SendHorizontal } from 'lucide-react'
import { useId, type FormEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { hasStatus } from '../../lib/api-error'
import { sameNames, setServerFieldErrors } from '../../lib/form-errors'
import { fieldProps } from '../../lib/form-field'
import { Alert } from '../../ui/alert'
import { Spinner } from '../../ui/spinner'
import { FieldMessage } from '../../ui/text-field'
import { POST_FEEDBACK } from './posts-api'
import { useAddComment } from './use-post-mutations'

/**
 * The field under a post's comments (§5: send is disabled while blank, Enter
 * sends), checked by the schema the server reads the comment with; what the
 * server refuses of the words shows at the field.
 */
export function CommentForm({ postId }: { postId: number }) {
  const form = useForm({
    defaultValues: { content: '' },
    resolver: zodResolver(createCommentSchema),
    reValidateMode: 'onSubmit',
  })
  const add = useAddComment(postId)
  const text = useWatch({ control: form.control, name: 'content' })
  const fieldId = useId()
  const messageId = `${fieldId}-message`
  const { error, ...input } = fieldProps(form)('content', () => {
    if (add.isError) add.reset()
  })
  const blank = text.trim() === ''

  const failure =
    add.isError && !error
      ? hasStatus(add.error, 403)
        ? POST_MESSAGES.commentsOff
        : POST_FEEDBACK.commentFailed
      : null

  function submit(event: FormEvent) {
    if (add.isPending) return event.preventDefault()
    void form.handleSubmit(({ content }) =>
      add.mutate(content, {
        onSuccess: () => form.reset(),
        onError: (refusal) => setServerFieldErrors(refusal, sameNames(['content']), form.setError),
      }),
    )(event)
  }

  return (
    <>
      <form onSubmit={submit}>
        <label htmlFor={fieldId} className="mb-1 block text-xs font-medium text-stone-600">
          Add a comment
        </label>
        <div className="flex items-center gap-2">
          <input
            id={fieldId}
            type="text"
            {...input}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? messageId : undefined}
            maxLength={COMMENT_MAX_LENGTH}
            autoComplete="off"
            enterKeyHint="send"
            placeholder="Write a comment..."
            className={`block min-w-0 flex-1 rounded-full border bg-white px-4 py-2 text-base text-stone-900 placeholder:text-stone-400 focus:ring-2 focus:outline-none sm:text-sm ${
              error
                ? 'border-red-400 focus:border-red-500 focus:ring-red-200'
                : 'border-stone-300 focus:border-brand-500 focus:ring-brand-100'
            }`}
          />
          <button
            type="submit"
            disabled={blank || add.isPending}
            className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full bg-brand-700 px-3.5 text-sm font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-brand-700/40"
          >
            {add.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <SendHorizontal className="size-4" aria-hidden />
            )}
            Send
          </button>
        </div>
        <FieldMessage id={messageId} error={error} />
      </form>
      {failure && <Alert tone="error">{failure}</Alert>}
    </>
  )
}
