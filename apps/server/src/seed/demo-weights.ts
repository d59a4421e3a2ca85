import { addDays, PROFILE_RANGES, type IsoDate } from '@platewise/core'
import type { DemoPerson } from './demo-people'
import { createRandom } from './demo-random'

// The demo's weigh-ins (issue 27): six weeks of mornings on the scale, so the
// chart draws a trend and, with the meals, the calories people really burn can
// be measured. Each person moves toward their target at a steady pace and ends
// at their profile's weight today; a day's water shows as up to 1.5 lbs either
// way, and those who skip logging skip the scale too.

/** How many days of weigh-ins, ending today */
export const DEMO_WEIGH_IN_DAYS = 42

/** Pounds a day a person moves toward their target: about half a pound a week */
const PACE = { lose: 0.07, gain: 0.04, maintain: 0 } as const

export interface PlannedWeighIn {
  person: number
  date: IsoDate
  /** Pounds, to a tenth */
  weight: number
}

const { min, max } = PROFILE_RANGES.weight

export function planWeighIns(
  people: readonly Pick<DemoPerson, 'weight' | 'goal' | 'gaps'>[],
  today: IsoDate,
): PlannedWeighIn[] {
  const random = createRandom('weights')
  return people.flatMap((person, index) => {
    const pace = person.goal === 'gain' ? -PACE.gain : PACE[person.goal]
    const weighIns: PlannedWeighIn[] = []
    for (let daysAgo = DEMO_WEIGH_IN_DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
      // today always, so the profile's weight is today's; other days most mornings
      if (daysAgo > 0 && random.chance(0.15 + person.gaps * 2)) continue
      const water = daysAgo === 0 ? 0 : random.between(-1.5, 1.5)
      const weight = Math.round((person.weight + pace * daysAgo + water) * 10) / 10
      weighIns.push({
        person: index,
        date: addDays(today, -daysAgo),
        weight: Math.min(max, Math.max(min, weight)),
      })
    }
    return weighIns
  })
}
