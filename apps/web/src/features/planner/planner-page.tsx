import { todayIso } from '@platewise/core'
import { CalendarDays, MessageCircle, Sparkles } from 'lucide-react'
import { useId, useState } from 'react'
import { TabList, TabPanel } from '../../ui/tab-list'
import { ChatPanel } from './chat-panel'
import { ChatContextCard } from './chat-context-card'
import { SuggestionsPanel } from './suggestions-panel'
import { useChatContext } from './use-chat-context'
import { WeeklyPlanPanel } from './weekly-plan-panel'

const TABS = [
  {
    key: 'chat',
    label: (
      <>
        <MessageCircle className="hidden size-4 shrink-0 sm:block" aria-hidden />
        AI Chat
      </>
    ),
  },
  {
    key: 'suggestions',
    label: (
      <>
        <Sparkles className="hidden size-4 shrink-0 sm:block" aria-hidden />
        Meal Suggestions
      </>
    ),
  },
  {
    key: 'weekly',
    label: (
      <>
        <CalendarDays className="hidden size-4 shrink-0 sm:block" aria-hidden />
        Weekly Plan
      </>
    ),
  },
] as const
type TabKey = (typeof TABS)[number]['key']

/** The AI Meal Planner of spec §2 at /dashboard/mealplan. */
export function PlannerPage() {
  const [selected, setSelected] = useState<TabKey>('chat')
  // Start Planning opens the chat with the cursor in its message box
  const [focusChat, setFocusChat] = useState(false)
  const baseId = useId()
  const context = useChatContext(todayIso())

  function choose(key: TabKey) {
    setFocusChat(false)
    setSelected(key)
  }

  function startPlanning() {
    setFocusChat(true)
    setSelected('chat')
  }

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">AI Meal Planner</h1>
        <p className="mt-1 text-sm text-stone-600">
          Ask for meal ideas, browse suggestions and plan around your goals.
        </p>
      </header>

      <TabList
        label="Meal planner"
        tabs={TABS}
        selected={selected}
        onSelect={choose}
        baseId={baseId}
        // the three names fit a 375 px phone once the icons step aside
        className="flex gap-1 overflow-x-auto rounded-2xl border border-stone-200 bg-white p-1 shadow-sm [scrollbar-width:none] sm:w-fit"
        tabClassName={(active) =>
          `inline-flex flex-auto shrink-0 items-center justify-center gap-2 rounded-xl px-2.5 py-2 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:flex-none sm:px-5 ${
            active ? 'bg-brand-700 text-white shadow-sm' : 'text-stone-600 hover:bg-stone-100'
          }`
        }
      />

      <TabPanel
        baseId={baseId}
        selected={selected}
        className="rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
      >
        {selected === 'chat' && (
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <ChatPanel context={context} focusOnOpen={focusChat} />
            <ChatContextCard context={context} />
          </div>
        )}
        {selected === 'suggestions' && <SuggestionsPanel />}
        {selected === 'weekly' && <WeeklyPlanPanel onStartPlanning={startPlanning} />}
      </TabPanel>
    </div>
  )
}
