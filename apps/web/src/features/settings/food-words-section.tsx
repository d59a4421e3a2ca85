import {
  FOOD_REGION_EXAMPLES,
  FOOD_REGION_LABELS,
  FOOD_REGIONS,
  foodRegionFromLanguages,
  type FoodRegion,
} from '@platewise/core'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useUserId } from '../../lib/auth-context'
import { QueryContent } from '../../ui/query-content'
import { preferencesQuery, useChoosePreferences } from '../../lib/account/preferences'
import { PreferenceOutcome } from './preference-outcome'
import { SettingsSection } from './settings-section'

/** The region the browser's languages name: what the server reads until the person chooses. */
const browserRegion = () => foodRegionFromLanguages(navigator.languages ?? [navigator.language])

/**
 * Settings › Food words: whose words 'Add Meal Using AI' reads ('chips',
 * 'biscuit', 'jelly', a pint). Until the person chooses, their browser's
 * language decides, and the section says so.
 */
export function FoodWordsSection() {
  const userId = useUserId()
  const preferences = useQuery(preferencesQuery(userId))
  const [saved, setSaved] = useState<FoodRegion | null>(null)
  // the radio the person picked, shown checked in the same render as the click: the
  // mutation's pending state arrives a render later, and a controlled radio would flick back
  const [picked, setPicked] = useState<FoodRegion | null>(null)
  const choose = useChoosePreferences()
  const chooseRegion = (region: FoodRegion) =>
    choose.mutate(
      { food_region: region },
      { onSuccess: (answer) => setSaved(answer.food_region), onSettled: () => setPicked(null) },
    )
  const name = useId()
  const chosen = preferences.data?.food_region ?? null
  const pending = choose.isPending ? choose.variables.food_region : undefined
  const current = picked ?? pending ?? chosen ?? browserRegion()

  return (
    <SettingsSection
      title="Food words"
      description="Where you learned your food words. Add Meal Using AI reads your meals with them."
    >
      <QueryContent query={preferences} failure="Your food words could not be loaded.">
        {() => (
          <div className="space-y-4">
            <fieldset>
              <legend className="sr-only">Food words</legend>
              <div className="grid gap-2">
                {FOOD_REGIONS.map((region) => (
                  <label
                    key={region}
                    className={`flex cursor-pointer items-start gap-3 rounded-2xl border-2 p-3 has-[input:focus-visible]:ring-4 has-[input:focus-visible]:ring-brand-100 ${
                      current === region
                        ? 'border-brand-600 bg-brand-50'
                        : 'border-stone-200 hover:border-stone-300'
                    }`}
                  >
                    <input
                      type="radio"
                      name={name}
                      value={region}
                      checked={current === region}
                      disabled={choose.isPending}
                      onChange={() => {
                        setPicked(region)
                        chooseRegion(region)
                      }}
                      aria-labelledby={`${name}-${region}-label`}
                      aria-describedby={`${name}-${region}`}
                      className="mt-1 size-4 accent-brand-600"
                    />
                    <span className="min-w-0">
                      <span
                        id={`${name}-${region}-label`}
                        className="block text-sm font-semibold text-stone-900"
                      >
                        {FOOD_REGION_LABELS[region]}
                      </span>
                      <span id={`${name}-${region}`} className="block text-sm text-stone-600">
                        {FOOD_REGION_EXAMPLES[region]}
                      </span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <PreferenceOutcome
              chosen={chosen !== null}
              pending={choose.isPending}
              browserSource="language"
              savedMessage={
                saved &&
                `Saved. Meals you add now are read with ${FOOD_REGION_LABELS[saved]} food words.`
              }
              error={choose.error}
            />
          </div>
        )}
      </QueryContent>
    </SettingsSection>
  )
}
