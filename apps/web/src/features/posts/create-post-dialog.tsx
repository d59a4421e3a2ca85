import { POST_CONTENT_MAX_LENGTH, POST_MESSAGES, type MealData } from '@platewise/core'
import { useId, useState, type FormEvent } from 'react'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { ModalDialog } from '../../ui/modal-dialog'
import { Spinner } from '../../ui/spinner'
import { MealDataPicker } from './meal-data-picker'
import { errorMessage } from '../../lib/api-error'
import { POST_FEEDBACK, type PostDraft } from './posts-api'
import { useCreatePost, useSharePost } from './use-post-mutations'
import { AddPhotoInput, PhotoPreview, PreparingPhoto } from '../../ui/photo-controls'
import { usePhotoChoice } from '../../hooks/use-photo-choice'

interface CreatePostDialogProps {
  /**
   * feed: 'Share Post', words or a photo, optional meal data; the post shows at
   * once and is saved in the background (§4 Posts).
   * dashboard: the header's and the profile's 'Post', words required; waits
   * for the server and says so when it fails (§4 Dashboard post modal, §8).
   */
  variant: 'feed' | 'dashboard'
  onClose(): void
}

/** The Create post modal of spec §2. It mounts when opened, so closing it forgets the draft. */
export function CreatePostDialog({ variant, onClose }: CreatePostDialogProps) {
  const [content, setContent] = useState('')
  const [allowComments, setAllowComments] = useState(true)
  const [hideLikeCount, setHideLikeCount] = useState(false)
  const [mealData, setMealData] = useState<MealData | null>(null)
  const [error, setError] = useState<string | null>(null)
  const { photo, preparing, choosePhoto, removePhoto, previewFailed } = usePhotoChoice(setError)
  const share = useSharePost()
  const create = useCreatePost()
  const contentId = useId()

  function submit(event: FormEvent) {
    event.preventDefault()
    // the chosen photo is still being made ready: the post waits for it
    if (preparing) return
    const draft: PostDraft = {
      content: content.trim(),
      allowComments,
      hideLikeCount,
      image: photo?.file ?? null,
      mealData: variant === 'feed' ? mealData : null,
    }
    if (variant === 'feed') {
      if (draft.content === '' && !draft.image) return setError(POST_MESSAGES.empty)
      share(draft)
      onClose()
      return
    }
    if (draft.content === '') return setError(POST_MESSAGES.contentRequired)
    setError(null)
    create.mutate(draft, {
      onSuccess: onClose,
      onError: (failure) => {
        console.warn('The post was not saved', failure)
        setError(errorMessage(failure, POST_FEEDBACK.saveFailed))
      },
    })
  }

  const empty = variant === 'feed' ? content === '' && !photo : content === ''
  const changed =
    content.trim() !== '' || photo !== null || mealData !== null || !allowComments || hideLikeCount

  return (
    <ModalDialog
      title="Create Post"
      onClose={onClose}
      initialFocus="textarea"
      width="max-w-lg"
      dirty={changed}
    >
      <form noValidate className="space-y-4 overflow-y-auto px-5 py-4" onSubmit={submit}>
        <div>
          <label htmlFor={contentId} className="mb-1.5 block text-sm font-medium text-stone-700">
            Your post
          </label>
          <textarea
            id={contentId}
            value={content}
            onChange={(event) => {
              setContent(event.target.value)
              setError(null)
            }}
            placeholder="What's going on?"
            maxLength={POST_CONTENT_MAX_LENGTH}
            rows={4}
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

        {variant === 'feed' && <MealDataPicker value={mealData} onChange={setMealData} />}

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

        <div className="flex justify-end gap-2 pt-1">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            disabled={empty || preparing || create.isPending}
            aria-busy={create.isPending}
            className="min-w-24"
          >
            {create.isPending && <Spinner className="size-4" />}
            {variant === 'feed' ? 'Share Post' : 'Post'}
          </Button>
        </div>
      </form>
    </ModalDialog>
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
