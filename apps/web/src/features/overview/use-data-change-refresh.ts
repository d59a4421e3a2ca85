import { useEffect, useEffectEvent } from 'react'

export const DATA_CHANGED_EVENT = 'mealDataChanged'
/** §4 Meals, §9: the overview ignores repeat data-change events within 2 s. */
export const DATA_CHANGE_DEBOUNCE_MS = 2_000

/**
 * Calls `onChange` when a meal changes somewhere on the page ('mealDataChanged'),
 * at most once every 2 s: one save fires several events at once.
 */
export function useDataChangeRefresh(onChange: () => void) {
  const handle = useEffectEvent(onChange)

  useEffect(() => {
    let lastHandled = Number.NEGATIVE_INFINITY
    const onDataChanged = () => {
      const now = Date.now()
      if (now - lastHandled < DATA_CHANGE_DEBOUNCE_MS) return
      lastHandled = now
      handle()
    }
    window.addEventListener(DATA_CHANGED_EVENT, onDataChanged)
    return () => window.removeEventListener(DATA_CHANGED_EVENT, onDataChanged)
  }, [])
}
