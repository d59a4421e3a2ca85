// Words that say a dish was made with a dairy milk ('made with semi-skimmed', 'with skim'),
// for the split and the parse to agree on (made-with-milk.ts picks the row).
const DAIRY_MILK = /\b(?:milk|semi[- ]?skimmed|skimmed|skim|full[- ]?cream|whole)\b/
const PLANT_MILK = /\b(?:oat|almond|soy|soya|coconut|rice|cashew|hemp|pea)\b/

/** What the split writes in the parenthesis of a dish made with milk. */
export const MADE_WITH_MILK = 'made with milk'

/** Whether words name a dairy milk, not a plant one ('semi skimmed', not 'oat milk'). */
export function namesDairyMilk(text: string): boolean {
  return DAIRY_MILK.test(text) && !PLANT_MILK.test(text)
}

/** Whether a parenthesis says its dish was made with a dairy milk ('made with milk', 'with milk'). */
export function saysMadeWithMilk(aside: string): boolean {
  return /\b(?:made (?:with|using|from)|with)\b/.test(aside) && namesDairyMilk(aside)
}
