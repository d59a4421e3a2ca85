import { POST_MESSAGES } from '@platewise/core'
import { useEffect, useState, type ChangeEvent } from 'react'

export interface ChosenPhoto {
  file: File
  /** An object URL for the preview, revoked once it is no longer shown */
  preview: string
}

/**
 * The optional photo of a post or a group post (§2, §5: image files only):
 * what was chosen, its preview, and a handler for the file input. A refused
 * file is reported through `reportError` (and null once a good one is chosen).
 */
export function usePhotoChoice(reportError: (message: string | null) => void) {
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null)

  // a preview lives as long as it is shown
  useEffect(() => {
    if (!photo) return
    return () => URL.revokeObjectURL(photo.preview)
  }, [photo])

  function choosePhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    // the same file can be chosen again after Remove
    event.target.value = ''
    if (!file) return
    // `accept` only steers the picker, so the type is checked too
    if (!file.type.startsWith('image/')) {
      reportError(POST_MESSAGES.image)
      return
    }
    reportError(null)
    setPhoto({ file, preview: URL.createObjectURL(file) })
  }

  return { photo, choosePhoto, removePhoto: () => setPhoto(null) }
}
