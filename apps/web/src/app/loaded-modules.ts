import { pageCodeLoaded } from './new-build'

const modules = new WeakMap<() => Promise<unknown>, unknown>()

/**
 * `load`, made to load once and to remember its module when it has come, so
 * that a page whose code is already here renders at once (lazy-page.tsx),
 * whoever started the loading (signed-in-start.ts does, before React runs).
 */
export function remembering<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | undefined
  const remembered = () =>
    (loading ??= load().then(
      (module) => {
        modules.set(remembered, module)
        pageCodeLoaded()
        return module
      },
      (error: unknown) => {
        // a failed load may be tried again
        loading = undefined
        throw error
      },
    ))
  return remembered
}

/** The module a `remembering` loader has brought, once it has come. */
export const loadedModule = <M>(load: () => Promise<M>): M | undefined =>
  modules.get(load) as M | undefined
