interface PlatewiseLogoProps {
  /** Light wordmark for dark backgrounds. */
  inverted?: boolean
}

export function PlatewiseLogo({ inverted = false }: PlatewiseLogoProps) {
  return (
    <span className="inline-flex items-center gap-2">
      <PlatewiseMark />
      <span
        className={`text-lg font-bold tracking-tight ${inverted ? 'text-white' : 'text-stone-900'}`}
      >
        Platewise
      </span>
    </span>
  )
}

// A plate seen from above with a leaf on it.
export function PlatewiseMark() {
  return (
    <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
      <rect width="32" height="32" rx="9" className="fill-brand-700" />
      <circle cx="16" cy="16" r="10" fill="none" stroke="white" strokeWidth="2" />
      <path d="M10.6 21.4c0-6.4 4.4-10.8 10.8-10.8 0 6.4-4.4 10.8-10.8 10.8Z" fill="white" />
      <path
        d="M10.6 21.4 17.5 14.5"
        className="stroke-brand-700"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </svg>
  )
}
