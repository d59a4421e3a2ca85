import { apiErrorBodySchema, readingTexts, type Meal } from '@platewise/core'
import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { multipartForm } from '../test-app'
import { changedTables, databaseDigest } from './database-digest'
import type { startFuzzing } from './fuzz-routes'
import { mealWritesPastLimits, type AnalysedMeal, type MealWrite } from './meals-past-limits'

type Fuzzing = Awaited<ReturnType<typeof startFuzzing>>

// The corrections start from this meal: two foods and a word the analyser cannot place.
const DESCRIPTION = '2 slices of toast with butter and a blorft'

// What a refusal for the limits or the words says, at the field it names
const LIMIT_REASON = /one (?:item|meal)|not in the meal's description/

/** The fuzz user's analysed meal, logged now, and what its corrections may name. */
async function logAnalysedMeal(fuzzing: Fuzzing, headers: Record<string, string>) {
  const response = await fuzzing.harness.app.inject({
    method: 'POST',
    url: '/api/meals',
    headers,
    payload: { meal_date: '2026-06-01', meal_type: 'breakfast', description: DESCRIPTION },
  })
  if (response.statusCode !== 201) throw new Error(`analysed meal: ${response.body}`)
  const meal = response.json<Meal>()
  const analysis = meal.analysis!
  const analysed: AnalysedMeal = {
    description: meal.description,
    readings: readingTexts(analysis),
    items: analysis.items.map((item) => ({
      text: item.text,
      foodId: item.food.id,
      kcalPerGram: item.nutrients.calories / item.grams,
    })),
    unmatched: analysis.unmatched,
  }
  return { id: meal.id, analysed }
}

async function injectOptions(
  write: MealWrite,
  mealId: number,
  headers: Record<string, string>,
): Promise<InjectOptions> {
  if (write.route === 'POST /api/social/posts') {
    const form = await multipartForm(write.form)
    return {
      method: 'POST',
      url: '/api/social/posts',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    }
  }
  const [method, path] = write.route.split(' ') as ['POST' | 'PUT', string]
  return { method, url: path.replace('{id}', String(mealId)), headers, payload: write.body }
}

/**
 * Sends `numRuns` meals past the limits (or with words not in the
 * description), each through one of the ways a meal is written, and checks
 * that each is refused with a 400 that names the limit, and changes nothing.
 */
export async function fuzzMealLimits(fuzzing: Fuzzing, numRuns: number, seed: number) {
  await fuzzing.recover()
  const headers = { authorization: `Bearer ${fuzzing.context.token}` }
  const { id, analysed } = await logAnalysedMeal(fuzzing, headers)
  const property = fc.asyncProperty(mealWritesPastLimits(analysed), async (write) => {
    const before = await databaseDigest(fuzzing.harness.db)
    const options = await injectOptions(write, id, headers)
    const response = await fuzzing.harness.app.inject(options)
    const problems: string[] = []
    if (response.statusCode !== 400) problems.push(`it answered ${response.statusCode}`)
    const body = apiErrorBodySchema.safeParse(response.json())
    if (!body.success) problems.push('its answer is not {error, code, fields?}')
    else if (!Object.values(body.data.fields ?? {}).some((message) => LIMIT_REASON.test(message)))
      problems.push(`no field names the limit: ${response.body}`)
    const changed = changedTables(before, await databaseDigest(fuzzing.harness.db))
    if (changed.length) problems.push(`it changed ${changed.join(', ')}`)
    if (problems.length) {
      throw new Error(`${write.route}: ${problems.join('; ')}\nanswer: ${response.body}`)
    }
  })
  await fc.assert(property, { numRuns, seed })
}
