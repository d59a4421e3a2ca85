import type { GroupSymbol } from '@platewise/core'
import { CookingPot, Dumbbell, Flower2, Sprout, UsersRound, type LucideIcon } from 'lucide-react'

const symbols: Record<GroupSymbol, { Icon: LucideIcon; tile: string }> = {
  sprout: { Icon: Sprout, tile: 'bg-brand-100 text-brand-700' },
  dumbbell: { Icon: Dumbbell, tile: 'bg-sky-100 text-sky-700' },
  'meal-prep': { Icon: CookingPot, tile: 'bg-amber-100 text-amber-700' },
  mindful: { Icon: Flower2, tile: 'bg-violet-100 text-violet-700' },
  group: { Icon: UsersRound, tile: 'bg-stone-100 text-stone-600' },
}

/**
 * A group's picture (§3 Search group result: image, a symbol): an icon on a
 * coloured tile. Icons, not emoji: a machine without an emoji font draws boxes.
 */
export function GroupSymbolTile({
  symbol,
  className = 'size-10',
}: {
  symbol: GroupSymbol
  className?: string
}) {
  const { Icon, tile } = symbols[symbol]
  return (
    <span
      aria-hidden
      className={`grid shrink-0 place-items-center rounded-xl ${tile} ${className}`}
    >
      <Icon className="size-5" />
    </span>
  )
}
