import { lazy, type ComponentType } from 'react'
import { loadedModule } from './loaded-modules'

/** A page whose code is fetched the first time it is shown, or earlier with `preload()`. */
export type LazyPage<P extends object> = ComponentType<P> & { preload(): Promise<unknown> }

type PropsOf<C> = C extends ComponentType<infer P extends object> ? P : never

/**
 * A route's page as its own chunk, so a visitor downloads only the pages they
 * open. Takes a named export (the codebase has no default exports). Once the
 * code is here (opened before, or preloaded), the page renders at once instead
 * of suspending for a frame of fallback.
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
        throw error
      },
    ))
  const Pending = lazy<ComponentType<P>>(async () => ({ default: await preload() }))
  function Page(props: P) {
    // here already when another caller loaded it (page-loaders.ts)
    const Loaded = loaded ?? (loadedModule(load)?.[name] as ComponentType<P> | undefined)
    return Loaded ? <Loaded {...props} /> : <Pending {...props} />
  }
  Page.displayName = `lazyPage(${name})`
  Page.preload = preload
  return Page
}
