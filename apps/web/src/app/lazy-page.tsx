import { lazy, type ComponentType } from 'react'
import { loadedModule } from './loaded-modules'

/** How to give each page whose code failed a new try. */
const failedPages = new Set<() => void>()

/**
 * The pages whose code failed fetch it again when they next render (a route
 * error's Try again). Never on their own: a page rendered again by React
 * while the server is down would ask again and again.
 */
export function retryFailedPages() {
  for (const retry of failedPages) retry()
  failedPages.clear()
}

/** A page whose code is fetched the first time it is shown, or earlier with `preload()`. */
export type LazyPage<P extends object> = ComponentType<P> & { preload(): Promise<unknown> }

type PropsOf<C> = C extends ComponentType<infer P extends object> ? P : never

/** A page's code did not arrive (the server is out of reach, or it has another build now). */
export class PageCodeError extends Error {
  constructor(
    readonly page: string,
    options: { cause: unknown },
  ) {
    super(`The code of ${page} could not be loaded`, options)
    this.name = 'PageCodeError'
  }
}

/**
 * A route's page as its own chunk, so a visitor downloads only the pages they
 * open. Takes a named export (the codebase has no default exports). Once the
 * code is here (opened before, or preloaded), the page renders at once instead
 * of suspending for a frame of fallback. Code that does not arrive is a
 * PageCodeError for the route's error boundary, and is asked for again after
 * its Try again (retryFailedPages).
 */
export function lazyPage<M, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyPage<PropsOf<M[K]>> {
  type P = PropsOf<M[K]>
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  // preloading and rendering share one fetch; a failed one may be tried again
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module[name] as ComponentType<P>),
      (error: unknown) => {
        loading = undefined
        throw new PageCodeError(name, { cause: error })
      },
    ))
  // React.lazy keeps a failure for good, and renders it again whenever React
  // does: a new one (a new fetch) only when the person asks (retryFailedPages)
  const lazyPending = () =>
    lazy<ComponentType<P>>(async () => {
      try {
        return { default: await preload() }
      } catch (error) {
        failedPages.add(() => (Pending = lazyPending()))
        throw error
      }
    })
  let Pending = lazyPending()
  function Page(props: P) {
    // here already when another caller loaded it (page-loaders.ts)
    const Loaded = loaded ?? (loadedModule(load)?.[name] as ComponentType<P> | undefined)
    return Loaded ? <Loaded {...props} /> : <Pending {...props} />
  }
  Page.displayName = `lazyPage(${name})`
  Page.preload = preload
  return Page
}
