import type { LucideIcon } from 'lucide-react'

/** A card title's symbol on its tinted square; `tone` is its background and colour classes. */
export function IconBadge({ Icon, tone }: { Icon: LucideIcon; tone: string }) {
  return (
    <span className={`grid size-7 place-items-center rounded-lg ${tone}`}>
      <Icon className="size-4" aria-hidden />
    </span>
  )
}
