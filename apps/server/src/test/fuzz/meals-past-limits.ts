import {
  isDescriptionText,
  ITEM_GRAMS_LIMIT,
  ITEM_LIMITS,
  MEAL_LIMITS,
  NUTRIENT_KEYS,
  type Nutrients,
} from '@platewise/core'
import fc from 'fast-check'

// Meals that must be refused (issue 24): whichever way a meal is written, by
// nutrients typed by hand, by a correction of what the analyser read, by the
// analyser's own reading of a description or as a post's meal that a viewer
// can add to their day, nothing past the meal limits and no item whose words
// are not the description's may be stored. The route fuzz in fuzz-routes.ts
// only checks that a refusal changes nothing; these requests are past the
// limits by construction, so each must be refused.

/** An item of the analysed meal the corrections start from, with its food's energy per gram. */
export interface ReadItem {
  text: string
  foodId: string
  kcalPerGram: number
}

/** A logged, analysed meal of the fuzz user: what its corrections may name. */
export interface AnalysedMeal {
  description: string
  /** what the analyser wrote of the description: items' and unplaced words */
  readings: string[]
  items: ReadItem[]
  unmatched: string[]
}

/** A write of a meal: which route, and what it is sent. */
export type MealWrite =
  | { route: 'POST /api/meals'; body: Record<string, unknown> }
  | { route: 'PUT /api/meals/{id}'; body: Record<string, unknown> }
  | { route: 'POST /api/nutrition/analyze'; body: { description: string } }
  | { route: 'POST /api/social/posts'; form: Record<string, string> }

const newMeal = { meal_date: '2026-06-01', meal_type: 'dinner' } as const

/** The seven nutrients, each inside one meal's limit or, for at least one of them, past it. */
const typedPastLimits: fc.Arbitrary<Partial<Nutrients>> = fc
  .tuple(
    fc.record(
      Object.fromEntries(
        NUTRIENT_KEYS.map((key) => [key, fc.integer({ min: 0, max: MEAL_LIMITS[key] })]),
      ) as Record<keyof Nutrients, fc.Arbitrary<number>>,
      { requiredKeys: [] },
    ),
    fc.constantFrom(...NUTRIENT_KEYS),
    // a whole unit past at least: the schema rounds (5,000.4 kcal is 5,000)
    fc.double({ min: 1, max: 1e7, noNaN: true }),
  )
  .map(([inside, key, over]) => ({ ...inside, [key]: MEAL_LIMITS[key] + Math.ceil(over) }))

/** Grams of an item that give between `low` and `high` kcal of its food (at most one item's grams). */
const gramsGiving = (item: ReadItem, low: number, high: number) =>
  fc
    .integer({ min: Math.ceil(low / item.kcalPerGram), max: Math.floor(high / item.kcalPerGram) })
    .filter((grams) => grams >= 1 && grams <= ITEM_GRAMS_LIMIT)

// Plain characters only: the refusal must be for the words, not for a control character.
const PRINTABLE = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ,.'-éü½😀"

/** Words that are not the description's, in any case and spacing. */
const foreignText = (meal: AnalysedMeal) =>
  fc
    .oneof(
      fc.constantFrom('a tub of lard', 'cake', '5 kg of butter', 'olive oil', 'sugar'),
      fc.string({ unit: fc.constantFrom(...Array.from(PRINTABLE)), minLength: 1, maxLength: 40 }),
    )
    .filter(
      (text) =>
        text.trim() !== '' && !isDescriptionText(text.trim(), meal.description, meal.readings),
    )

/**
 * A correction past the limits or with words not in the description: an item
 * heavier than one item may be, an item whose grams give more energy than one
 * item may hold, items each inside their own limits that together are past
 * one meal's, calories typed past one item's or together past one meal's, or
 * an item or hand-entered text the description does not have.
 */
