import { X } from 'lucide-react'

/**
 * The X that closes or dismisses what it sits in. `label` is its name, which
 * says what goes ('Close', 'Dismiss message'); `className` its shape and colours.
 */
export function CloseButton({
  label,
  onClick,
  className,
  iconClassName = 'size-4',
}: {
  label: string
  onClick(): void
  className: string
  iconClassName?: string
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`p-1.5 focus-visible:outline-2 ${className}`}
    >
      <X className={iconClassName} aria-hidden />
    </button>
  )
}
