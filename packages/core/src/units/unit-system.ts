import { countryOfLanguageTag } from '../locale/country-of-language'

// The two unit systems and the guess from a browser's languages, apart from
// the conversions of units.ts: every signed-in page asks for the guess (the
// preferences query), and only the pages that show a weight or a height need
// the rest (decision 039).

export const UNIT_SYSTEMS = ['US', 'metric'] as const
export type UnitSystem = (typeof UNIT_SYSTEMS)[number]

/** The spec's own units: what a person sees before the app knows better. */
export const DEFAULT_UNIT_SYSTEM: UnitSystem = 'US'

export const UNIT_SYSTEM_LABELS: Readonly<Record<UnitSystem, string>> = {
  US: 'US (lb, in)',
  metric: 'Metric (kg, cm)',
}

// the countries that weigh people in pounds and measure them in inches
const US_UNIT_COUNTRIES = new Set(['US', 'LR', 'MM'])

/**
 * The units a browser's languages suggest, most preferred first
 * (navigator.languages): the first tag with a country decides ('en-US' US,
 * 'en-GB' or 'de-DE' metric); with none, plain English keeps the spec's US
 * units and any other language is metric.
 */
export function unitSystemFromLanguages(languages: readonly string[]): UnitSystem {
  for (const tag of languages) {
    const country = countryOfLanguageTag(tag)
    if (country) return US_UNIT_COUNTRIES.has(country) ? 'US' : 'metric'
  }
  const first = languages[0]?.toLowerCase()
  return first === undefined || first === 'en' ? DEFAULT_UNIT_SYSTEM : 'metric'
}
