import { zodResolver } from '@hookform/resolvers/zod'
import {
  dashboardPostFormSchema,
  emptyPostForm,
  feedPostFormSchema,
  groupPostFormSchema,
  POST_CONTENT_MAX_LENGTH,
  type MealData,
  type PostFormRead,
  type PostFormValues,
} from '@platewise/core'
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react'
import { Controller, useForm, useWatch, type FieldError, type FieldErrors } from 'react-hook-form'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Spinner } from '../../ui/spinner'
import { errorMessage } from '../../lib/api-error'
import { renamed, setServerFieldErrors } from '../../lib/form-errors'
import { MealDataPicker } from './meal-data-picker'
import { POST_FEEDBACK, type PostDraft } from './posts-api'
import { useCreatePost, useShareInGroup, useSharePost } from './use-post-mutations'
import { AddPhotoInput, PhotoPreview, PreparingPhoto } from '../../ui/photo-controls'
import { usePhotoChoice } from '../../hooks/use-photo-choice'

/**
 * Where a new post goes, which decides how the one composer behaves:
 * - feed: 'Share Post', words or a photo, optional meal data; the post shows at
 *   once and is saved in the background (§4 Posts).
 * - dashboard: the header's and the profile's 'Post', words required; waits for
 *   the server and says so when it fails (§4 Dashboard post modal, §8).
 * - group: 'Share with Group' (§2), words required (§5), with a photo and meal
 *   data as a feed post (decision 034); waits for the server, then empties.
 */
export type ComposerTarget =
  { kind: 'feed' } | { kind: 'dashboard' } | { kind: 'group'; groupId: number }

interface PostComposerProps {
  target: ComposerTarget
  /** The field's visible label */
  label: ReactNode
  labelId?: string
  placeholder: string
  /** After a post is on its way (feed) or saved (dashboard); a group's composer stays */
  onDone?(): void
  /** Cancel, in a dialog */
  onCancel?(): void
  /** Whether anything was typed or chosen, for a dialog's 'Discard your changes?' */
  onDirtyChange?(dirty: boolean): void
  /** Put the cursor in the text when the form is drawn (the Create post modal) */
  autoFocus?: boolean
  className?: string
}

/**
 * How each target checks a post (core's post-form.ts): the feed's words or a
 * photo, the header's words, the group's words, each with the server's messages.
 */
const CHECKS = {
  feed: zodResolver(feedPostFormSchema),
  dashboard: zodResolver(dashboardPostFormSchema),
  group: zodResolver(groupPostFormSchema),
}

// the server's names for the fields a refusal may name (§7 notes), as the form names them
const fieldOfServer = renamed<'content' | 'image' | 'mealData'>({
  content: 'content',
  image: 'image',
  meal_data: 'mealData',
  mealData: 'mealData',
})

