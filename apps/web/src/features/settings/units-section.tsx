import { UNIT_SYSTEM_LABELS, type UnitSystem } from '@platewise/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import {
  browserUnitSystem,
  preferencesQuery,
  useChoosePreferences,
} from '../../lib/account/preferences'
import { errorMessage } from '../../lib/api-error'
import { useUserId } from '../../lib/auth-context'
import { Alert } from '../../ui/alert'
import { QueryContent } from '../../ui/query-content'
import { UnitsChoice } from '../../ui/units-choice'
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
            {chosen === null && !choose.isPending && (
              <p className="text-sm text-stone-600">
                Taken from your browser’s region until you choose.
              </p>
            )}
            {saved && !choose.isPending && (
              <Alert tone="success">
                Saved. Weights and heights now show in {UNIT_SYSTEM_LABELS[saved]}.
              </Alert>
            )}
            {choose.isError && (
              <Alert tone="error">
                {errorMessage(choose.error, 'Your choice could not be saved. Please try again.')}
              </Alert>
            )}
          </div>
        )}
      </QueryContent>
    </SettingsSection>
  )
}
