import { z } from 'zod'
import { UNIT_SYSTEMS } from './unit-system'

// The schema apart from units.ts's helpers (decision 022): the signed-in chunk
// takes the browser-region guess from units.ts, and a schema built beside it
// brought zod into every page's first load, the feed's too (decision 039).
export const unitSystemSchema = z.enum(UNIT_SYSTEMS, {
  error: 'Please choose US (lb, in) or metric (kg, cm)',
})
