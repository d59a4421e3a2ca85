import { Alert } from './alert'
import type { FlashMessage } from '../hooks/use-flash-message'
import { CloseButton } from './close-button'

interface FlashToastProps {
  message: FlashMessage | null
  onDismiss(): void
  /** A button beside the text, such as 'View meals' after an add */
  action?: { label: string; onClick(): void; className?: string }
  /** Holds the message while the pointer or focus is on it, so its buttons can be reached */
  onHold(held: boolean): void
}

/**
 * The page's message area (§8: 3 s; errors as role=alert). On a phone it drops
 * in at the top, where it does not sit on the buttons of a row opened right
 * after adding; from the small breakpoint up it sits at the bottom centre. It can
 * be dismissed, and it waits while someone points at it or tabs into it.
 */
export function FlashToast({ message, onDismiss, action, onHold }: FlashToastProps) {
  return (
    <div className="pointer-events-none fixed inset-x-0 top-[max(0.5rem,env(safe-area-inset-top))] z-[60] flex justify-center px-2 sm:top-auto sm:bottom-4 sm:px-4">
      {message && (
        <div
          key={message.key}
          onPointerEnter={() => onHold(true)}
          onPointerLeave={() => onHold(false)}
          onFocus={() => onHold(true)}
          onBlur={() => onHold(false)}
          className="pointer-events-auto w-full max-w-md animate-toast-in motion-reduce:animate-none"
        >
          <Alert
            tone={message.tone}
            className="items-center py-2 pr-1.5 pl-3 font-medium shadow-lg"
          >
            <div className="flex items-center gap-1">
              <span className="min-w-0 flex-1">{message.text}</span>
              {action && (
                <button
                  type="button"
                  onClick={action.onClick}
                  className={`shrink-0 rounded-lg px-2 py-1.5 text-sm font-semibold underline-offset-2 hover:bg-black/5 hover:underline focus-visible:outline-2 focus-visible:outline-current ${action.className ?? ''}`}
                >
                  {action.label}
                </button>
              )}
              <CloseButton
                label="Dismiss message"
                onClick={onDismiss}
                className="shrink-0 rounded-lg opacity-70 hover:bg-black/5 hover:opacity-100 focus-visible:outline-current"
              />
            </div>
          </Alert>
        </div>
      )}
    </div>
  )
}
