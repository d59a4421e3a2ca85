import type { LucideIcon } from 'lucide-react'
import { SlidersHorizontal, TrendingUp, UserPlus } from 'lucide-react'
import { LandingSection } from './landing-section'

interface Step {
  title: string
  body: string
  icon: LucideIcon
}

const steps: Step[] = [
  {
    title: 'Sign up',
    body: 'Create a free account in under a minute. No credit card, nothing to install.',
    icon: UserPlus,
  },
  {
    title: 'Set goals',
    body: 'Answer a few quick questions about your weight, activity and timeline, and get daily calorie and protein targets made for you.',
    icon: SlidersHorizontal,
  },
  {
    title: 'Track progress',
    body: 'Log meals in plain words, watch your week fill in, and share the wins with friends who keep you going.',
    icon: TrendingUp,
  },
]

export function HowItWorks() {
  return (
    <LandingSection
      id="how-it-works"
      eyebrow="Three steps"
      title="How it works"
      intro="From sign-up to your first logged meal in about two minutes."
      className="border-y border-stone-200 bg-white"
    >
      <div className="relative mt-14">
        {/* The line joining the three numbers on wide screens. */}
        <div
          aria-hidden="true"
          className="absolute top-7 right-[16.5%] left-[16.5%] hidden h-px bg-gradient-to-r from-brand-100 via-brand-500/40 to-brand-100 md:block"
        />
        <ol className="relative grid gap-10 md:grid-cols-3 md:gap-8">
          {steps.map((step, index) => (
            <li key={step.title} className="relative flex flex-col items-center text-center">
              <span className="relative flex size-14 items-center justify-center rounded-2xl bg-brand-700 text-white shadow-md shadow-brand-900/20">
                <step.icon className="size-6" aria-hidden="true" />
                <span className="absolute -top-2 -right-2 flex size-6 items-center justify-center rounded-full bg-amber-400 text-xs font-bold text-stone-900 ring-4 ring-white">
                  {index + 1}
                </span>
              </span>
              <h3 className="mt-6 text-xl font-semibold text-stone-900">{step.title}</h3>
              <p className="mt-2 max-w-xs leading-relaxed text-stone-600">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </LandingSection>
  )
}
