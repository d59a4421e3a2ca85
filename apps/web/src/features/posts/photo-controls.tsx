import { ImagePlus, X } from 'lucide-react'
import { useId, type ChangeEvent } from 'react'

/** The chosen photo, shown before sharing, with Remove photo over it. */
export function PhotoPreview({
  preview,
  onRemove,
  className = '',
}: {
  preview: string
  onRemove: () => void
  className?: string
}) {
  return (
    <div
      className={`relative overflow-hidden rounded-2xl border border-stone-200 bg-stone-100 ${className}`}
    >
      <img
        src={preview}
        alt="Preview of the photo to share"
        className="max-h-64 w-full object-cover"
      />
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

/** 'Add photo': a file input for images, drawn as a button-like label (§5: image files only). */
export function AddPhotoInput({
  onChoose,
}: {
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void
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
        Add photo
      </label>
    </div>
  )
}
