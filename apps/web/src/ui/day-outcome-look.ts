import type { DayOutcome } from '@platewise/core'

/**
 * How each day outcome looks on the week strip and the calendar, so the two
 * always agree. Each disc's number reads at 4.5:1 or better (WCAG AA): white on
 * brand-700 is 5.5:1, where brand-600 was 3.8:1.
 */
export const DAY_OUTCOME_LOOK: Record<DayOutcome, { disc: string; swatch: string }> = {
  met: { disc: 'bg-brand-700 text-white', swatch: 'bg-brand-700' },
  partial: { disc: 'bg-amber-300 text-amber-950', swatch: 'bg-amber-300' },
  missed: { disc: 'bg-rose-200 text-rose-950', swatch: 'bg-rose-300' },
  none: { disc: 'bg-stone-100 text-stone-700', swatch: 'bg-stone-200' },
}

/** The legend's order: the outcomes, from best to none. */
export const DAY_OUTCOMES: readonly DayOutcome[] = ['met', 'partial', 'missed', 'none']
