import type { LocalPost } from '@platewise/core'
import { RotateCcw } from 'lucide-react'
import { useState } from 'react'
import { localPosts } from './local-posts'
import { AddPhotoInput, PreparingPhoto } from '../../ui/photo-controls'
import { POST_FEEDBACK } from './posts-api'
import { preparePhoto } from '../../lib/prepare-photo'
import { useRetryPost } from './use-post-mutations'

/**
 * A post the server did not take (beyond the spec: 'Not posted yet'): why, in
 * the server's words when it gave some, and Retry. A post whose photo is gone
 * (chosen before a reload) or was refused asks for a photo instead, and is
 * sent with the one chosen: never without it.
 */
export function FailedPost({ post }: { post: LocalPost }) {
  const retry = useRetryPost()
  const [photoError, setPhotoError] = useState<string | null>(null)
  const [preparing, setPreparing] = useState(false)
  const needsPhoto = localPosts.needsPhoto(post)
  const failure = localPosts.failureOf(post._localId)
  const reason =
    needsPhoto && !failure?.photoRefused ? POST_FEEDBACK.photoLost : (failure?.reason ?? null)

  async function choosePhoto(file: File) {
    setPhotoError(null)
    setPreparing(true)
    const prepared = await preparePhoto(file)
    setPreparing(false)
    if (!prepared.ok) return setPhotoError(prepared.message)
    // the card shows it from now on; local-posts lets go of the preview with the photo
    const preview = prepared.previewable ? URL.createObjectURL(prepared.file) : null
    retry(post, { file: prepared.file, preview })
  }

  return (
    <div
      role="alert"
      className="mx-4 mt-3 rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 sm:mx-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5">
        <p className="min-w-0">
          <span className="font-medium">{POST_FEEDBACK.notPosted}</span>
          {reason && <span className="block text-amber-800">{reason}</span>}
        </p>
        {needsPhoto ? (
          preparing ? (
            <PreparingPhoto />
          ) : (
            <AddPhotoInput
              label={failure?.photoRefused ? 'Choose another photo' : 'Choose the photo'}
              onChoose={(event) => {
                const file = event.target.files?.[0]
                event.target.value = ''
                if (file) void choosePhoto(file)
              }}
            />
          )
        ) : (
          <button
            type="button"
            onClick={() => retry(post)}
            className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 font-semibold hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-700"
          >
            <RotateCcw className="size-3.5" aria-hidden />
            Retry
          </button>
        )}
      </div>
      {photoError && <p className="mt-1.5 font-medium text-red-700">{photoError}</p>}
    </div>
  )
}
