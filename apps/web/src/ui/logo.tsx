/** The Platewise mark and wordmark. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold tracking-tight text-stone-900 ${className}`}>
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden>
        <rect width="32" height="32" rx="9" fill="#059669" />
        <circle cx="16" cy="16" r="9" fill="none" stroke="#fff" strokeWidth="2.5" />
        <path d="M16 9v7l4 3" stroke="#fbbf24" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      </svg>
      <span className="text-xl">Platewise</span>
    </span>
  )
}
