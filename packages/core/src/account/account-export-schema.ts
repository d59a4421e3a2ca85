import { z } from 'zod'

// Each list holds the person's rows as they are stored, field by field; the
// export is for the person to keep or take elsewhere, so it is complete rather
// than shaped for one screen.
const rows = z.array(z.record(z.string(), z.unknown()))

/** GET /api/account/export: everything of the person, as one JSON document. */
export const accountExportSchema = z.object({
  exported_at: z.string(),
  user: z.record(z.string(), z.unknown()),
  /** goals and body figures of onboarding, and the bio; null before onboarding */
  profile: z.record(z.string(), z.unknown()).nullable(),
  meals: rows,
  saved_meals: rows,
  posts: rows,
  comments: rows,
  likes: rows,
  bookmarks: rows,
  following: rows,
  followers: rows,
  groups: rows,
  group_posts: rows,
})
export type AccountExport = z.output<typeof accountExportSchema>

/** GET /api/account/export/meals.csv: one row per meal, formulas disarmed (csv.ts). */
export const mealsCsvSchema = z.string()

export const MEALS_CSV_HEADER = [
  'date',
  'meal_type',
  'description',
  'calories',
  'protein_g',
  'carbs_g',
  'fat_g',
  'fiber_g',
  'sugar_g',
  'sodium_mg',
  'logged_at',
] as const
