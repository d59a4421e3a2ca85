import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { Button } from './button'
import { openDialogEntry } from './dialog-history'
import { CloseButton } from './close-button'

interface ModalDialogProps {
  title: string
  /** Asked to close: Escape, the backdrop, the Close button. The owner may refuse. */
  onClose(): void
  /** The control that takes focus when the dialog opens, as a CSS selector inside it. */
  initialFocus: string
  /** Tailwind max-width class of the panel from the small breakpoint up. */
  width?: string
  /**
   * The form in it holds changes not saved: Back, Escape, the backdrop and the
   * Close button ask 'Discard your changes?' before the owner is asked to close.
   */
  dirty?: boolean
  children: ReactNode
}

/**
 * A modal dialog on the browser's own <dialog>, opened with showModal(): the page
 * behind is inert (no focus, no clicks, hidden from screen readers) and Tab stays
 * out of it. Escape (through the 'cancel' event), a click on the backdrop and the
 * Close button ask the owner to close it; focus then goes back to what opened it.
 * It owns an entry of the browser's history while open, so Back closes it and
 * leaves the page beneath as it was (dialog-history.ts, decision 032); with
 * `dirty`, each of these ways first asks whether to discard the changes.
 * A bottom sheet on phones, a centred panel from the small breakpoint up.
 */
export function ModalDialog({
  title,
  onClose,
  initialFocus,
  width = 'max-w-lg',
  dirty = false,
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const onCloseRef = useRef(onClose)
  // set while React takes the dialog down, so its own close() is not taken for the browser's
  const unmounting = useRef(false)
  // whether the press that ends in a click began on the backdrop too
  const pressedOnBackdrop = useRef(false)

  const dirtyRef = useRef(dirty)
  const [confirming, setConfirming] = useState(false)

  useLayoutEffect(() => {
    onCloseRef.current = onClose
    dirtyRef.current = dirty
  })

  /** Escape, the backdrop, the Close button: unsaved changes are asked about first. */
  function requestClose() {
    if (dirtyRef.current) setConfirming(true)
    else onCloseRef.current()
  }

  // Back takes the dialog's history entry. A dialog with changes, or whose owner
  // keeps it open (a save under way), gets its entry back, so Back still works on it.
  useLayoutEffect(() => {
    let mounted = true
    const entry = openDialogEntry(() => {
      if (dirtyRef.current) {
        entry.restore()
        setConfirming(true)
        return
      }
      onCloseRef.current()
      setTimeout(() => {
        if (mounted) entry.restore()
      })
    })
    return () => {
      mounted = false
      entry.release()
    }
  }, [])

  // A layout effect: its cleanup runs while the dialog is still in the page, so
  // close() can hand focus back before React removes it.
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    unmounting.current = false
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    const first = dialog.querySelector<HTMLElement>(initialFocus)
    first?.focus()
    // a control further down (the goals of Edit Profile) is brought into view
    // once the dialog has its size; focus alone leaves it below the fold
    requestAnimationFrame(() => first?.scrollIntoView?.({ block: 'center' }))
    // the page behind is inert but would still scroll under a finger or a wheel
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      unmounting.current = true
      // the confirmation first: closing, the browser gives focus back to the field
      // it was opened from, which must happen before this dialog gives it to the opener
      dialog.querySelectorAll('dialog').forEach((inner) => inner.close())
      dialog.close()
      document.body.style.overflow = overflow
      // the browser returns focus itself; this covers those that do not
      if (opener?.isConnected) opener.focus()
    }
  }, [initialFocus])

  return createPortal(
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // the confirmation's own events pass through here in React's tree
        if (event.target !== event.currentTarget) return
        // Escape: the owner decides, so a dialog busy saving can stay open
        event.preventDefault()
        requestClose()
      }}
      onClose={(event) => {
        if (unmounting.current || event.target !== event.currentTarget) return
        // The browser closed it without asking (it may, on a second Escape with no
        // click or key in between). Tell the owner; if it keeps the dialog, show it again.
        if (dirtyRef.current) {
          // shown again at once, so the confirmation comes above it
          event.currentTarget.showModal()
          setConfirming(true)
          return
        }
        onCloseRef.current()
        setTimeout(() => {
          const dialog = dialogRef.current
          if (dialog && !unmounting.current && !dialog.open) dialog.showModal()
        })
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget
      }}
      onClick={(event) => {
        // the panel fills the <dialog>, so only a click on the backdrop lands on it
        const onBackdrop = event.target === event.currentTarget && pressedOnBackdrop.current
        pressedOnBackdrop.current = false
        if (onBackdrop) requestClose()
      }}
      className={`mx-auto mt-auto mb-0 max-h-[calc(100dvh-1.5rem)] w-full overscroll-contain rounded-t-3xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-stone-900/40 backdrop:backdrop-blur-[2px] sm:my-auto sm:max-h-[calc(100dvh-2rem)] sm:rounded-3xl ${width}`}
    >
      <div className="flex items-center justify-between border-b border-stone-100 px-5 py-4">
        <h2 id={titleId} className="text-lg font-semibold text-stone-900">
          {title}
        </h2>
        <CloseButton
          label="Close"
          onClick={requestClose}
          className="rounded-full text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:outline-brand-700"
          iconClassName="size-5"
        />
      </div>
      {children}
      {confirming && (
        <DiscardConfirmation
          onKeepEditing={() => setConfirming(false)}
          onDiscard={() => {
            setConfirming(false)
            onCloseRef.current()
          }}
        />
      )}
    </dialog>,
    document.body,
  )
}

/**
 * 'Discard your changes?' over a dialog with unsaved changes: a modal alert dialog
 * of its own, with Keep editing first (Enter or Escape keeps the changes).
 */
function DiscardConfirmation({
  onKeepEditing,
  onDiscard,
}: {
  onKeepEditing(): void
  onDiscard(): void
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const textId = useId()
  const keepRef = useRef(onKeepEditing)
  const unmounting = useRef(false)
  useLayoutEffect(() => {
    keepRef.current = onKeepEditing
  })

  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null
    unmounting.current = false
    if (!dialog.open) dialog.showModal()
    dialog.querySelector<HTMLElement>('[data-keep-editing]')?.focus()
    return () => {
      unmounting.current = true
      // the confirmation first: closing, the browser gives focus back to the field
      // it was opened from, which must happen before this dialog gives it to the opener
      dialog.querySelectorAll('dialog').forEach((inner) => inner.close())
      dialog.close()
      // back to the field the person was in, unless Discard is taking its dialog away
      if (before?.isConnected && before.closest('dialog')?.open) before.focus()
    }
  }, [])

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault()
        keepRef.current()
      }}
      onClose={() => {
        // the browser closed it without asking (a second Escape): the changes stay
        if (!unmounting.current) keepRef.current()
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-2xl bg-white p-5 text-stone-900 shadow-2xl backdrop:bg-stone-900/30"
    >
      <h2 id={titleId} className="text-base font-semibold text-stone-900">
        Discard your changes?
      </h2>
      <p id={textId} className="mt-1.5 text-sm text-stone-600">
        What you changed here has not been saved, and will be lost.
      </p>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" data-keep-editing onClick={() => keepRef.current()}>
          Keep editing
        </Button>
        <Button variant="danger" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </dialog>
  )
}
