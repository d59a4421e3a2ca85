import { formatCountdown, onboardingProgress } from '@platewise/core'
import { Clock } from 'lucide-react'

/** 'Step X of N', the percent complete, the bar and the time left (§2 Onboarding). */
export function OnboardingProgress({
  step,
  remainingSeconds,
}: {
  step: number
  remainingSeconds: number
}) {
  const { label, percent } = onboardingProgress(step)
  return (
    <div>
      <div className="flex items-end justify-between gap-3 text-sm">
        <p className="font-semibold text-stone-900">{label}</p>
        <p className="flex items-center gap-3 text-stone-500">
          <span>{percent}% complete</span>
          <span aria-hidden className="h-3.5 w-px bg-stone-300" />
          <span className="inline-flex items-center gap-1 tabular-nums">
            <Clock className="size-3.5" aria-hidden />
            <span>{formatCountdown(remainingSeconds)}</span>
            <span className="sr-only sm:not-sr-only">left</span>
          </span>
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Onboarding progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${label}, ${percent}% complete`}
        className="mt-2.5 h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-500 ease-out"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  )
}
