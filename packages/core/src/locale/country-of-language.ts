/**
 * The country part of a language tag, upper-cased: 'en-GB' → 'GB', 'ga_IE' →
 * 'IE', 'zh-Hant-TW' → 'TW'; null for a tag that names none ('en', 'fr').
 * The browser's languages are how the app first guesses a person's food words
 * and units, before they choose.
 */
export function countryOfLanguageTag(tag: string): string | null {
  const country = tag
    .split(/[-_]/)
    .slice(1)
    .find((part) => /^[A-Za-z]{2}$/.test(part))
  return country ? country.toUpperCase() : null
}
