// Writes every answer the analyser gives on the bench's texts, one JSON line each, so that a
// change meant to make it faster can be shown to change no answer (compare two runs with cmp):
// every meal of every set here and of Nutrition5k dev, and each of their items' own texts,
// in each region; then the first page of the food search for every word in them.
//
//   npx tsx bench/nutrition/answers.ts /tmp/answers-before.jsonl
//   (change the analyser)
//   npx tsx bench/nutrition/answers.ts /tmp/answers-after.jsonl
//   cmp /tmp/answers-before.jsonl /tmp/answers-after.jsonl
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { FOOD_REGIONS } from '@platewise/core'
import { analyzeMeal, searchFoodChoices } from '../../packages/nutrition/src/index'

const here = path.dirname(fileURLToPath(import.meta.url))
// (outside the repository: the answers are 50 MB)
const out = process.argv[2]
if (!out) throw new Error('usage: answers.ts <output file outside the repository>')
const evalDir = process.env.MEAL_EVAL_DIR ?? path.resolve(here, '../../../shared/data/meal-eval')

interface Meal {
  text?: unknown
  items?: { text?: unknown }[]
}

/** A meal's text and its items' own texts. */
function textsOf(set: string, meal: Meal): { set: string; text: string }[] {
  const texts = typeof meal.text === 'string' ? [{ set, text: meal.text }] : []
  for (const item of meal.items ?? [])
    if (typeof item.text === 'string') texts.push({ set: `${set}:item`, text: item.text })
  return texts
}

const texts: { set: string; text: string }[] = []
for (const file of readdirSync(here)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const set = JSON.parse(readFileSync(path.join(here, file), 'utf8')) as { meals?: Meal[] }
  for (const meal of set.meals ?? []) texts.push(...textsOf(file, meal))
}
const n5k = path.join(evalDir, 'nutrition5k-dev.jsonl')
for (const line of readFileSync(n5k, 'utf8').split('\n'))
  if (line.trim()) texts.push(...textsOf('nutrition5k-dev', JSON.parse(line) as Meal))

const lines: string[] = []
for (const { set, text } of texts)
  for (const region of FOOD_REGIONS)
    lines.push(JSON.stringify({ set, region, text, analysis: analyzeMeal(text, { region }) }))
const words = new Set<string>()
for (const { text } of texts)
  for (const word of text.toLowerCase().split(/[^a-z]+/)) if (word.length > 2) words.add(word)
for (const word of [...words].sort())
  lines.push(
    JSON.stringify({ search: word, page: searchFoodChoices(word, { limit: 10, offset: 0 }) }),
  )
writeFileSync(out, lines.join('\n') + '\n')
console.log(`${texts.length} texts, ${lines.length} answers -> ${out}`)
