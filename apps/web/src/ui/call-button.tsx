import type { ReactNode } from 'react'
import { Spinner } from './spinner'

/**
 * A row's small button that calls the server (Follow, Join, Decline), with the
 * last call's failure under it. While the call runs the spinner takes the
 * icon's place and a press does nothing; the button stays aria-disabled, not
 * disabled, which would drop the keyboard's focus.
 */
export function CallButton({
  busy,
  onCall,
  icon,
  failure,
  failureClassName = 'max-w-48 text-right',
  pressed,
  describedBy,
  className,
  children,
}: {
  busy: boolean
  onCall(): void
  icon: ReactNode
  /** What the person reads when the last call failed */
  failure: string | null
  failureClassName?: string
  /** For a toggle (Following): whether it is on */
  pressed?: boolean
  /** The id of what the button acts on (a person's or a group's name) */
  describedBy?: string
  className: string
  children: ReactNode
}) {
  return (
    <span className="inline-flex flex-col items-end gap-1">
      <button
        type="button"
        aria-pressed={pressed}
        aria-describedby={describedBy}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onClick={() => {
          if (!busy) onCall()
        }}
        className={className}
      >
        {busy ? <Spinner /> : icon}
        {children}
      </button>
      {failure && (
        <span role="alert" className={`${failureClassName} text-xs font-medium text-red-700`}>
          {failure}
        </span>
      )}
    </span>
  )
}
