import type { ActivityLevel } from '@platewise/core'
import { Armchair, Bike, Dumbbell, Flame, Footprints } from 'lucide-react'
import type { Choice } from './choice'

/** The activity levels in words, for onboarding's step and the profile (§3). */
export const ACTIVITY_CHOICES: readonly Choice<ActivityLevel>[] = [
  {
    value: 'sedentary',
    label: 'Sedentary',
    description: 'Desk job, little or no exercise.',
    Icon: Armchair,
  },
  {
    value: 'light',
    label: 'Lightly active',
    description: 'Light exercise 1–3 days a week.',
    Icon: Footprints,
  },
  {
    value: 'moderate',
    label: 'Moderately active',
    description: 'Moderate exercise 3–5 days a week.',
    Icon: Bike,
  },
  {
    value: 'active',
    label: 'Active',
    description: 'Hard exercise 6–7 days a week.',
    Icon: Dumbbell,
  },
  {
    value: 'very_active',
    label: 'Very active',
    description: 'Hard daily training or a physical job.',
    Icon: Flame,
  },
]
