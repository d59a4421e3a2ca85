import { useRef, type KeyboardEvent, type ReactNode, type Ref } from 'react'
import { rovingIndex } from './roving-index'

export interface TabItem<K extends string> {
  key: K
  /** What the tab shows; its text is its name */
  label: ReactNode
}

/** The ids that tie a tab to its panel: `${baseId}-tab-${key}` and `${baseId}-panel-${key}`. */
const tabIds = (baseId: string, key: string) => ({
  tab: `${baseId}-tab-${key}`,
  panel: `${baseId}-panel-${key}`,
})

/**
 * A row of tabs in the WAI-ARIA APG tabs pattern, with automatic activation:
 * the arrow keys (wrapping), Home and End move between the tabs and choose
 * them; only the chosen tab is in the Tab order, and Tab goes on into the
 * panel, which the owner renders as a `TabPanel` of the same `baseId`.
 */
export function TabList<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  baseId,
  className,
  tabClassName,
}: {
  label: string
  tabs: readonly TabItem<K>[]
  selected: NoInfer<K>
  onSelect(key: NoInfer<K>): void
  baseId: string
  className: string
  tabClassName(active: boolean): string
}) {
  const tabRefs = useRef(new Map<K, HTMLButtonElement>())

  const choose = (key: K) => {
    onSelect(key)
    tabRefs.current.get(key)?.focus()
  }

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.key === selected)
    const next = rovingIndex(event.key, index, tabs.length, 'row')
    if (next === undefined) return
    event.preventDefault()
    choose(tabs[next]!.key)
  }

  return (
    <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={className}>
      {tabs.map((tab) => {
        const active = tab.key === selected
        const ids = tabIds(baseId, tab.key)
        return (
          <button
            key={tab.key}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.key, element)
              else tabRefs.current.delete(tab.key)
            }}
            type="button"
            role="tab"
            id={ids.tab}
            aria-selected={active}
            aria-controls={ids.panel}
            tabIndex={active ? 0 : -1}
            onClick={() => choose(tab.key)}
            className={tabClassName(active)}
          >
            {tab.label}
          </button>
        )
      })}
    </div>
  )
}

/**
 * The chosen tab's panel, named by its tab. It is in the Tab order, so Tab
 * goes from the tabs into it even when it starts with text.
 */
export function TabPanel({
  baseId,
  selected,
  className,
  ref,
  children,
}: {
  baseId: string
  selected: string
  className: string
  ref?: Ref<HTMLDivElement>
  children: ReactNode
}) {
  const ids = tabIds(baseId, selected)
  return (
    <div
      ref={ref}
      role="tabpanel"
      id={ids.panel}
      aria-labelledby={ids.tab}
      tabIndex={0}
      className={className}
    >
      {children}
    </div>
  )
}
