import { Lock } from 'lucide-react'

/** §2: the 'Private' badge of a private group's card and page. */
export function PrivateBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200 ${className}`}
    >
      <Lock className="size-3" aria-hidden />
      Private
    </span>
  )
}
