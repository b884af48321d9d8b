import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { cn } from '~/lib/cn'
import { tabIdle, tabPill, tabSelected } from './tab-links'
import { useHydrated } from './use-hydrated'

export { TabLinks, type TabLinksProps } from './tab-links'

/** Where Left/Right/Home/End move focus among `count` tabs; null for any other key. */
export function tabIndexForKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count
    case 'ArrowLeft':
      return (index - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}

export interface TabsProps {
  label: string
  tabs: Array<{ id: string; label: string; content: ReactNode }>
  defaultId?: string
}

/**
 * WAI-ARIA tabs with automatic activation. Before hydration (and without JavaScript) every
 * panel shows, one after another under its own heading; the tab list appears once it works.
 */
export function Tabs({ label, tabs, defaultId }: TabsProps) {
  const hydrated = useHydrated()
  const prefix = useId()
  const [chosenId, setActiveId] = useState(defaultId)
  // Derived, so a changed list of tabs can never leave no panel showing.
  const activeId = tabs.some((t) => t.id === chosenId) ? chosenId : tabs[0]?.id
  const buttons = useRef<Array<HTMLButtonElement | null>>([])

  function onKeyDown(event: KeyboardEvent, index: number) {
    const next = tabIndexForKey(event.key, index, tabs.length)
    const tab = next === null ? undefined : tabs[next]
    if (!tab) return
    event.preventDefault()
    setActiveId(tab.id)
    buttons.current[next ?? 0]?.focus()
  }

  if (!hydrated) {
    return (
      <div className="space-y-12">
        {tabs.map((tab) => (
          <div key={tab.id}>
            <h3 className="mb-5 text-h3 font-semibold">{tab.label}</h3>
            {tab.content}
          </div>
        ))}
      </div>
    )
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-2">
        {tabs.map((tab, index) => {
          const active = tab.id === activeId
          return (
            <button
              key={tab.id}
              ref={(node) => {
                buttons.current[index] = node
              }}
              type="button"
              role="tab"
              id={`${prefix}${tab.id}-tab`}
              aria-selected={active}
              aria-controls={`${prefix}${tab.id}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => setActiveId(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(tabPill, active ? tabSelected : tabIdle)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${prefix}${tab.id}-panel`}
          aria-labelledby={`${prefix}${tab.id}-tab`}
          hidden={tab.id !== activeId}
          tabIndex={0}
          className="mt-8 rounded-card"
        >
          {tab.content}
        </div>
      ))}
    </div>
  )
}
