import { page } from '../lib/reload-page'
import { isServerAnswer, reportServerReachable } from '../lib/server-reachability'
import { SessionStorageKeys } from '../lib/storage-keys'

// After a redeploy, a tab opened before it still runs the old build, whose
// pages' chunks are no longer on the server (a 404: their names change with
// every build). Such a tab reloads itself, once, to get the new build.

/** The entry script a page of the app loads: it changes with every build. */
const entryScriptOf = (page: Document) =>
  page.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null

/** Whether the server now serves another build than this tab runs; false when it cannot be asked. */
async function serverHasNewBuild(): Promise<boolean> {
  const running = entryScriptOf(document)
  if (!running) return false
  try {
    const response = await fetch('/', { cache: 'no-store', headers: { Accept: 'text/html' } })
    // a call like the API's: the server status badge follows it too
    reportServerReachable(isServerAnswer(response.status))
    if (!response.ok) return false
    const served = new DOMParser().parseFromString(await response.text(), 'text/html')
    const current = entryScriptOf(served)
    return current !== null && current !== running
  } catch {
    // no answer: the server is down, not newer
    reportServerReachable(false)
    return false
  }
}

/**
 * A page's code could not be loaded: when the server has a newer build, the
 * tab reloads to get it (answers true), unless it reloaded for that already
 * and still failed, which would loop.
 */
export async function reloadForNewBuild(): Promise<boolean> {
  if (tabStorage(() => sessionStorage.getItem(MARKER)) !== null) return false
  if (!(await serverHasNewBuild())) return false
  // without a marker that stays, a reload could come back to the same failure forever
  const marked = tabStorage(() => {
    sessionStorage.setItem(MARKER, String(Date.now()))
    return true
  })
  if (!marked) return false
  page.reload()
  return true
}

/** A page's code arrived: the build works, and a later failure may reload again. */
export function pageCodeLoaded() {
  tabStorage(() => sessionStorage.removeItem(MARKER))
}

const MARKER = SessionStorageKeys.reloadedForNewBuild

/** sessionStorage, which a browser may refuse (private modes, blocked storage): null then. */
function tabStorage<T>(work: () => T): T | null {
  try {
    return work()
  } catch {
    return null
  }
}
