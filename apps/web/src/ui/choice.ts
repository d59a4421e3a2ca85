import type { LucideIcon } from 'lucide-react'

/** One option of a set of choice cards: its value, words and icon. */
export interface Choice<T extends string> {
  value: T
  label: string
  description?: string
  Icon: LucideIcon
}
