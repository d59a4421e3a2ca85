import { config } from 'zod/v4/core'

// Our CSP allows no eval (DESIGN.md §9). Zod compiles object schemas with
// `new Function` where it may, and finds out whether it may by trying: the
// browser refuses, zod falls back, but the refusal is still reported as a CSP
// violation on every page load. The web build hands this module to every
// import of 'zod' (build/zod-without-eval.ts), so the setting is made before
// any schema is, in whichever chunk zod travels, and pages without zod (the
// landing page, the feed) go without it.
config({ jitless: true })

export * from 'zod'
