/**
 * Each open modal dialog owns one entry of the browser's history, so that Back
 * closes the dialog instead of leaving the page (decision 032). The entry has the
 * page's own URL and the router's own state, with a marker added: react-router
 * sees the same location when the person comes back to the page beneath.
 *
 * Entries are pushed in the order the dialogs open, and a marker's number grows
 * with it (across reloads too, as it starts from the clock), so every open dialog
 * whose number is above the marker of the entry the browser is on has lost its
 * entry. An entry left behind (its dialog was closed by a link that went to
 * another page, or by a reload) is stepped over in the direction the person was
 * going.
 */

const MARKER = 'platewiseDialog'

interface OpenEntry {
  id: number
  /** the router's index of the page beneath, which the entry shares */
  idx: number
  /** Whether its history entry is in the browser's history (false once Back took it, or while waiting). */
  pushed: boolean
  /** Back took the entry: the dialog is asked to close. */
  onBack(): void
}

const open: OpenEntry[] = []
/** history.back() calls of ours whose popstate has not come yet */
let pendingBacks = 0
/** Pushes that wait for those backs: a push before a back lands would be undone by it. */
const waiting: OpenEntry[] = []
let lastId = 0
/** Where the browser was at the last popstate or push: [the router's index, the marker] */
let lastPosition: [number, number] = [0, 0]
/** What the entry a back of ours lands on is to become: the page its owner's close went to */
let landAs: { state: unknown; url: string } | undefined
/** set while the router is told of that address by a popstate of ours */
let retelling = false
let listening = false

function markerOf(state: unknown): number | undefined {
  if (typeof state !== 'object' || state === null) return undefined
  const marker = (state as Record<string, unknown>)[MARKER]
  return typeof marker === 'number' ? marker : undefined
}

function positionOf(state: unknown): [number, number] {
  const idx = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : 0
  return [typeof idx === 'number' ? idx : 0, markerOf(state) ?? 0]
}

const isBefore = (a: [number, number], b: [number, number]) =>
  a[0] < b[0] || (a[0] === b[0] && a[1] < b[1])

function push(entry: OpenEntry) {
  const state: unknown = window.history.state
  const base = typeof state === 'object' && state !== null ? state : {}
  window.history.pushState({ ...base, [MARKER]: entry.id }, '')
  entry.pushed = true
  lastPosition = positionOf(window.history.state)
}

function goBack() {
  pendingBacks += 1
  window.history.back()
}

function onPopState() {
  if (retelling) return
  const ours = pendingBacks > 0
  if (ours) {
    pendingBacks -= 1
    if (landAs && pendingBacks === 0) {
      // The router has heard of the old address (?edit=goals) in this same task,
      // before React renders: it hears of the one the owner chose, which wins.
      window.history.replaceState(landAs.state, '', landAs.url)
      landAs = undefined
      retelling = true
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
      retelling = false
    }
  }
  const state: unknown = window.history.state
  const here = positionOf(state)
  const wentBack = ours || isBefore(here, lastPosition)
  lastPosition = here

  const marker = markerOf(state)
  // the dialogs whose entries are above this one lost them: the topmost is asked first
  for (const entry of [...open].reverse()) {
    if (!entry.pushed || entry.id <= (marker ?? 0)) continue
    entry.pushed = false
    entry.onBack()
  }
  if (marker !== undefined && !open.some((entry) => entry.id === marker)) {
    // an entry no open dialog owns: step over it
    if (wentBack) goBack()
    else window.history.forward()
    return
  }
  if (pendingBacks === 0) waiting.splice(0).forEach(push)
}

/**
 * Gives a dialog that has just opened its history entry. `onBack` is called when
 * Back takes it. Returns the functions to put the entry back (the dialog stayed
 * open after all) and to release it when the dialog closes: that removes the
 * entry if the browser is still on it, and never goes further back.
 */
export function openDialogEntry(onBack: () => void) {
  if (!listening) {
    window.addEventListener('popstate', onPopState)
    listening = true
  }
  lastId = Math.max(Date.now(), lastId + 1)
  const entry: OpenEntry = {
    id: lastId,
    idx: positionOf(window.history.state)[0],
    pushed: false,
    onBack,
  }
  open.push(entry)
  if (pendingBacks > 0) waiting.push(entry)
  else push(entry)

  return {
    restore() {
      if (!open.includes(entry) || entry.pushed || waiting.includes(entry)) return
      // above a nested dialog's entry it would be out of order: only the topmost comes back
      if (open.at(-1) !== entry) return
      if (pendingBacks > 0) waiting.push(entry)
      else push(entry)
    },
    release() {
      open.splice(open.indexOf(entry), 1)
      const queued = waiting.indexOf(entry)
      if (queued >= 0) waiting.splice(queued, 1)
      const here = positionOf(window.history.state)
      if (!entry.pushed) lastPosition = here
      else if (here[1] === entry.id) goBack()
      else if (here[1] === 0 && here[0] === entry.idx) {
        // The owner's close replaced the address in the dialog's entry (a page
        // opened by ?edit=goals drops it): the page beneath takes that address.
        landAs = { state: window.history.state, url: window.location.href }
        goBack()
      }
      // a link went on from the dialog: its entry is left below this page's
      else lastPosition = [here[0], Number.MAX_SAFE_INTEGER]
      entry.pushed = false
    },
  }
}
