import type { ButtonHTMLAttributes } from 'react'

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger'

const variants: Record<Variant, string> = {
  primary:
    'bg-brand-700 text-white shadow-sm hover:bg-brand-900 disabled:bg-brand-700/50 focus-visible:outline-brand-700',
  secondary:
    'bg-white text-stone-800 ring-1 ring-stone-300 hover:bg-stone-50 disabled:text-stone-400 focus-visible:outline-brand-600',
  ghost:
    'text-stone-700 hover:bg-stone-100 disabled:text-stone-400 focus-visible:outline-brand-600',
  danger:
    'bg-red-600 text-white hover:bg-red-700 disabled:bg-red-600/50 focus-visible:outline-red-600',
}

export function buttonClasses(variant: Variant = 'primary', extra = '') {
  return `inline-flex items-center justify-center gap-2 rounded-xl px-4 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed ${variants[variant]} ${extra}`
}

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />
}
