import {
  ONBOARDING_STEP_ANSWERS,
  ONBOARDING_STEPS,
  measureUnit,
  nextButtonLabel,
  type OnboardingFormValues,
  type OnboardingStepId,
  type UnitSystem,
} from '@platewise/core'
import {
  ArrowLeft,
  ArrowRight,
  Cake,
  CalendarClock,
  Flag,
  HeartPulse,
  LogOut,
  PartyPopper,
  Ruler,
  Scale,
  Sparkles,
  Target,
  UserRound,
  type LucideIcon,
} from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import type { PathValue } from 'react-hook-form'
import { Navigate, useNavigate } from 'react-router'
import { useAuth } from '../../lib/auth-context'
import { fieldProps } from '../../lib/form-field'
import { Button } from '../../ui/button'
import { PlatewiseLogo } from '../../ui/logo'
import { UnitsChoice } from '../../ui/units-choice'
import { ActivityStep, GenderStep, GoalStep } from './choice-steps'
import { AllSetStep, WelcomeStep } from './intro-steps'
import { MeasureStep } from './measure-step'
import { hasCompletedOnboardingLocally } from './onboarding-flags'
import { OnboardingProgress } from './onboarding-progress'
import { PlanStep } from './plan-step'
import { TimelineStep } from './timeline-step'
import { useOnboardingWizard, type OnboardingWizard } from './use-onboarding-wizard'
import { useWizardUnits } from './use-wizard-units'

// the steps' intros that name a unit, in the person's
const weightIn = (units: UnitSystem) => measureUnit('weight', units).words
const heightIn = (units: UnitSystem) => measureUnit('height', units).words

const STEP_LOOK: Record<
  OnboardingStepId,
  { Icon: LucideIcon; intro: string | ((units: UnitSystem) => string) }
> = {
  welcome: {
    Icon: Sparkles,
    intro:
      "Answer a few quick questions and we'll work out daily calorie and protein targets that fit you.",
  },
  goal: { Icon: Target, intro: 'We shape your calorie target around it.' },
  current_weight: {
    Icon: Scale,
    intro: (units) => `In ${weightIn(units)}. A rough number is fine, you can change it later.`,
  },
  target_weight: {
    Icon: Flag,
    intro: (units) => `The weight you'd like to reach, in ${weightIn(units)}.`,
  },
  timeline: { Icon: CalendarClock, intro: 'Pick a realistic timeframe, like 8 weeks or 3 months.' },
  height: { Icon: Ruler, intro: (units) => `In ${heightIn(units)}, without shoes.` },
  age: { Icon: Cake, intro: 'How many calories you burn changes with age.' },
  activity_level: {
    Icon: HeartPulse,
    intro: 'Think of a typical week, work and exercise together.',
  },
  gender: { Icon: UserRound, intro: 'The formula for your resting calories depends on it.' },
  calculation: { Icon: Sparkles, intro: "Here's what your answers add up to." },
  all_set: {
    Icon: PartyPopper,
    intro: 'Your plan is ready. Start logging meals to track your day.',
  },
}

type ChoiceField = 'goal' | 'activity_level' | 'gender'

function StepBody({ wizard, headingId }: { wizard: OnboardingWizard; headingId: string }) {
  const { step, form, data, plan } = wizard
  // read while rendering, so a message shown re-renders the step
  const input = fieldProps(form)
  // the cards are not inputs of their own: the choice goes to the form
  const choice = <Name extends ChoiceField>(name: Name) => ({
    labelledBy: headingId,
    value: data[name],
    onChange: (value: PathValue<OnboardingFormValues, Name>) => form.setValue(name, value),
  })
  const id = ONBOARDING_STEPS[step]?.id
  switch (id) {
    case 'welcome':
      return <WelcomeStep />
    case 'goal':
      return <GoalStep {...choice('goal')} />
    case 'current_weight':
    case 'target_weight':
    case 'height':
    case 'age': {
      const field = ONBOARDING_STEP_ANSWERS[id]
      const measure = (
        <MeasureStep
          key={field}
          field={field}
          value={data[field]}
          units={wizard.units}
          input={input(field)}
        />
      )
      if (field === 'age') return measure
      return (
        <div className="space-y-5">
          <UnitsChoice value={wizard.units} onChange={wizard.chooseUnits} />
          {measure}
        </div>
      )
    }
    case 'timeline':
      return (
        <TimelineStep
          value={data.timeline}
          input={input('timeline')}
          onSuggestion={(text) => {
            form.setValue('timeline', text)
            form.clearErrors('timeline')
          }}
        />
      )
    case 'activity_level':
      return <ActivityStep {...choice('activity_level')} />
    case 'gender':
      return <GenderStep {...choice('gender')} />
    case 'calculation':
      return (
        <PlanStep
          plan={plan}
          data={data}
          units={wizard.units}
          onUseWeeks={wizard.chooseTimelineWeeks}
        />
      )
    case 'all_set':
      return <AllSetStep data={data} finishState={wizard.finishState} />
    default:
      return null
  }
}

