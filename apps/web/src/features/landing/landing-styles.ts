// Shared class strings so every interactive element on the page gets the same
// visible focus ring and the two call-to-action styles stay identical everywhere.

export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'

export const focusRingOnDark =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'

// emerald-700 rather than emerald-600: white text on 600 falls below 4.5:1 contrast.
export const primaryButton = `inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 font-semibold text-white shadow-sm shadow-brand-900/20 transition-colors hover:bg-brand-900 ${focusRing}`

export const secondaryButton = `inline-flex items-center justify-center gap-2 rounded-full border border-stone-300 bg-white font-semibold text-stone-800 transition-colors hover:border-stone-400 hover:bg-stone-100 ${focusRing}`
