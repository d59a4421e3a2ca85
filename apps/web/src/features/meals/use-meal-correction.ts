import {
  correctionDraft,
  correctionPayload,
  draftDiffers,
  draftProblems,
  draftTotals,
  hasDraftProblems,
  serverDraftProblems,
  type CorrectionDraft,
  type MealAnalysis,
} from '@platewise/core'
import { useState } from 'react'
import { errorMessage, isApiError } from '../../lib/api-error'
import type { LoggedMeal } from '../../lib/meals/meals-api'
import { MEAL_FEEDBACK, useUpdateMeal } from '../../lib/meals/use-meal-mutations'

/**
 * The 'What we understood' panel's draft of an analysed meal: the person's
 * changes, held here until Save changes sends them (PUT /api/meals/{id}) or
 * Discard changes drops them. The rules are core's; this only keeps the state.
 */
export function useMealCorrection(
  meal: LoggedMeal,
  analysis: MealAnalysis,
  { onSaved }: { onSaved(meal: LoggedMeal): void },
) {
  const [draft, setDraft] = useState(() => correctionDraft(analysis))
  // A new saved reading (after a save, or a change made elsewhere) starts the draft
  // over; a refetch that brings the same reading keeps what the person has done.
  const reading = JSON.stringify(analysis)
  const [draftOf, setDraftOf] = useState(reading)
  // bumped when the draft starts over, so rows drop what was typed in them
  const [revision, setRevision] = useState(0)
  const [saveRefused, setSaveRefused] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  // the server's refusal of a row (an item past one item's limits), by the row's key
  const [serverFields, setServerFields] = useState<Record<string, string>>({})
  const updateMeal = useUpdateMeal()

  function clearServerAnswer() {
    setServerError(null)
    setServerFields({})
  }

  function startOver() {
    setDraft(correctionDraft(analysis))
    setRevision((r) => r + 1)
    setSaveRefused(false)
    clearServerAnswer()
  }

  if (reading !== draftOf) {
    setDraftOf(reading)
    startOver()
  }

  const problems = draftProblems(draft)

  return {
    draft,
    revision,
    totals: draftTotals(draft),
    changed: draftDiffers(draft),
    /** What is wrong with each amount or calories field, by its key */
    fieldErrors: { ...serverFields, ...problems.fields },
    /** Why Save was refused (nothing left, totals past one meal), or what the server answered */
    error: (saveRefused ? problems.empty : undefined) ?? problems.total ?? serverError,
    saving: updateMeal.isPending,

    change(next: (draft: CorrectionDraft) => CorrectionDraft) {
      setDraft(next)
      setSaveRefused(false)
      clearServerAnswer()
    },
    discard: startOver,
    /** Sends the draft; false when it cannot be saved as it is (the reasons show). */
    save(): boolean {
      if (hasDraftProblems(problems)) {
        setSaveRefused(true)
        return false
      }
      clearServerAnswer()
      updateMeal.mutate(
        { meal, changes: correctionPayload(draft) },
        {
          onSuccess: onSaved,
          onError: (error) => {
            const placed = serverDraftProblems(draft, (isApiError(error) && error.fields) || {})
            setServerFields(placed.fields)
            // a message placed at its row is not said twice
            const atRows = Object.keys(placed.fields).length > 0
            setServerError(
              placed.other ?? (atRows ? null : errorMessage(error, MEAL_FEEDBACK.updateFailed)),
            )
          },
        },
      )
      return true
    },
  }
}

export type MealCorrectionState = ReturnType<typeof useMealCorrection>
