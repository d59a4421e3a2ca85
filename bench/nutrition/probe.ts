// Prints what the analyser reads in each description given on the command line
// (or one per line on stdin): each item's text, grams, food and kcal, and the total.
//
//   npx tsx bench/nutrition/probe.ts "2 naan" "fish and chips"
//   PROBE_REGION=UK npx tsx bench/nutrition/probe.ts "chips"
import { readFileSync } from 'node:fs'
import { analyzeMeal } from '../../packages/nutrition/src/index'

const region = process.env.PROBE_REGION as 'US' | 'UK' | 'AU' | undefined
const texts =
  process.argv.length > 2
    ? process.argv.slice(2)
    : readFileSync(0, 'utf8')
        .split('\n')
        .filter((line) => line.trim())
for (const text of texts) {
  const analysis = analyzeMeal(text, region ? { region } : {})
  console.log(`${text}  →  ${Math.round(analysis.totals.calories)} kcal`)
  for (const item of analysis.items) {
    console.log(
      `   ${item.text} | ${Math.round(item.grams)} g | ${item.food.description} | ${Math.round(item.nutrients.calories)} kcal`,
    )
  }
  if (analysis.unmatched.length) console.log(`   unplaced: ${analysis.unmatched.join(' · ')}`)
}
