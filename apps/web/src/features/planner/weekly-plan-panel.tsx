import { CalendarDays, MessageCircle } from 'lucide-react'
import { Button } from '../../ui/button'

/** Weekly Plan (§2): a placeholder whose 'Start Planning' goes to the chat. */
export function WeeklyPlanPanel({ onStartPlanning }: { onStartPlanning: () => void }) {
  return (
    <section
      aria-labelledby="weekly-plan-title"
      className="relative overflow-hidden rounded-2xl border border-stone-200 bg-white px-6 py-12 text-center shadow-sm sm:py-16"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-28 bg-gradient-to-b from-brand-50 to-transparent"
      />
      <div className="relative mx-auto flex max-w-md flex-col items-center">
        <span className="grid size-14 place-items-center rounded-2xl bg-brand-100 text-brand-700 ring-8 ring-brand-50">
          <CalendarDays className="size-7" aria-hidden />
        </span>
        <h2 id="weekly-plan-title" className="mt-6 text-xl font-bold tracking-tight text-stone-900">
          Your Weekly Meal Plan
        </h2>
        <p className="mt-2 text-pretty text-stone-600">
          Weekly plans are on their way. Until then, the AI chat can help you plan your meals day by
          day around your calorie and protein goals.
        </p>
        <Button onClick={onStartPlanning} className="mt-6">
          <MessageCircle className="size-4" aria-hidden />
          Start Planning
        </Button>
      </div>
    </section>
  )
}