/** The one composer of a post: the Create post modal's form (§2), and the group's Share with Group. */
export function PostComposer({
  target,
  label,
  labelId,
  placeholder,
  onDone,
  onCancel,
  onDirtyChange,
  autoFocus,
  className,
}: PostComposerProps) {
  const form = useForm<PostFormValues, unknown, PostFormRead>({
    defaultValues: emptyPostForm(),
    resolver: CHECKS[target.kind],
    // checked on each post; typing takes the message away (below)
    reValidateMode: 'onSubmit',
  })
  const { errors, isDirty } = form.formState
  const content = useWatch({ control: form.control, name: 'content' })
  const { photo, preparing, choosePhoto, removePhoto, previewFailed } = usePhotoChoice((message) =>
    message ? form.setError('image', { type: 'photo', message }) : form.clearErrors(),
  )
  const share = useSharePost()
  const create = useCreatePost()
  const shareInGroup = useShareInGroup(target.kind === 'group' ? target.groupId : 0)
  const { ref: registerContent, ...contentField } = form.register('content', {
    onChange: () => {
      form.clearErrors()
      // 'Shared with the group.' goes once the next post is begun
      if (shareInGroup.isSuccess) shareInGroup.reset()
    },
  })
  const contentRef = useRef<HTMLTextAreaElement | null>(null)
  const contentId = useId()
  const messageId = useId()
  const withMeal = target.kind !== 'dashboard'
  const pending = create.isPending || shareInGroup.isPending

  // the photo, once made ready, is a field: the feed's rule reads it, and it is a change
  useEffect(() => {
    form.setValue('image', photo?.file ?? null, { shouldDirty: true })
  }, [form, photo])
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange])
  // after the modal has opened (and taken note of what opened it): the form may come later
  useEffect(() => {
    if (autoFocus) contentRef.current?.focus()
  }, [autoFocus])

  function submit(event: FormEvent) {
    // the chosen photo is still being made ready: the post waits for it
    if (preparing || pending) return event.preventDefault()
    void form.handleSubmit(send)(event)
  }

  function send(post: PostFormRead) {
    // the file chosen, which the form's field holds as a Blob
    const draft: PostDraft = { ...post, image: photo?.file ?? null }
    if (target.kind === 'feed') {
      share(draft)
      onDone?.()
      return
    }
    const onError = (failure: Error) => {
      console.warn('The post was not saved', failure)
      if (setServerFieldErrors(failure, fieldOfServer, form.setError)) return
      const fallback =
        target.kind === 'group' ? POST_FEEDBACK.shareFailed : POST_FEEDBACK.saveFailed
      form.setError('root.server', { message: errorMessage(failure, fallback) })
    }
    if (target.kind === 'group') {
      shareInGroup.mutate(draft, {
        onSuccess: () => {
          form.reset()
          removePhoto()
        },
        onError,
      })
      return
    }
    create.mutate(draft, { onSuccess: () => onDone?.(), onError })
  }

  // one place for the form's messages, as before: the words', the photo's, the meal's, the server's
  const message =
    errors.content?.message ??
    errors.image?.message ??
    mealDataMessage(errors.mealData) ??
    errors.root?.server?.message
  const empty =
    target.kind === 'feed'
      ? content === '' && !photo
      : target.kind === 'group'
        ? content.trim() === ''
        : content === ''
  const submitLabel =
    target.kind === 'feed' ? 'Share Post' : target.kind === 'group' ? 'Share' : 'Post'

  return (
    <form
      noValidate
      aria-labelledby={labelId}
      className={className ?? 'space-y-4'}
      onSubmit={submit}
    >
      <div>
        <label
          id={labelId}
          htmlFor={contentId}
          className="mb-1.5 block text-sm font-medium text-stone-700"
        >
          {label}
        </label>
        <textarea
          id={contentId}
          {...contentField}
          ref={(textarea) => {
            registerContent(textarea)
            contentRef.current = textarea
          }}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={errors.content ? messageId : undefined}
          placeholder={placeholder}
          maxLength={POST_CONTENT_MAX_LENGTH}
          rows={target.kind === 'group' ? 3 : 4}
          className="block w-full resize-none rounded-2xl border border-stone-200 bg-stone-50 px-4 py-3 text-base text-stone-900 placeholder:text-stone-400 focus:border-brand-500 focus:bg-white focus:ring-2 focus:ring-brand-100 focus:outline-none sm:text-sm"
        />
      </div>

      {photo ? (
        <PhotoPreview photo={photo} onRemove={removePhoto} onUnreadable={previewFailed} />
      ) : preparing ? (
        <PreparingPhoto />
      ) : (
        <AddPhotoInput onChoose={choosePhoto} />
      )}

      {withMeal && (
        <Controller
          control={form.control}
          name="mealData"
          render={({ field }) => <MealDataPicker value={field.value} onChange={field.onChange} />}
        />
      )}

      <div className="divide-y divide-stone-100 rounded-2xl border border-stone-200">
        <Controller
          control={form.control}
          name="allowComments"
          render={({ field }) => (
            <ToggleRow label="Allow comments" checked={field.value} onChange={field.onChange} />
          )}
        />
        <Controller
          control={form.control}
          name="hideLikeCount"
          render={({ field }) => (
            <ToggleRow
              label="Hide like count"
              checked={field.value}
              onChange={field.onChange}
              hint="Only you will see the total number of likes."
            />
          )}
        />
      </div>

      {message && (
        <div id={messageId}>
          <Alert tone="error">{message}</Alert>
        </div>
      )}
      {shareInGroup.isSuccess && (
        <p role="status" className="text-sm font-medium text-brand-700">
          Shared with the group.
        </p>
      )}

      <div className="flex justify-end gap-2 pt-1">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button
          type="submit"
          disabled={empty || preparing || pending}
          aria-busy={pending}
          className="min-w-24"
        >
          {pending && <Spinner className="size-4" />}
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}

/**
 * Meal data refused by the server's rule of one of its numbers (a day's
 * totals past one meal's limits) has its message under that number.
 */
function mealDataMessage(error: FieldErrors<PostFormValues>['mealData']) {
  const numbers = error as Partial<Record<keyof MealData, FieldError>> | undefined
  return error?.message ?? Object.values(numbers ?? {}).find((inner) => inner?.message)?.message
}

interface ToggleRowProps {
  label: string
  checked: boolean
  onChange(checked: boolean): void
  hint?: string
}

function ToggleRow({ label, checked, onChange, hint }: ToggleRowProps) {
  const labelId = useId()
  const hintId = useId()
  return (
    <div className="flex items-center justify-between gap-4 px-4 py-3">
      <div>
        <p id={labelId} className="text-sm font-medium text-stone-800">
          {label}
        </p>
        {hint && (
          <p id={hintId} className="mt-0.5 text-xs text-stone-500">
            {hint}
          </p>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={hint ? hintId : undefined}
        onClick={() => onChange(!checked)}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
          checked ? 'bg-brand-700' : 'bg-stone-300'
        }`}
      >
        <span
          aria-hidden
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
            checked ? 'translate-x-5.5' : 'translate-x-0.5'
          }`}
        />
      </button>
    </div>
  )
}
