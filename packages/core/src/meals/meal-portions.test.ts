import { describe, expect, it } from 'vitest'
import type { MealAnalysis } from './meal-analysis'
import {
  chooseFoundFood,
  chosenFood,
  correctionDraft,
  correctionPayload,
  describeItemAmount,
  draftTotals,
  itemNutrients,
  itemSize,
  PORTION_SIZES,
  setItemAmount,
  setItemSize,
  unusualAmountNote,
  type FoodChoice,
} from './meal-correction'
import type { Nutrients } from './nutrients'

// Dishes at a person's portion (issue 25): every item's amount in words, one
// tap to another size, and any food of the table through search.

const per100g = (calories: number, protein: number): Nutrients => ({
  calories,
  protein,
  carbs: 20.3,
  fat: 3.33,
  fiber: 1.1,
  sugar: 0.7,
  sodium: 331,
})
const at = (values: Nutrients, grams: number): Nutrients =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, Math.round(value * grams) / 100]),
  ) as unknown as Nutrients

const curry = { id: 'f:curry', description: 'Chicken curry', name: 'Chicken curry' }
const curryPer100g = per100g(116.7, 9.83)
const analysis: MealAnalysis = {
  items: [
    {
      text: 'chicken tikka masala with rice',
      quantity: 1,
      unit: 'qns',
      grams: 236,
      food: curry,
      nutrients: at(curryPer100g, 236),
      about: { quantity: 1, unit: 'cup' },
      per100g: curryPer100g,
      confidence: 0.8,
      alternatives: [],
    },
  ],
  totals: at(curryPer100g, 236),
  unmatched: [],
}

const granola: FoodChoice = {
  food: { id: 'f:granola', description: 'Granola, NFS', name: 'Granola' },
  quantity: 1,
  unit: 'qns',
  grams: 61,
  nutrients: at(per100g(471.4, 10.1), 61),
  about: { quantity: 0.5, unit: 'cup' },
  per100g: per100g(471.4, 10.1),
}

describe("an item's amount in words a person uses", () => {
  it('says the usual serving, the household measure and the grams', () => {
    const [item] = correctionDraft(analysis).items
    expect(describeItemAmount(item!)).toBe('1 serving, about 1 cup (236 g)')
  })

  it('moves the household measure with the amount, in quarters', () => {
    const draft = setItemSize(correctionDraft(analysis), 'item-0', 1.5)
    expect(describeItemAmount(draft.items[0]!)).toBe('1.5 servings, about 1½ cups (354 g)')
    const half = setItemSize(draft, 'item-0', 0.5)
    expect(describeItemAmount(half.items[0]!)).toBe('0.5 serving, about ½ cup (118 g)')
  })

  it('says grams alone when the food has no household measure', () => {
    const draft = correctionDraft({
      ...analysis,
      items: [{ ...analysis.items[0]!, unit: 'g', quantity: 150, grams: 150, about: undefined }],
    })
    expect(describeItemAmount(draft.items[0]!)).toBe('150 g')
  })
})

describe('one-tap sizes', () => {
  it('are half, regular, large and double of the portion first read', () => {
    expect(PORTION_SIZES.map((size) => size.label)).toEqual(['Half', 'Regular', 'Large', 'Double'])
    let draft = correctionDraft(analysis)
    expect(itemSize(draft.items[0]!)).toBe(1)
    draft = setItemSize(draft, 'item-0', 2)
    expect(draft.items[0]!.grams).toBe(472)
    expect(itemSize(draft.items[0]!)).toBe(2)
    expect(correctionPayload(draft).items[0]).toMatchObject({ foodId: 'f:curry', grams: 472 })
  })

  it('show none pressed once the exact amount is something else', () => {
    const draft = setItemAmount(correctionDraft(analysis), 'item-0', 1.2)
    expect(itemSize(draft.items[0]!)).toBeUndefined()
  })

  it('count the nutrients the way the server does, from what 100 g holds', () => {
    const draft = setItemSize(correctionDraft(analysis), 'item-0', 1.5)
    // the server: each nutrient per 100 g times grams / 100, summed, then rounded
    const k = 354 / 100
    expect(itemNutrients(draft.items[0]!).calories).toBe(116.7 * k)
    expect(draftTotals(draft).calories).toBe(Math.round(116.7 * k))
    expect(draftTotals(draft).sodium).toBe(Math.round(331 * k * 10) / 10)
  })
})

describe('a food found by search', () => {
  it('takes the item at its usual portion, and joins the choices once', () => {
    let draft = chooseFoundFood(correctionDraft(analysis), 'item-0', granola)
    const item = draft.items[0]!
    expect(chosenFood(item).food.id).toBe('f:granola')
    expect(item.grams).toBe(61)
    expect(item.confidence).toBe(1)
    expect(item.choices.map((choice) => choice.food.id)).toEqual(['f:curry', 'f:granola'])
    draft = chooseFoundFood(draft, 'item-0', granola)
    expect(draft.items[0]!.choices).toHaveLength(2)
    expect(describeItemAmount(draft.items[0]!)).toBe('1 serving, about ½ cup (61 g)')
    expect(draftTotals(draft).calories).toBe(Math.round(471.4 * 0.61))
  })
})

describe('an amount far from a usual portion', () => {
  const withUsual = (grams: number) =>
    correctionDraft({
      ...analysis,
      items: [{ ...analysis.items[0]!, usualGrams: 236, grams }],
    }).items[0]!

  it('asks the person to look again past four usual portions or under a fifth of one', () => {
    expect(unusualAmountNote(withUsual(236 * 6))).toBe(
      'That is about 6 usual portions (236 g each). If you ate less, choose a size or change the amount.',
    )
    expect(unusualAmountNote(withUsual(40))).toBe(
      'That is less than a fifth of a usual portion (236 g). If you ate more, choose a size or change the amount.',
    )
  })

  it('says nothing of ordinary amounts, Double included, or of readings without a usual portion', () => {
    expect(unusualAmountNote(withUsual(236 * 2))).toBeUndefined()
    expect(unusualAmountNote(withUsual(118))).toBeUndefined()
    expect(unusualAmountNote(correctionDraft(analysis).items[0]!)).toBeUndefined()
  })
})
