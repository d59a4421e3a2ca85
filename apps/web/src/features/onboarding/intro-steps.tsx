import { formatAmount, type OnboardingData } from '@platewise/core'
import { Calculator, ClipboardList, Target } from 'lucide-react'
import { Alert } from '../../ui/alert'
import { Spinner } from '../../ui/spinner'
import { PROFILE_SAVE_MESSAGES } from '../../lib/profile/profile-save-error'
import { PROFILE_SAVE_MAX_RETRIES } from './save-profile'
import type { FinishState } from './use-finish-onboarding'

const WHAT_HAPPENS = [
  { Icon: Target, title: 'Pick a goal', text: 'Lose, maintain or gain weight.' },
  {
    Icon: ClipboardList,
    title: 'A few quick questions',
    text: 'Weight, height, age and how active you are.',
  },
  {
    Icon: Calculator,
    title: 'Your daily targets',
    text: 'Calories and protein worked out just for you.',
  },
]

/** Step 0 */
export function WelcomeStep() {
  return (
    <ol className="space-y-3">
      {WHAT_HAPPENS.map(({ Icon, title, text }, index) => (
        <li
          key={title}
          className="flex items-center gap-4 rounded-2xl border border-stone-200 bg-stone-50/60 p-4"
        >
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 shadow-xs ring-1 ring-stone-200">
            <Icon className="size-5" aria-hidden />
          </span>
          <span>
            <span className="block font-semibold text-stone-900">
              <span className="sr-only">{index + 1}. </span>
              {title}
            </span>
            <span className="block text-sm text-stone-600">{text}</span>
          </span>
        </li>
      ))}
    </ol>
  )
}

function FinishMessage({ state }: { state: FinishState }) {
  switch (state.status) {
    case 'idle':
      return null
    case 'saving':
      return (
        <Alert tone="info">
          <span className="inline-flex items-center gap-2">
            <Spinner className="size-4" />
            {state.retry === 0
              ? 'Saving your profile...'
              : `Having trouble reaching the server. Trying again (${state.retry} of ${PROFILE_SAVE_MAX_RETRIES})...`}
          </span>
        </Alert>
      )
    case 'saved':
      return <Alert tone="success">Profile saved! Taking you to your dashboard...</Alert>
    case 'offline':
      return <Alert tone="warning">{PROFILE_SAVE_MESSAGES.unreachable}</Alert>
    case 'failed':
      return <Alert tone="error">{state.message}</Alert>
  }
}

/** Step 10: the targets once more, and what happened to the save. */
export function AllSetStep({
  data,
  finishState,
}: {
  data: OnboardingData
  finishState: FinishState
}) {
  return (
    <div className="space-y-5">
      <div className="rounded-2xl border border-stone-200 p-4">
        <p className="text-sm font-semibold text-stone-800">Your daily targets</p>
        <div className="mt-3 grid grid-cols-2 gap-3 text-center">
          <div className="rounded-xl bg-brand-50 p-3">
            <p className="text-2xl font-bold text-brand-900 tabular-nums">
              {formatAmount(data.daily_calories)}
            </p>
            <p className="text-xs font-medium text-brand-700">kcal a day</p>
          </div>
          <div className="rounded-xl bg-brand-50 p-3">
            <p className="text-2xl font-bold text-brand-900 tabular-nums">
              {formatAmount(data.daily_protein, 'g')}
            </p>
            <p className="text-xs font-medium text-brand-700">protein a day</p>
          </div>
        </div>
        <p className="mt-3 text-sm text-stone-500">
          You can change these any time in your profile.
        </p>
      </div>
      <FinishMessage state={finishState} />
    </div>
  )
}
