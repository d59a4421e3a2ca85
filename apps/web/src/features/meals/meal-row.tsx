import { formatAmount, formatNutrient, NUTRIENT_RULES } from '@platewise/core'
import { Bookmark, BookmarkCheck, Pencil, SlidersHorizontal, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import { Spinner } from '../../ui/spinner'
import { RowButton } from './row-button'
import { MealTypeBadge } from '../../ui/meal-type-badge'
import type { LoggedMeal } from '../../lib/meals/meals-api'

/** 'h:mm AM' in the viewer's time zone; '' for a missing or broken timestamp. */
export function mealTime(createdAt: string | null | undefined): string {
  const time = createdAt ? new Date(createdAt) : null
  if (!time || Number.isNaN(time.getTime())) return ''
  return time.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })
}

const SHOWN = ['protein', 'carbs', 'fat', 'fiber'] as const

interface MealRowProps {
  meal: LoggedMeal
  /** Another row is being edited, or this one is busy: actions wait. */
  locked: boolean
  /** A saved meal ("favorite") was made from this one */
  saved: boolean
  saving: boolean
  deleting: boolean
  onSave(): void
  onEdit(): void
  onDelete(): void
  /** Reopens what the analyser understood, to correct it (analysed meals only) */
  onAdjust?(): void
}

/** One logged meal (§2): badge, time, description, nutrients and its actions. */
export function MealRow({
  meal,
  locked,
  saved,
  saving,
  deleting,
  onSave,
  onEdit,
  onDelete,
  onAdjust,
}: MealRowProps) {
  const [confirming, setConfirming] = useState(false)
  // Keep puts focus back on Delete, which the question had replaced
  const [keptAfterAsking, setKeptAfterAsking] = useState(false)
  const descriptionId = useId()
  const time = mealTime(meal.createdAt)

  return (
    <li aria-labelledby={descriptionId} className="px-5 py-4">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <div className="flex items-center gap-2">
            <MealTypeBadge type={meal.mealType} />
            {time && (
              <time dateTime={meal.createdAt} className="text-xs text-stone-500">
                {time}
              </time>
            )}
          </div>
          <p id={descriptionId} className="mt-1.5 text-sm text-pretty wrap-anywhere text-stone-900">
            {meal.description}
          </p>
        </div>
        <p className="shrink-0 text-right">
          <span className="block text-lg leading-tight font-bold text-stone-900 tabular-nums">
            {formatAmount(meal.calories)}
          </span>{' '}
          <span className="text-xs text-stone-500">{NUTRIENT_RULES.calories.unit}</span>
        </p>
      </div>

      <dl className="mt-2.5 flex flex-wrap gap-1.5">
        {SHOWN.map((key) => (
          <div
            key={key}
            className="inline-flex items-center gap-1 rounded-lg bg-stone-100 px-2 py-1 text-xs"
          >
            <dt className="text-stone-600">{NUTRIENT_RULES[key].label}</dt>
            <dd className="font-semibold text-stone-800 tabular-nums">
              {formatNutrient(key, meal[key])}
            </dd>
          </div>
        ))}
      </dl>

      {/* keyed apart: otherwise React reuses the focused Delete button as 'Yes, delete',
          and a second Enter would delete without the question being read */}
      {confirming ? (
        <div
          key="confirm"
          role="group"
          aria-label="Confirm delete"
          className="mt-3 flex flex-wrap items-center gap-2 rounded-xl bg-red-50 px-3 py-2 ring-1 ring-red-100"
        >
          <p className="mr-auto text-sm font-medium text-red-800">Delete this meal?</p>
          <RowButton
            autoFocus
            onClick={() => {
              setConfirming(false)
              setKeptAfterAsking(true)
            }}
            disabled={deleting}
          >
            Keep
          </RowButton>
          <RowButton tone="danger" onClick={onDelete} disabled={deleting}>
            {deleting ? (
              <Spinner className="size-3.5" />
            ) : (
              <Trash2 className="size-3.5" aria-hidden />
            )}
            {deleting ? 'Deleting...' : 'Yes, delete'}
          </RowButton>
        </div>
      ) : (
        <div key="actions" className="mt-3 flex gap-1.5">
          {saved ? (
            <RowButton tone="done" disabled title="In your saved meals">
              <BookmarkCheck className="size-3.5" aria-hidden />
              Saved
            </RowButton>
          ) : (
            <RowButton onClick={onSave} disabled={locked || saving}>
              {saving ? (
                <Spinner className="size-3.5" />
              ) : (
                <Bookmark className="size-3.5" aria-hidden />
              )}
              Save
            </RowButton>
          )}
          <RowButton onClick={onEdit} disabled={locked} data-edit-meal={meal.id}>
            <Pencil className="size-3.5" aria-hidden />
            Edit
          </RowButton>
          {onAdjust && (
            <RowButton onClick={onAdjust} disabled={locked}>
              <SlidersHorizontal className="size-3.5" aria-hidden />
              Adjust
            </RowButton>
          )}
          <RowButton
            tone="danger-quiet"
            autoFocus={keptAfterAsking}
            onClick={() => setConfirming(true)}
            disabled={locked}
          >
            <Trash2 className="size-3.5" aria-hidden />
            Delete
          </RowButton>
        </div>
      )}
    </li>
  )
}
