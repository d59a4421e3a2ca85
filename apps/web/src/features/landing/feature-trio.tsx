import { formatAmount } from '@platewise/core'
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { ArrowDown, Flame, Lightbulb, Sparkles, Target } from 'lucide-react'
import { sampleAnalysis, sampleDay } from './sample-data'
import { LandingSection } from './landing-section'

interface Feature {
  title: string
  body: string
  icon: LucideIcon
  iconClass: string
  preview: ReactNode
}

const features: Feature[] = [
  {
    title: 'AI-powered analysis',
    body: 'Type what you ate the way you would tell a friend. Platewise breaks it down into calories, protein, carbs and fat.',
    icon: Sparkles,
    iconClass: 'bg-brand-50 text-brand-700',
    preview: <AnalysisPreview />,
  },
  {
    title: 'Smart insights',
    body: 'See where your day stands and what would close the gap, so the next meal is an easy choice rather than a guess.',
    icon: Lightbulb,
    iconClass: 'bg-amber-50 text-amber-700',
    preview: <InsightPreview />,
  },
  {
    title: 'Goal tracking',
    body: 'Daily calorie and protein targets, a weekly progress strip and a streak that makes showing up feel good.',
    icon: Target,
    iconClass: 'bg-sky-50 text-sky-700',
    preview: <GoalPreview />,
  },
]

export function FeatureTrio() {
  return (
    <LandingSection
      id="features"
      eyebrow="Features"
      title="Less logging, more living"
      intro="The tedious parts of tracking, handled. The useful parts, front and centre."
    >
      <ul className="mx-auto mt-14 grid max-w-xl gap-6 lg:max-w-none lg:grid-cols-3">
        {features.map((feature) => (
          <li
            key={feature.title}
            className="flex flex-col rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-7"
          >
            <span
              className={`flex size-11 items-center justify-center rounded-xl ${feature.iconClass}`}
            >
              <feature.icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-5 text-xl font-semibold text-stone-900">{feature.title}</h3>
            <p className="mt-2 leading-relaxed text-stone-600">{feature.body}</p>
            <div className="mt-6 flex-1 content-end">{feature.preview}</div>
          </li>
        ))}
      </ul>
    </LandingSection>
  )
}

function AnalysisPreview() {
  const { input, result } = sampleAnalysis
  const chips = [
    { label: 'kcal', value: formatAmount(result.calories) },
    { label: 'protein', value: formatAmount(result.protein, 'g') },
    { label: 'carbs', value: formatAmount(result.carbs, 'g') },
    { label: 'fat', value: formatAmount(result.fat, 'g') },
  ]
  return (
    <div className="rounded-2xl bg-stone-50 p-4">
      <p className="rounded-xl border border-stone-200 bg-white px-3 py-2 text-sm text-stone-800">
        “{input}”
      </p>
      <ArrowDown className="mx-auto my-2 size-4 text-stone-400" aria-hidden="true" />
      <ul className="grid grid-cols-4 gap-1.5" aria-label="Analysis result">
        {chips.map((chip) => (
          <li key={chip.label} className="rounded-lg bg-brand-50 px-1 py-2 text-center">
            <span className="block text-sm font-bold text-brand-900">{chip.value}</span>
            <span className="block text-[11px] text-brand-700">{chip.label}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

function InsightPreview() {
  const proteinLeft = sampleDay.protein.goal - sampleDay.protein.amount
  return (
    <div className="rounded-2xl bg-amber-50 p-4 text-sm leading-relaxed text-amber-900">
      <p className="font-semibold">
        You’re {formatAmount(proteinLeft, 'g')} short on protein today.
      </p>
      <p className="mt-1 text-amber-800">
        A cup of Greek yogurt would close most of the gap and keep you under your calories.
      </p>
    </div>
  )
}

function GoalPreview() {
  return (
    <div className="flex items-center gap-4 rounded-2xl bg-stone-50 p-4">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-600">
        <Flame className="size-6" aria-hidden="true" />
      </span>
      <div>
        <p className="text-2xl font-bold text-stone-900">{sampleDay.streakDays} days</p>
        <p className="text-sm text-stone-600">in a row on target</p>
      </div>
    </div>
  )
}
