import { useCallback, useEffect, useState } from 'react'

/** §9: success and error messages stay for 3 seconds. */
export const FLASH_MESSAGE_MS = 3_000

export type FlashTone = 'success' | 'error'

// §8: a message containing 'successfully' is a success, any other an error.
// 'Added "{name}" as {type}!' has no 'successfully' but is plainly good news.
export function flashTone(text: string): FlashTone {
  return text.includes('successfully') || text.startsWith('Added "') ? 'success' : 'error'
}

export interface FlashMessage {
  text: string
  tone: FlashTone
  /** Tells two equal messages in a row apart, so the second restarts the 3 s. */
  key: number
}

let nextKey = 0

/**
 * The page's one message area: `show(text)` replaces the current message for 3 s.
 * While `hold(true)` (the pointer or focus on the message) it stays; let go, it
 * gets its 3 s again, so a button on it can be reached without a race.
 */
export function useFlashMessage() {
  const [message, setMessage] = useState<FlashMessage | null>(null)
  const [held, setHeld] = useState(false)

  useEffect(() => {
    if (!message || held) return
    // only this message: a newer one may be shown before React has cancelled this timer
    const timer = setTimeout(
      () => setMessage((shown) => (shown?.key === message.key ? null : shown)),
      FLASH_MESSAGE_MS,
    )
    return () => clearTimeout(timer)
  }, [message, held])

  const show = useCallback((text: string) => {
    nextKey += 1
    setMessage({ text, tone: flashTone(text), key: nextKey })
    // a new message starts its own 3 s, whatever held the last one
    setHeld(false)
  }, [])
  const clear = useCallback(() => {
    setMessage(null)
    setHeld(false)
  }, [])

  return { message, show, clear, hold: setHeld }
}
