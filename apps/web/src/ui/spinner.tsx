import { LoaderCircle } from 'lucide-react'

export function Spinner({ className = 'size-5' }: { className?: string }) {
  return <LoaderCircle className={`animate-spin ${className}`} aria-hidden />
}

/** Fills the page while something the whole page needs is loading. */
export function FullPageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex min-h-dvh flex-col items-center justify-center gap-3 text-stone-500"
    >
      <Spinner className="size-8 text-brand-600" />
      <span className="text-sm">{label}</span>
    </div>
  )
}
