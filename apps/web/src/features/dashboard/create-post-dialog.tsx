import { useId, useState } from 'react'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { ModalDialog } from '../../ui/modal-dialog'

/**
 * The header's Create Post dialog (spec §2 Create post modal). Saving posts
 * arrives with the feed; until then Post says so and keeps the draft.
 */
export function CreatePostDialog({ onClose }: { onClose(): void }) {
  const [content, setContent] = useState('')
  const [allowComments, setAllowComments] = useState(true)
  const [hideLikeCount, setHideLikeCount] = useState(false)
  const [notice, setNotice] = useState(false)

  return (
    <ModalDialog title="Create Post" onClose={onClose} initialFocus="textarea" width="max-w-lg">
      <form
        className="space-y-4 px-5 py-4"
        onSubmit={(event) => {
          event.preventDefault()
          if (content.trim()) setNotice(true)
        }}
      >
        <textarea
          value={content}
          onChange={(event) => setContent(event.target.value)}
          aria-label="Post content"
          placeholder="What's going on?"
          rows={5}
          className="block w-full resize-none rounded-2xl border border-stone-200 bg-stone-50 px-4 py-3 text-base text-stone-900 placeholder:text-stone-400 focus:border-brand-500 focus:bg-white focus:ring-2 focus:ring-brand-100 focus:outline-none sm:text-sm"
        />

        <div className="divide-y divide-stone-100 rounded-2xl border border-stone-200">
          <ToggleRow label="Allow comments" checked={allowComments} onChange={setAllowComments} />
          <ToggleRow
            label="Hide like count"
            checked={hideLikeCount}
            onChange={setHideLikeCount}
            hint="Only you will see the total number of likes."
          />
        </div>

        {notice && (
          <Alert tone="info">Posting arrives soon. Your draft stays here until then.</Alert>
        )}

        <div className="flex justify-end gap-2 pt-1">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!content.trim()} className="min-w-24">
            Post
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
