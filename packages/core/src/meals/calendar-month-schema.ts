import { z } from 'zod'

// The month activity calendar of §3 (GET /api/meals/calendar/{year}/{month}).

const calendarDaySchema = z.object({
  date: z.string(),
  has_data: z.boolean(),
  calories_met: z.boolean(),
  protein_met: z.boolean(),
})
export type CalendarDay = z.output<typeof calendarDaySchema>

export const calendarMonthSchema = z.object({
  year: z.number(),
  /** 1 to 12 */
  month: z.number(),
  days: z.array(calendarDaySchema),
})
export type CalendarMonth = z.output<typeof calendarMonthSchema>
