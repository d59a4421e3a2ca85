import type { ReactNode } from 'react'

/** The white card every feed panel sits on. */
export function FeedCard({
  label,
  className = '',
  children,
}: {
  /** The panel's heading, for screen readers' list of regions */
  label: string
  className?: string
  children: ReactNode
}) {
  return (
    <section
      aria-label={label}
      className={`rounded-2xl border border-stone-200 bg-white shadow-sm ${className}`}
    >
      {children}
    </section>
  )
}

/** A grey stand-in while something loads; rounded like a line of text unless told otherwise. */
export const Bone = ({ className }: { className: string }) => (
  <div
    className={`animate-pulse bg-stone-200/70 ${className.includes('rounded') ? '' : 'rounded-lg'} ${className}`}
  />
)

/**
 * A list row's stand-in: a picture beside its two lines of text (a post's author and time, a
 * group's name and members), each sized by its classes.
 */
export const BoneHeading = ({
  picture,
  title,
  subtitle,
}: {
  picture: string
  title: string
  subtitle: string
}) => (
  <div className="flex items-center gap-3">
    <Bone className={picture} />
    <div className="grid flex-1 gap-1.5">
      <Bone className={title} />
      <Bone className={subtitle} />
    </div>
  </div>
)
