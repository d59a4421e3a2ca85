import { UNIT_SYSTEM_LABELS, type UnitSystem } from '@platewise/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import {
  browserUnitSystem,
  preferencesQuery,
  useChoosePreferences,
} from '../../lib/account/preferences'
import { useUserId } from '../../lib/auth-context'
import { QueryContent } from '../../ui/query-content'
import { UnitsChoice } from '../../ui/units-choice'
import { PreferenceOutcome } from './preference-outcome'
import { SettingsSection } from './settings-section'

/**
 * Settings › Units: whether weights and heights show in pounds and inches or
 * kilograms and centimetres, everywhere in the app. Until the person chooses,
 * their browser's region decides, and the section says so.
 */
export function UnitsSection() {
  const userId = useUserId()
  const preferences = useQuery(preferencesQuery(userId))
  const choose = useChoosePreferences()
  const [saved, setSaved] = useState<UnitSystem | null>(null)
  const chosen = preferences.data?.units ?? null
  const pending = choose.isPending ? choose.variables.units : undefined
  const current = pending ?? chosen ?? browserUnitSystem()

  return (
    <SettingsSection
      title="Units"
      description="How your weight, target weight and height are shown and entered."
    >
      <QueryContent query={preferences} failure="Your units could not be loaded.">
        {() => (
          <div className="space-y-4">
            <UnitsChoice
              legend="Show them in"
              value={current}
              disabled={choose.isPending}
              onChange={(units) =>
                choose.mutate({ units }, { onSuccess: (answer) => setSaved(answer.units) })
              }
            />
            <PreferenceOutcome
              chosen={chosen !== null}
              pending={choose.isPending}
              browserSource="region"
              savedMessage={
                saved && `Saved. Weights and heights now show in ${UNIT_SYSTEM_LABELS[saved]}.`
              }
              error={choose.error}
            />
          </div>
        )}
      </QueryContent>
    </SettingsSection>
  )
}
