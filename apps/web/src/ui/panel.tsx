import { useId, type ReactNode } from 'react'

/**
 * A white card of the dashboard, a region named by its title (an h2), with
 * `aside` at the title's right (a count, a button).
 */
export function Panel({
  title,
  aside,
  className = '',
  children,
}: {
  title: ReactNode
  aside?: ReactNode
  className?: string
  children: ReactNode
}) {
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-2xl border border-stone-200 bg-white p-5 shadow-sm ${className}`}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-base font-semibold text-stone-900">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  )
}
