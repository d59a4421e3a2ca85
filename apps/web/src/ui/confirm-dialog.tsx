import type { ReactNode } from 'react'
import { Alert } from './alert'
import { Button } from './button'
import { ModalDialog } from './modal-dialog'
import { Spinner } from './spinner'

/**
 * Asks before a step that cannot be undone (Delete post, Leave a private
 * group): what it means, the last try's failure, Cancel (focused first, so
 * Enter does no harm) and the red button, with a spinner while `busy`.
 */
export function ConfirmDialog({
  title,
  confirmLabel,
  busy,
  failure,
  onConfirm,
  onCancel,
  children,
}: {
  title: string
  confirmLabel: string
  busy: boolean
  failure: string | null
  onConfirm(): void
  /** Cancel, Escape or Back */
  onCancel(): void
  /** What the step means */
  children: ReactNode
}) {
  return (
    <ModalDialog title={title} onClose={onCancel} initialFocus="[data-autofocus]" width="max-w-sm">
      <div className="space-y-4 px-5 py-4">
        <p className="text-sm text-stone-600">{children}</p>
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" data-autofocus onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" disabled={busy} onClick={onConfirm}>
            {busy && <Spinner className="size-4" />}
            {confirmLabel}
          </Button>
        </div>
      </div>
    </ModalDialog>
  )
}
