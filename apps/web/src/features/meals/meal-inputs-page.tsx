import { isValidIsoDate, todayIso } from '@platewise/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useUserId } from '../../app/auth-context'
import { TextField } from '../../ui/text-field'
import { AddMealForm } from './add-meal-form'
import { AnalysisPanel } from './analysis-panel'
import { DailySummaryCard } from './daily-summary-card'
import { FlashToast } from './flash-toast'
import { MealList } from './meal-list'
import { mealQueries } from './meal.queries'
import type { LoggedMeal } from './meals-api'
import { useFlashMessage } from './use-flash-message'

/** Meal Inputs (§2): log meals for any day and look after the ones logged. */
export function MealInputsPage() {
  const [date, setDate] = useState(() => todayIso())
  const [analysed, setAnalysed] = useState<LoggedMeal | null>(null)
  const flash = useFlashMessage()
  const meals = useQuery(mealQueries.day(useUserId(), date))

  function changeDate(value: string) {
    // a cleared or half-typed date keeps the day on screen
    if (!isValidIsoDate(value)) return
    setDate(value)
    setAnalysed(null)
  }

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-stone-900">Meal Inputs</h1>
          <p className="mt-1 text-sm text-stone-600">
            Log what you eat by describing it, or enter the numbers yourself.
          </p>
        </div>
        <TextField
          label="Date"
          type="date"
          value={date}
          onChange={(event) => changeDate(event.target.value)}
          className="sm:w-52"
        />
      </header>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
        <div className="space-y-6">
          <AddMealForm date={date} onMessage={flash.show} onAnalysed={setAnalysed} />
          {analysed && <AnalysisPanel meal={analysed} onDismiss={() => setAnalysed(null)} />}
        </div>

        <div className="space-y-6">
          {meals.data && meals.data.length > 0 && (
            <DailySummaryCard date={date} meals={meals.data} />
          )}
          <MealList
            key={date}
            date={date}
            meals={meals}
            onMessage={flash.show}
            onDeleted={(meal) => setAnalysed((shown) => (shown?.id === meal.id ? null : shown))}
          />
        </div>
      </div>

      <FlashToast message={flash.message} />
    </div>
  )
}
