import { z } from 'zod'

// Our CSP allows no eval (DESIGN.md §9). Zod compiles object schemas with
// `new Function` where it may, and finds out whether it may by trying: the
// browser refuses, zod falls back, but the refusal is still reported as a CSP
// violation on every page load. Imported first by main.tsx, before any parse.
z.config({ jitless: true })
