import { z } from 'zod'

// Each list holds the person's rows as they are stored, field by field; the
// export is for the person to keep or take elsewhere, so it is complete rather
// than shaped for one screen.
const rows = z.array(z.record(z.string(), z.unknown()))

/**
 * A session as the export gives it: declared field by field, so nothing else
 * of the row (its token's hash) can reach the file, whatever the query reads.
 */
const exportedSessionSchema = z.object({
  id: z.number(),
  device_label: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
})

/** GET /api/account/export: everything of the person, as one JSON document. */
export const accountExportSchema = z.object({
  exported_at: z.string(),
  user: z.record(z.string(), z.unknown()),
  /** goals and body figures of onboarding, and the bio; null before onboarding */
  profile: z.record(z.string(), z.unknown()).nullable(),
  meals: rows,
  /** the weight log, oldest first: one weight (pounds) per day */
  weights: rows,
  saved_meals: rows,
  /** their posts, those shared with a group included (with its group_id) */
  posts: rows,
  comments: rows,
  likes: rows,
  bookmarks: rows,
  following: rows,
  followers: rows,
  groups: rows,
  /** invitations to groups the person sent, with whom and to which group */
  invitations_sent: rows,
  /** invitations to groups the person has and has not answered yet, with who sent them */
  invitations_received: rows,
  /** invitations the person declined, with who sent them and when */
  invitations_declined: rows,
  /** where the person is or was signed in; never a token or its hash */
  sessions: z.array(exportedSessionSchema),
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
