import type { LucideIcon } from 'lucide-react'
import { useId, type ReactNode } from 'react'

const HEADING = {
  h1: 'text-2xl',
  h2: 'text-xl',
} as const

/**
 * A page or panel with nothing to show yet: its symbol, what is missing
 * (`text`), and what to do about it (`children`, the actions). `heading` is h1
 * where it stands for the whole page. `quiet` (grey, no glow) where something
 * failed rather than waits to be started. `narrow`: a narrower column of
 * smaller text, for a list with nothing in it yet. `className` is the
 * section's rounding and padding.
 */
export function EmptyState({
  Icon,
  title,
  text,
  heading = 'h2',
  quiet = false,
  narrow = false,
  className = 'rounded-2xl py-12',
  children,
}: {
  Icon: LucideIcon
  title: string
  text: ReactNode
  heading?: keyof typeof HEADING
  quiet?: boolean
  narrow?: boolean
  className?: string
  children: ReactNode
}) {
  const titleId = useId()
  const Heading = heading
  return (
    <section
      aria-labelledby={titleId}
      className={`relative overflow-hidden border border-stone-200 bg-white px-6 text-center shadow-sm ${className}`}
    >
      {!quiet && (
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-0 top-0 h-28 bg-gradient-to-b from-brand-50 to-transparent"
        />
      )}
      <div
        className={`relative mx-auto flex ${narrow ? 'max-w-sm' : 'max-w-md'} flex-col items-center`}
      >
        <span
          className={`grid size-14 place-items-center rounded-2xl ${quiet ? 'bg-stone-100 text-stone-500' : 'bg-brand-100 text-brand-700 ring-8 ring-brand-50'}`}
        >
          <Icon className="size-7" aria-hidden />
        </span>
        <Heading
          id={titleId}
          className={`mt-6 ${HEADING[heading]} font-bold tracking-tight text-stone-900`}
        >
          {title}
        </Heading>
        <p className={`mt-2 ${narrow ? 'text-sm ' : ''}text-pretty text-stone-600`}>{text}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  )
}