// Where focus lands on a new step: the input to type in, else the chosen card,
// else the heading, so a screen reader announces the new question.
function focusStep(card: HTMLElement, heading: HTMLElement | null) {
  const target =
    card.querySelector<HTMLElement>('input:not([type=radio])') ??
    card.querySelector<HTMLElement>('input[type=radio]:checked') ??
    card.querySelector<HTMLElement>('input[type=radio]') ??
    heading
  target?.focus({ preventScroll: true })
}

function Wizard({ firstName, userId }: { firstName: string; userId: number | undefined }) {
  const units = useWizardUnits(userId)
  const wizard = useOnboardingWizard(userId, units.initial, units.keep)
  const { step, canGoBack, canGoNext, goNext, goBack, finishState } = wizard
  const headingId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  const firstStepShown = useRef(true)

  useEffect(() => {
    // the first step keeps the page's natural focus; every later one moves it
    if (firstStepShown.current) {
      firstStepShown.current = false
      return
    }
    if (bodyRef.current) focusStep(bodyRef.current, headingRef.current)
  }, [step])

  const { id, title } = ONBOARDING_STEPS[step] ?? ONBOARDING_STEPS[0]
  const { Icon, intro: introOf } = STEP_LOOK[id]
  const intro = typeof introOf === 'string' ? introOf : introOf(wizard.units)
  const saving = finishState.status === 'saving'

  function submit(event: FormEvent) {
    event.preventDefault()
    void goNext()
  }

  // Enter goes Next from anywhere in the step, not only from text inputs.
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Enter' || event.defaultPrevented) return
    const target = event.target as HTMLElement
    const handledNatively =
      target instanceof HTMLButtonElement ||
      target instanceof HTMLAnchorElement ||
      target instanceof HTMLTextAreaElement ||
      (target instanceof HTMLInputElement && target.type !== 'radio')
    if (handledNatively) return
    event.preventDefault()
    void goNext()
  }

  return (
    <>
      <OnboardingProgress step={step} remainingSeconds={wizard.remainingSeconds} />
      <form
        noValidate
        onSubmit={submit}
        onKeyDown={onKeyDown}
        aria-labelledby={headingId}
        className="overflow-hidden rounded-3xl border border-stone-200 bg-white shadow-xl shadow-stone-200/60"
      >
        <div ref={bodyRef} className="p-5 sm:p-8">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
            <Icon className="size-6" aria-hidden />
          </span>
          <h1
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="mt-4 text-2xl font-bold tracking-tight text-stone-900 focus:outline-none sm:text-3xl"
          >
            {title}
          </h1>
          <p className="mt-1.5 text-stone-600">
            {id === 'welcome' && firstName ? `Hi ${firstName}! ${intro}` : intro}
          </p>
          <div className="mt-6">
            <StepBody wizard={wizard} headingId={headingId} />
          </div>
        </div>
        <div className="flex items-center gap-3 border-t border-stone-100 bg-stone-50/70 px-5 py-4 sm:px-8">
          {step > 0 && (
            <Button variant="secondary" onClick={goBack} disabled={!canGoBack} className="h-11">
              <ArrowLeft className="size-4" aria-hidden /> Back
            </Button>
          )}
          <Button
            type="submit"
            disabled={!canGoNext || saving}
            className="ml-auto h-11 min-w-32 flex-1 sm:flex-none"
          >
            {nextButtonLabel(step)}
            <ArrowRight className="size-4" aria-hidden />
          </Button>
        </div>
      </form>
    </>
  )
}

/** /onboarding: the 11-step wizard of spec §2 and §4. */
export function OnboardingPage() {
  const { user } = useAuth()
  // read once: finishing sets the flag, and the page leaves on its own timer then
  const [completedBefore] = useState(hasCompletedOnboardingLocally)
  if (completedBefore) return <Navigate to="/dashboard" replace />
  return <OnboardingScreen firstName={user?.first_name ?? ''} userId={user?.id} />
}

function OnboardingScreen({
  firstName,
  userId,
}: {
  firstName: string
  userId: number | undefined
}) {
  const { signOut } = useAuth()
  const navigate = useNavigate()
  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 via-stone-50 to-stone-50 px-4 pt-6 pb-10 sm:pt-10">
      <div className="mx-auto w-full max-w-xl">
        <header className="flex items-center justify-between gap-3">
          <PlatewiseLogo />
          {/* someone who signed up with the wrong account must not be stuck here */}
          <Button
            variant="ghost"
            className="text-xs"
            onClick={() => {
              signOut()
              navigate('/login')
            }}
          >
            <LogOut className="size-4" aria-hidden /> Logout
          </Button>
        </header>
        <main className="mt-6 space-y-5 sm:mt-8">
          <Wizard firstName={firstName} userId={userId} />
        </main>
      </div>
    </div>
  )
}
