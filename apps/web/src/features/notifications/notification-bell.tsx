import { useQuery } from '@tanstack/react-query'
import { Bell } from 'lucide-react'
import { Spinner } from '../../ui/spinner'
import { useEffect, useId, useRef, useState } from 'react'
import { useUserId } from '../../lib/auth-context'
import { notificationQueries } from '../../lib/notifications/notifications.queries'
import { codeWhenShown } from '../../ui/code-when-shown'
import { useLiveNotifications } from './use-live-notifications'

// the list's code comes with the first opening: the bell is on every page, the
// list is not, and the feed's first load has no bytes to spare (issue 26)
const NotificationPanel = codeWhenShown(
  () => import('./notification-panel').then((module) => module.NotificationPanel),
  'Your notifications could not be loaded.',
)

/** What the bell says: 'Notifications', or 'Notifications, 3 unread'. */
export const bellLabel = (unread: number) =>
  unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'

/**
 * The header's bell (issue 27): the unread count on it and in its name, kept
 * live by the stream; it opens the list in a popover under it (a non-modal dialog:
 * Escape or a click outside closes it and focus goes back to the bell).
 */
export function NotificationBell({ className = '' }: { className?: string }) {
  const userId = useUserId()
  useLiveNotifications(userId)
  const unread = useQuery(notificationQueries.unread(userId)).data?.unread_count ?? 0
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const panelId = useId()
  const headingId = useId()

  useEffect(() => {
    if (!open) return
    panelRef.current?.focus()
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) {
        setOpen(false)
      }
    }
    // on the document: focus may have left the panel with a button that went
    // (Mark all as read, once all is read)
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={bellLabel(unread)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        className={`${className} relative size-10 ${
          open
            ? 'bg-stone-100 text-stone-900 hover:bg-stone-200'
            : 'text-stone-600 hover:bg-stone-100 hover:text-stone-900'
        }`}
      >
        <Bell className="size-5" aria-hidden />
        {unread > 0 && (
          <span
            aria-hidden
            className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-red-600 px-1 text-[11px] leading-5 font-bold text-white ring-2 ring-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-labelledby={headingId}
          tabIndex={-1}
          className="fixed inset-x-2 top-16 z-40 rounded-3xl border border-stone-200 bg-white shadow-xl outline-none sm:absolute sm:inset-x-auto sm:top-12 sm:right-0 sm:w-96"
        >
          <NotificationPanel
            userId={userId}
            headingId={headingId}
            onFollow={() => setOpen(false)}
            fallback={<PanelLoading headingId={headingId} />}
          />
        </div>
      )}
    </div>
  )
}

/** The list's place while its code arrives: its title, so the dialog keeps its name. */
function PanelLoading({ headingId }: { headingId: string }) {
  return (
    <div className="px-4 py-3">
      <h2 id={headingId} className="text-base font-semibold text-stone-900">
        Notifications
      </h2>
      <div role="status" className="flex justify-center py-6 text-stone-500">
        <Spinner />
        <span className="sr-only">Loading...</span>
      </div>
    </div>
  )
}
