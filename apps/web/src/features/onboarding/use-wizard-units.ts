import type { Preferences, UnitSystem } from '@platewise/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { browserUnitSystem, preferencesApi, preferencesKey } from '../../lib/account/preferences'

/**
 * The units the wizard first asks in (the person's choice if it is known, else
 * what their browser's region suggests) and how a switch is kept: as their
 * choice in Settings too. A switch that cannot be saved still holds for the
 * wizard, whose draft keeps it.
 */
export function useWizardUnits(userId: number | undefined) {
  const queryClient = useQueryClient()
  const [initial] = useState<UnitSystem>(() => {
    const cached =
      userId === undefined
        ? undefined
        : queryClient.getQueryData<Preferences>(preferencesKey(userId))
    return cached?.units ?? browserUnitSystem()
  })
  const keep = useMutation({
    mutationFn: (units: UnitSystem) => preferencesApi.update({ units }),
    onSuccess: (answer) => {
      if (userId !== undefined) queryClient.setQueryData(preferencesKey(userId), answer)
    },
  })
  return { initial, keep: (units: UnitSystem) => keep.mutate(units) }
}
