import { ImageIcon, ImagePlus, X } from 'lucide-react'
import { useId, type ChangeEvent } from 'react'
import { Spinner } from './spinner'
import { PHOTO_MESSAGES } from '../lib/prepare-photo'
import type { ChosenPhoto } from '../hooks/use-photo-choice'

/**
 * The chosen photo, shown before sharing, with Remove photo over it. A photo
 * this browser cannot draw (a HEIC on most browsers) shows as its name instead.
 */
export function PhotoPreview({
  photo,
  onRemove,
  onUnreadable,
  className = '',
}: {
  photo: ChosenPhoto
  onRemove: () => void
  /** The preview would not draw: the photo cannot be read */
  onUnreadable: () => void
  className?: string
}) {
  return (
    <div
      className={`relative overflow-hidden rounded-2xl border border-stone-200 bg-stone-100 ${className}`}
    >
      {photo.preview ? (
        <img
          src={photo.preview}
          alt="Preview of the photo to share"
          onError={onUnreadable}
          className="max-h-64 w-full object-cover"
        />
      ) : (
        <p className="flex min-h-24 items-center gap-2 px-4 py-6 pr-36 text-sm text-stone-600">
          <ImageIcon className="size-5 shrink-0 text-stone-500" aria-hidden />
          <span className="min-w-0 break-all">
            {photo.file.name}: no preview in this browser; it will be sent as it is.
          </span>
        </p>
      )}
      <button
        type="button"
        onClick={onRemove}
        className="absolute top-2 right-2 inline-flex items-center gap-1 rounded-full bg-stone-900/75 px-2.5 py-1 text-xs font-semibold text-white backdrop-blur hover:bg-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <X className="size-3.5" aria-hidden />
        Remove photo
      </button>
    </div>
  )
}

/** While a chosen photo is checked and, when it is too large, made smaller. */
export function PreparingPhoto() {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
      <Spinner className="size-4 text-brand-600" />
      {PHOTO_MESSAGES.preparing}
    </p>
  )
}

/** 'Add photo': a file input for images, drawn as a button-like label (§5: image files only). */
export function AddPhotoInput({
  onChoose,
  label = 'Add photo',
}: {
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void
  label?: string
}) {
  const inputId = useId()
  return (
    <div>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        onChange={onChoose}
        className="peer sr-only"
      />
      <label
        htmlFor={inputId}
        className="inline-flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold text-brand-700 ring-1 ring-stone-200 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 hover:bg-brand-50"
      >
        <ImagePlus className="size-4" aria-hidden />
        {label}
      </label>
    </div>
  )
}