function correctionPastLimits(meal: AnalysedMeal): fc.Arbitrary<Record<string, unknown>> {
  const item = fc.constantFrom(...meal.items)
  const asSent = (read: ReadItem, grams: number) => ({
    text: read.text,
    foodId: read.foodId,
    grams,
  })
  const unplaced = meal.unmatched.length ? fc.constantFrom(...meal.unmatched) : fc.constant('')
  const heavy = fc
    .tuple(item, fc.double({ min: ITEM_GRAMS_LIMIT + 1, max: 1e6, noNaN: true }))
    .map(([read, grams]) => ({ items: [asSent(read, grams)] }))
  const energetic = item
    .chain((read) =>
      fc
        .integer({
          min: Math.ceil((ITEM_LIMITS.calories * 1.05) / read.kcalPerGram),
          max: ITEM_GRAMS_LIMIT,
        })
        .map((grams) => asSent(read, grams)),
    )
    .map((sent) => ({ items: [sent] }))
  // three or four items of 1,700 to 2,400 kcal: each inside one item, 5,100 kcal or more together
  const together = fc
    .array(
      item.chain((read) => gramsGiving(read, 1_700, 2_400).map((g) => asSent(read, g))),
      { minLength: 3, maxLength: 4 },
    )
    .map((items) => ({ items }))
  const typedCalories = fc
    .tuple(unplaced, fc.integer({ min: ITEM_LIMITS.calories + 1, max: 1_000_000 }))
    .map(([text, calories]) => ({ handEntered: [{ text, calories }] }))
  const typedTogether = fc
    .tuple(unplaced, fc.integer({ min: 2_600, max: ITEM_LIMITS.calories }))
    .map(([text, calories]) => ({
      handEntered: [
        { text, calories },
        { text, calories },
      ],
    }))
  const foreignItem = fc
    .tuple(item, foreignText(meal), fc.integer({ min: 1, max: 200 }))
    .map(([read, text, grams]) => ({ items: [{ ...asSent(read, grams), text }] }))
  const foreignTyped = fc
    .tuple(foreignText(meal), fc.integer({ min: 0, max: 500 }))
    .map(([text, calories]) => ({ handEntered: [{ text, calories }] }))
  return fc.oneof(
    heavy,
    energetic,
    together,
    ...(meal.unmatched.length ? [typedCalories, typedTogether] : []),
    foreignItem,
    foreignTyped,
  )
}

/** Descriptions the analyser reads as more than one item or one meal may hold. */
const describedPastLimits: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(
      fc.integer({ min: 4, max: 500 }),
      fc.constantFrom('rice', 'butter', 'chicken breast', 'bread', 'pasta', 'cheese'),
    )
    .map(([kg, food]) => `${kg} kg of ${food}`),
  fc
    .tuple(
      fc.integer({ min: ITEM_GRAMS_LIMIT + 1, max: 10_000_000 }),
      fc.constantFrom('eggs', 'bananas', 'apples', 'cookies'),
    )
    .map(([count, food]) => `${count} ${food}`),
  // 7,385 kcal together in any order, each item inside its own limits
  fc
    .shuffledSubarray(['1 kg of pasta', '1 kg of rice', '1 kg of bread', '1 lb of cheese'], {
      minLength: 4,
    })
    .map((items) => items.join(', ')),
)

/** Every way of writing a meal, each past the limits or with foreign words. */
export function mealWritesPastLimits(meal: AnalysedMeal): fc.Arbitrary<MealWrite> {
  const correction = correctionPastLimits(meal)
  return fc.oneof(
    typedPastLimits.map((nutrients): MealWrite => ({
      route: 'POST /api/meals',
      body: { ...newMeal, description: 'A meal typed by hand', ...nutrients },
    })),
    typedPastLimits.map((nutrients): MealWrite => ({
      route: 'PUT /api/meals/{id}',
      body: nutrients,
    })),
    correction.map((change): MealWrite => ({
      route: 'POST /api/meals',
      body: { ...newMeal, description: meal.description, ...change },
    })),
    correction.map((change): MealWrite => ({ route: 'PUT /api/meals/{id}', body: change })),
    describedPastLimits.map((description): MealWrite => ({
      route: 'POST /api/meals',
      body: { ...newMeal, description },
    })),
    describedPastLimits.map((description): MealWrite => ({
      route: 'POST /api/nutrition/analyze',
      body: { description },
    })),
    typedPastLimits.map((nutrients): MealWrite => ({
      route: 'POST /api/social/posts',
      form: {
        content: 'What I ate',
        meal_data: JSON.stringify({ calories: 0, protein: 0, carbs: 0, fat: 0, ...nutrients }),
      },
    })),
  )
}
