import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react'
import { RetryAlert } from './retry-alert'

type WithRetry<Props> = Props & { onRetry(): void }

/**
 * A component whose code loads the first time it is drawn, not with the page:
 * a form brings react-hook-form and zod, which the feed's first load
 * must not carry (issue 26: 170 KB gzip). `fallback` holds its place until the
 * code is here; then, and every later time, the component itself. A load that
 * fails says `failedMessage` with Retry, which asks for the code again, in
 * place, without taking the page down. `preload` starts the load early.
 */
export function codeWhenShown<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  failedMessage: string,
) {
  let loading: Promise<ComponentType<Props>> | null = null
  const loadOnce = () => (loading ??= load())

  function Failed({ onRetry }: WithRetry<Props>) {
    return <RetryAlert message={failedMessage} onRetry={onRetry} />
  }
  // React keeps a lazy component's code, or its failure, for good: a failure makes the next
  // attempt, which Retry draws, and which a component drawn later starts with
  const lazyCode = () =>
    lazy((): Promise<{ default: ComponentType<WithRetry<Props>> }> =>
      loadOnce().then(
        // the component takes onRetry along with its props, and has no use for it
        (Component) => ({ default: Component as ComponentType<WithRetry<Props>> }),
        (error: unknown) => {
          // §8: what failed to load is logged as a warning
          console.warn(failedMessage, error)
          loading = null
          next = lazyCode()
          return { default: Failed }
        },
      ),
    )
  let next = lazyCode()

  function Shown({ fallback, ...props }: Props & { fallback: ReactNode }) {
    const [Code, setCode] = useState(() => next)
    return (
      <Suspense fallback={fallback}>
        <Code {...(props as unknown as Props)} onRetry={() => setCode(() => next)} />
      </Suspense>
    )
  }
  // a preload that failed leaves the next draw to ask again, not to show the failure
  Shown.preload = () =>
    void loadOnce().catch(() => {
      loading = null
    })
  return Shown
}
