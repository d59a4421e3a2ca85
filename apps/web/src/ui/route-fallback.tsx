/**
 * What a route shows while its code loads: nothing to see (the wait is short,
 * and a flashing spinner would be louder than the wait), a status for screen
 * readers, and the height the page will take so nothing below it jumps.
 */
export function RouteFallback({ className = 'min-h-dvh' }: { className?: string }) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">Loading...</span>
    </div>
  )
}
