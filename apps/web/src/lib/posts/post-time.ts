import { MONTH_NAMES } from '@platewise/core'
import { useEffect, useState } from 'react'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** 'Just now', '5m ago', '3h ago', '2d ago', then the date: 'May 3', 'Dec 30, 2025'. */
export function timeAgo(iso: string, now: number): string {
  const then = new Date(iso)
  const elapsed = now - then.getTime()
  if (!Number.isFinite(elapsed)) return ''
  if (elapsed < MINUTE) return 'Just now'
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)}d ago`
  const date = `${MONTH_NAMES[then.getMonth()]!.slice(0, 3)} ${then.getDate()}`
  return then.getFullYear() === new Date(now).getFullYear()
    ? date
    : `${date}, ${then.getFullYear()}`
}

/** The clock, moving on every half minute so '5m ago' and the 10-minute merge rule stay true. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}
