import type { ButtonHTMLAttributes } from 'react'

const TONES = {
  plain: 'text-stone-700 ring-stone-200 hover:bg-stone-50',
  'danger-quiet': 'text-red-700 ring-stone-200 hover:bg-red-50',
  danger: 'bg-red-600 text-white ring-red-600 hover:bg-red-700',
  // a finished action: shown, not offered
  done: 'bg-brand-50 text-brand-700 ring-brand-100',
} as const

type RowButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { tone?: keyof typeof TONES }

/** The small outlined action buttons of a meal's row and of an analysed item's row. */
export function RowButton({ tone = 'plain', className = '', ...props }: RowButtonProps) {
  return (
    <button
      type="button"
      {...props}
      className={`inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-xs font-semibold ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed ${tone === 'done' ? '' : 'disabled:opacity-50'} ${TONES[tone]} ${className}`}
    />
  )
}
