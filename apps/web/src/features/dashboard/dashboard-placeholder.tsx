import { CalendarDays, Newspaper, UserRound, UsersRound, type LucideIcon } from 'lucide-react'

const sections: Record<string, { title: string; Icon: LucideIcon; coming: string }> = {
  feed: {
    title: 'Feed',
    Icon: Newspaper,
    coming: 'Posts and meals from the people you follow and the groups you join will appear here.',
  },
  mealplan: {
    title: 'Meal Plan',
    Icon: CalendarDays,
    coming: 'A planner that suggests meals to fit your calorie and protein targets.',
  },
  groups: {
    title: 'Groups',
    Icon: UsersRound,
    coming: 'Join groups that share your goals and swap recipes and wins.',
  },
  profile: {
    title: 'Profile',
    Icon: UserRound,
    coming: 'Your posts, your progress and the meals you have liked or saved.',
  },
}

/** A dashboard page that a later issue fills in. */
export function DashboardPlaceholder({ section }: { section: string }) {
  const { title, Icon, coming } = sections[section] ?? {
    title: section,
    Icon: Newspaper,
    coming: 'This part of your dashboard is on its way.',
  }
  return (
    <section
      aria-labelledby="section-title"
      className="relative overflow-hidden rounded-3xl border border-stone-200 bg-white px-6 py-14 text-center shadow-sm sm:py-20"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-32 bg-gradient-to-b from-brand-50 to-transparent"
      />
      <div className="relative mx-auto flex max-w-md flex-col items-center">
        <span className="grid size-14 place-items-center rounded-2xl bg-brand-100 text-brand-700 ring-8 ring-brand-50">
          <Icon className="size-7" aria-hidden />
        </span>
        <h1 id="section-title" className="mt-6 text-2xl font-bold tracking-tight text-stone-900">
          {title}
        </h1>
        <p className="mt-2 text-pretty text-stone-600">{coming}</p>
        <span className="mt-5 inline-flex items-center rounded-full bg-stone-100 px-3 py-1 text-xs font-semibold tracking-wide text-stone-600 uppercase">
          Coming soon
        </span>
      </div>
    </section>
  )
}
