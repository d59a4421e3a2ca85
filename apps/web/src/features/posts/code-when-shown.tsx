import { Suspense, use, useReducer, type ComponentType, type ReactNode } from 'react'
import { RetryAlert } from '../../ui/retry-alert'

type Loaded<Props> = ComponentType<Props> | null

/**
 * A component whose code loads the first time it is drawn, not with the page:
 * the posts' forms bring react-hook-form and zod, which the feed's first load
 * must not carry (issue 26: 170 KB gzip). `fallback` holds its place until the
 * code is here; then, and every later time, the component itself. A load that
 * fails says `failedMessage` with Retry, which asks for the code again, in
 * place, without taking the page down. `preload` starts the load early.
 */
export function codeWhenShown<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  failedMessage: string,
) {
  let code: Promise<Loaded<Props>> | null = null
  const loadCode = () =>
    (code ??= load().catch((error: unknown) => {
      // §8: what failed to load is logged as a warning
      console.warn(failedMessage, error)
      return null
    }))

  function Code({ props, onRetry }: { props: Props; onRetry(): void }) {
    // React keeps what a promise resolved to: once loaded, it draws at once
    const Component = use(loadCode())
    if (!Component) return <RetryAlert message={failedMessage} onRetry={onRetry} />
    return <Component {...props} />
  }

  function Shown({ fallback, ...props }: Props & { fallback: ReactNode }) {
    const [, drawAgain] = useReducer((count: number) => count + 1, 0)
    const retry = () => {
      code = null
      drawAgain()
    }
    return (
      <Suspense fallback={fallback}>
        <Code props={props as unknown as Props} onRetry={retry} />
      </Suspense>
    )
  }
  Shown.preload = () => void loadCode()
  return Shown
}
