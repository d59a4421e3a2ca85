import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import { PHOTO_MESSAGES, preparePhoto } from '../lib/prepare-photo'

export interface ChosenPhoto {
  /** What will be sent: the chosen file, or a smaller copy of it (prepare-photo.ts) */
  file: File
  /** An object URL for the preview, revoked once it is no longer shown; null when this browser cannot show the photo */
  preview: string | null
}

/**
 * The optional photo of a post, a group post or a profile picture (§2, §5:
 * image files only): what was chosen, made ready to send, its preview, and a
 * handler for the file input. While it is made ready, `preparing` is true and
 * nothing should be sent. A refused file is reported through `reportError`
 * at once (and null once a good one is chosen), and shows no preview.
 */
export function usePhotoChoice(reportError: (message: string | null) => void) {
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null)
  const [preparing, setPreparing] = useState(false)
  // the latest choice wins: an earlier one still being prepared is dropped
  const latestChoice = useRef(0)

  // a preview lives as long as it is shown
  useEffect(() => {
    const preview = photo?.preview
    if (!preview) return
    return () => URL.revokeObjectURL(preview)
  }, [photo])
  useEffect(() => () => void (latestChoice.current += 1), [])

  async function choose(file: File) {
    const choice = (latestChoice.current += 1)
    reportError(null)
    setPhoto(null)
    setPreparing(true)
    const prepared = await preparePhoto(file)
    if (choice !== latestChoice.current) return
    setPreparing(false)
    if (!prepared.ok) return reportError(prepared.message)
    const preview = prepared.previewable ? URL.createObjectURL(prepared.file) : null
    setPhoto({ file: prepared.file, preview })
  }

  function choosePhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    // the same file can be chosen again after Remove
    event.target.value = ''
    if (file) void choose(file)
  }

  return {
    photo,
    preparing,
    choosePhoto,
    /** For an input that hands over the file itself */
    chooseFile: (file: File) => void choose(file),
    removePhoto: () => {
      latestChoice.current += 1
      setPreparing(false)
      setPhoto(null)
    },
    /** The preview would not draw after all: the photo cannot be read, so it is not kept */
    previewFailed: () => {
      setPhoto(null)
      reportError(PHOTO_MESSAGES.unreadable)
    },
  }
}
