import { useId, type ReactNode } from 'react'

/** One titled card of the Settings page, labelled by its heading. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-pretty text-stone-600">{description}</p>
      <div className="mt-4">{children}</div>
    </section>
  )
}
