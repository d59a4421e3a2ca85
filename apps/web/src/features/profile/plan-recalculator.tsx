import {
  calculatePlanSafely,
  effectiveGoal,
  formatAmount,
  GOALS,
  measureToSpec,
  parseTimelineDays,
  validateTimeline,
  type EditProfileValues,
  type Goal,
  type Plan,
} from '@platewise/core'
import { Calculator } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { SelectField } from '../../ui/select-field'
import { TextField } from '../../ui/text-field'

const GOAL_LABELS: Record<Goal, string> = {
  lose: 'Lose weight',
  maintain: 'Maintain weight',
  gain: 'Gain weight',
}

const toNumber = (text: string) => (text.trim() === '' ? null : Number(text))

/** A measure of the form, typed in the person's units, in the formula's pounds and inches. */
const specMeasure = (values: EditProfileValues, field: 'weight' | 'target_weight' | 'height') =>
  measureToSpec(field, toNumber(values[field]), values.units)

/** The goal the weights point to, as the wizard would have read it. */
function goalOf(values: EditProfileValues): Goal {
  const weight = toNumber(values.weight)
  const target = toNumber(values.target_weight)
  if (weight === null || target === null) return 'maintain'
  return target < weight ? 'lose' : target > weight ? 'gain' : 'maintain'
}

/**
 * Edit Profile's 'Recalculate my plan' (issue 25): the plan formula of
 * onboarding, with its guards, from the form's own answers (weight, target,
 * height, age, sex, activity) plus the goal and timeline. It shows the new
 * numbers first; the goals change only when the person chooses 'Use these
 * goals', so goals set by hand stay until then.
 */
export function PlanRecalculator({
  values,
  onUse,
}: {
  values: EditProfileValues
  onUse(goals: { daily_calories: number; daily_protein: number }): void
}) {
  const [goal, setGoal] = useState<Goal>(() => goalOf(values))
  const [timeline, setTimeline] = useState('12 weeks')
  const [timelineError, setTimelineError] = useState<string>()
  const [plan, setPlan] = useState<Plan | null>(null)

  function work(timelineText = timeline) {
    const message = validateTimeline(timelineText)
    setTimelineError(message ?? undefined)
    if (message) return setPlan(null)
    setPlan(
      calculatePlanSafely({
        weight: specMeasure(values, 'weight'),
        targetWeight: specMeasure(values, 'target_weight'),
        height: specMeasure(values, 'height'),
        age: toNumber(values.age),
        gender: values.gender || null,
        activityLevel: values.activity_level || null,
        goal,
        timelineDays: parseTimelineDays(timelineText),
        units: values.units,
      }),
    )
  }

  function takeWeeks(weeks: number) {
    const text = `${weeks} weeks`
    setTimeline(text)
    work(text)
  }

  const weight = toNumber(values.weight)
  const target = toNumber(values.target_weight)
  const plannedAs =
    plan && !plan.fallbackMessage && weight !== null && target !== null
      ? effectiveGoal(goal, weight, target)
      : null

  return (
    <div className="grid gap-4 rounded-xl border border-stone-200 bg-stone-50/60 p-4">
      <p className="flex items-center gap-2 text-sm font-semibold text-stone-800">
        <Calculator className="size-4 text-brand-700" aria-hidden />
        Recalculate my plan
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Goal"
          options={GOALS.map((choice) => ({ value: choice, label: GOAL_LABELS[choice] }))}
          value={goal}
          onChange={(event) => {
            setGoal(event.target.value as Goal)
            setPlan(null)
          }}
        />
        <TextField
          label="Timeframe"
          value={timeline}
          error={timelineError}
          hint='For example "12 weeks" or "3 months"'
          onChange={(event) => {
            setTimeline(event.target.value)
            setTimelineError(undefined)
            setPlan(null)
          }}
        />
      </div>
      <div>
        <Button variant="secondary" onClick={() => work()}>
          Work out my plan
        </Button>
      </div>

      {plan && (
        <div role="group" aria-label="Your new plan" aria-live="polite" className="grid gap-3">
          {plan.fallbackMessage ? (
            <Alert tone="warning">
              {plan.fallbackReason
                ? `${plan.fallbackReason}: your plan needs it to be worked out.`
                : 'Fill in your weight, target weight, height, age, sex and activity level to work out your plan.'}
            </Alert>
          ) : (
            <>
              <p className="text-sm text-stone-800">
                Your plan:{' '}
                <strong className="tabular-nums">{formatAmount(plan.dailyCalories, 'kcal')}</strong>{' '}
                and <strong className="tabular-nums">{formatAmount(plan.dailyProtein, 'g')}</strong>{' '}
                of protein a day
                {plannedAs && plannedAs !== goal
                  ? ', planned to maintain: your target weight and goal point different ways.'
                  : '.'}
              </p>
              {plan.guard && (
                <Alert tone="warning">
                  <p>{plan.guard.message}</p>
                  {plan.guard.safeWeeks && (
                    <Button
                      className="mt-3"
                      variant="secondary"
                      onClick={() => takeWeeks(plan.guard!.safeWeeks!)}
                    >
                      Use {plan.guard.safeWeeks} weeks
                    </Button>
                  )}
                </Alert>
              )}
              <div className="flex flex-wrap items-center gap-3">
                <Button
                  onClick={() =>
                    onUse({ daily_calories: plan.dailyCalories, daily_protein: plan.dailyProtein })
                  }
                >
                  Use these goals
                </Button>
                <p className="text-xs text-stone-500">
                  Your goals above stay as they are unless you choose this.
                </p>
              </div>
            </>
          )}
        </div>
      )}
    </div>
  )
}
