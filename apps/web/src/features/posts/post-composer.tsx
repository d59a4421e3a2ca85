import {
  GROUP_MESSAGES,
  POST_CONTENT_MAX_LENGTH,
  POST_MESSAGES,
  type MealData,
} from '@platewise/core'
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Spinner } from '../../ui/spinner'
import { errorMessage } from '../../lib/api-error'
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
  className?: string
}

/** The one composer of a post: the Create post modal's form (§2), and the group's Share with Group. */
export function PostComposer({
  target,
  label,
  labelId,
  placeholder,
  onDone,
  onCancel,
  onDirtyChange,
  className,
}: PostComposerProps) {
  const [content, setContent] = useState('')
  const [allowComments, setAllowComments] = useState(true)
  const [hideLikeCount, setHideLikeCount] = useState(false)
  const [mealData, setMealData] = useState<MealData | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [shared, setShared] = useState(false)
  const { photo, preparing, choosePhoto, removePhoto, previewFailed } = usePhotoChoice(setError)
  const share = useSharePost()
  const create = useCreatePost()
  const shareInGroup = useShareInGroup(target.kind === 'group' ? target.groupId : 0)
  const contentId = useId()
  const withMeal = target.kind !== 'dashboard'
  const pending = create.isPending || shareInGroup.isPending

  const changed =
    content.trim() !== '' || photo !== null || mealData !== null || !allowComments || hideLikeCount
  useEffect(() => onDirtyChange?.(changed), [changed, onDirtyChange])

  function clear() {
    setContent('')
    setAllowComments(true)
    setHideLikeCount(false)
    setMealData(null)
    removePhoto()
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    // the chosen photo is still being made ready: the post waits for it
    if (preparing || pending) return
    const draft: PostDraft = {
      content: content.trim(),
      allowComments,
      hideLikeCount,
      image: photo?.file ?? null,
      mealData: withMeal ? mealData : null,
    }
    if (target.kind === 'feed') {
      if (draft.content === '' && !draft.image) return setError(POST_MESSAGES.empty)
      share(draft)
      onDone?.()
      return
    }
    if (draft.content === '') {
      return setError(
        target.kind === 'group' ? GROUP_MESSAGES.postRequired : POST_MESSAGES.contentRequired,
      )
    }
    setError(null)
    setShared(false)
    const onError = (failure: Error) => {
      console.warn('The post was not saved', failure)
      setError(
        errorMessage(
          failure,
          target.kind === 'group' ? POST_FEEDBACK.shareFailed : POST_FEEDBACK.saveFailed,
        ),
      )
    }
    if (target.kind === 'group') {
      shareInGroup.mutate(draft, {
        onSuccess: () => {
          clear()
          setShared(true)
        },
        onError,
      })
      return
    }
    create.mutate(draft, { onSuccess: () => onDone?.(), onError })
  }

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
          value={content}
          onChange={(event) => {
            setContent(event.target.value)
            setError(null)
            setShared(false)
          }}
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

      {withMeal && <MealDataPicker value={mealData} onChange={setMealData} />}

      <div className="divide-y divide-stone-100 rounded-2xl border border-stone-200">
        <ToggleRow label="Allow comments" checked={allowComments} onChange={setAllowComments} />
        <ToggleRow
          label="Hide like count"
          checked={hideLikeCount}
          onChange={setHideLikeCount}
          hint="Only you will see the total number of likes."
        />
      </div>

      {error && <Alert tone="error">{error}</Alert>}
      {shared && (
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
