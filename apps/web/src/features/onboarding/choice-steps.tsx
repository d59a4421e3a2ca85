import type { ActivityLevel, Gender, Goal } from '@platewise/core'
import { Equal, Mars, TrendingDown, TrendingUp, Venus } from 'lucide-react'
import { ACTIVITY_CHOICES } from '../../ui/activity-choices'
import type { Choice } from '../../ui/choice'
import { ChoiceCards } from './choice-cards'

const GOAL_CHOICES: readonly Choice<Goal>[] = [
  {
    value: 'lose',
    label: 'Lose weight',
    description: 'Eat a little under what you burn.',
    Icon: TrendingDown,
  },
  {
    value: 'maintain',
    label: 'Maintain weight',
    description: 'Stay where you are and eat well.',
    Icon: Equal,
  },
  {
    value: 'gain',
    label: 'Gain weight',
    description: 'Build up with a steady surplus.',
    Icon: TrendingUp,
  },
]

// Onboarding offers the two the formula is defined for; the profile editor adds 'other' (§3).
const GENDER_CHOICES: readonly Choice<'male' | 'female'>[] = [
  { value: 'male', label: 'Male', Icon: Mars },
  { value: 'female', label: 'Female', Icon: Venus },
]

interface ChoiceStepProps<T extends string> {
  labelledBy: string
  value: T | null
  onChange: (value: T) => void
}

/** Step 1 */
export function GoalStep(props: ChoiceStepProps<Goal>) {
  return <ChoiceCards options={GOAL_CHOICES} {...props} />
}

/** Step 7 */
export function ActivityStep(props: ChoiceStepProps<ActivityLevel>) {
  return <ChoiceCards options={ACTIVITY_CHOICES} {...props} />
}

/** Step 8 */
export function GenderStep({ labelledBy, value, onChange }: ChoiceStepProps<Gender>) {
  return (
    <div>
      <ChoiceCards
        options={GENDER_CHOICES}
        layout="grid"
        labelledBy={labelledBy}
        value={value === 'male' || value === 'female' ? value : null}
        onChange={onChange}
      />
      <p className="mt-4 text-sm text-stone-500">
        Only used to estimate how many calories your body burns at rest.
      </p>
    </div>
  )
}
