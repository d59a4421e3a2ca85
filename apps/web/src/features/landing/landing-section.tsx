import type { ReactNode } from 'react'

/**
 * A section of the landing page: its eyebrow, heading and introduction centred
 * above `children`. The section is found by `id` (the nav's links) and named
 * by its heading, `${id}-heading`.
 */
export function LandingSection({
  id,
  eyebrow,
  title,
  intro,
  className = '',
  children,
}: {
  id: string
  eyebrow: string
  title: string
  intro: string
  /** Its borders and background */
  className?: string
  children: ReactNode
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`scroll-mt-16 py-20 sm:py-24 ${className}`}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{eyebrow}</p>
          <h2
            id={`${id}-heading`}
            className="mt-3 text-3xl font-bold tracking-tight text-balance text-stone-900 sm:text-4xl"
          >
            {title}
          </h2>
          <p className="mt-4 text-lg text-pretty text-stone-600">{intro}</p>
        </div>
        {children}
      </div>
    </section>
  )
}
