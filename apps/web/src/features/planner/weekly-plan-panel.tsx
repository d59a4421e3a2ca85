import { CalendarDays, MessageCircle } from 'lucide-react'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'

/** Weekly Plan (§2): a placeholder whose 'Start Planning' goes to the chat. */
export function WeeklyPlanPanel({ onStartPlanning }: { onStartPlanning: () => void }) {
  return (
    <EmptyState
      Icon={CalendarDays}
      title="Your Weekly Meal Plan"
      text="Weekly plans are on their way. Until then, the AI chat can help you plan your meals day by day around your calorie and protein goals."
      className="rounded-2xl py-12 sm:py-16"
    >
      <Button onClick={onStartPlanning}>
        <MessageCircle className="size-4" aria-hidden />
        Start Planning
      </Button>
    </EmptyState>
  )
}
