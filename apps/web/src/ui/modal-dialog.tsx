import { X } from 'lucide-react'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useDialogKeyDown } from './dialog-keyboard'

interface ModalDialogProps {
  title: string
  onClose(): void
  /** The control that takes focus when the dialog opens, as a CSS selector inside it. */
  initialFocus: string
  /** Tailwind max-width class of the panel. */
  width?: string
  children: ReactNode
}

/**
 * A modal dialog: a labelled panel over a dimmed page that does not scroll,
 * Escape and the close button close it, Tab stays inside, and focus returns to
 * whatever opened it.
 */
export function ModalDialog({
  title,
  onClose,
  initialFocus,
  width = 'max-w-lg',
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const onKeyDown = useDialogKeyDown(dialogRef, onClose)

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    dialogRef.current?.querySelector<HTMLElement>(initialFocus)?.focus()
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
      // the page becomes focusable again only after this render, so wait a frame
      requestAnimationFrame(() => opener?.focus())
    }
  }, [initialFocus])

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4">
      <div
        className="absolute inset-0 bg-stone-900/40 backdrop-blur-[2px]"
        aria-hidden
        onClick={onClose}
      />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        className={`relative w-full ${width} rounded-t-3xl bg-white shadow-2xl sm:rounded-3xl`}
      >
        <div className="flex items-center justify-between border-b border-stone-100 px-5 py-4">
          <h2 id={titleId} className="text-lg font-semibold text-stone-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="rounded-full p-1.5 text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  )
}
