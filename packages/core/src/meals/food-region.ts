import { z } from 'zod'
import { countryOfLanguageTag } from '../locale/country-of-language'

// Where a person's food words come from (issue 25): 'chips' are fries in the
// UK and Australia and crisps in the US, a 'biscuit' is a cookie in one and a
// scone-like bread in the other, 'jelly' is a dessert or a jam. The analyser
// reads those words as the person's region says; the person can choose it in
// Settings, and until they do it comes from the browser's language (the same
// list the browser sends as Accept-Language).

export const FOOD_REGIONS = ['US', 'UK', 'AU'] as const
export type FoodRegion = (typeof FOOD_REGIONS)[number]

export const DEFAULT_FOOD_REGION: FoodRegion = 'US'

export const FOOD_REGION_LABELS: Readonly<Record<FoodRegion, string>> = {
  US: 'United States',
  UK: 'United Kingdom and Ireland',
  AU: 'Australia and New Zealand',
}

/** What changes with the region, in the words a person knows (Settings shows it under each). */
export const FOOD_REGION_EXAMPLES: Readonly<Record<FoodRegion, string>> = {
  US: 'Chips are crisps, a biscuit is a scone-like bread, jelly is jam, a pint is 473 ml.',
  UK: 'Chips are fries, a biscuit is a cookie, jelly is a dessert, a pint is 568 ml.',
  AU: 'Hot chips are fries, a biscuit is a cookie, a lolly is a sweet, a pint is 568 ml.',
}

export const foodRegionSchema = z.enum(FOOD_REGIONS, {
  error: 'Please choose United States, United Kingdom and Ireland, or Australia and New Zealand',
})

// the country part of a language tag ('en-GB', 'ga-IE', 'en-AU') that says which words a person uses
const REGION_OF_COUNTRY: Readonly<Record<string, FoodRegion>> = {
  US: 'US',
  CA: 'US',
  GB: 'UK',
  UK: 'UK',
  IE: 'UK',
  AU: 'AU',
  NZ: 'AU',
}

/**
 * The food region of a browser's languages, most preferred first
 * (navigator.languages): the first tag with a country we know decides; none
 * gives the default. 'en-GB' is the UK, 'en-NZ' Australia's words, 'fr-CA' the US.
 */
export function foodRegionFromLanguages(languages: readonly string[]): FoodRegion {
  for (const tag of languages) {
    const country = countryOfLanguageTag(tag)
    const region = country && REGION_OF_COUNTRY[country]
    if (region) return region
  }
  return DEFAULT_FOOD_REGION
}

/**
 * The food region of an Accept-Language header ('en-GB,en;q=0.9'), its tags
 * taken in the order of their weights; none or a broken header gives the default.
 */
export function foodRegionFromAcceptLanguage(header: string | undefined): FoodRegion {
  if (!header) return DEFAULT_FOOD_REGION
  const tags = header
    .split(',')
    .slice(0, 20)
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((param) => /^\s*q=(.*)$/.exec(param)?.[1]).find((v) => v !== undefined)
      // a weight that is not a number leaves the tag out
      const weight = q === undefined ? 1 : /^\s*[0-9.]+\s*$/.test(q) ? Number(q) : NaN
      return { tag: tag.trim(), weight, order }
    })
    .filter(({ tag, weight }) => tag && Number.isFinite(weight) && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
  return foodRegionFromLanguages(tags.map(({ tag }) => tag))
}
