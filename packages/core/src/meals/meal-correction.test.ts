import { describe, expect, it } from 'vitest'
import { CORRECTION_MESSAGES, type MealAnalysis } from './meal-analysis'
import {
  chosenFood,
  correctionDraft,
  correctionPayload,
  draftDiffers,
  draftProblems,
  draftTotals,
  hasDraftProblems,
  itemAmount,
  itemNutrients,
  removeItem,
  serverDraftProblems,
  setHandEnteredCalories,
  setItemAmount,
  swapFood,
  unitLabel,
} from './meal-correction'
import type { Nutrients } from './nutrients'

const n = (calories: number, protein: number, carbs: number, fat: number): Nutrients => ({
  calories,
  protein,
  carbs,
  fat,
  fiber: 1,
  sugar: 2.5,
  sodium: 100,
})

const white = { id: 'f:white', description: 'Bread, white, toasted' }
const rye = { id: 'f:rye', description: 'Bread, rye, toasted' }
const cheese = { id: 'f:cheese', description: 'Bread, cheese, toasted' }
const butter = { id: 'f:butter', description: 'Butter, NFS' }
const light = { id: 'f:light', description: 'Butter, light' }

/** '2 slices of toast with butter and a blorft', as the analyser would read it. */
const analysis: MealAnalysis = {
  items: [
    {
      text: '2 slices of toast',
      quantity: 2,
      unit: 'slice',
      grams: 50,
      food: white,
      nutrients: n(147, 4.5, 27, 2),
      confidence: 1,
      alternatives: [
        { food: rye, quantity: 2, unit: 'slice', grams: 64, nutrients: n(166, 5.5, 31, 2.1) },
        { food: cheese, quantity: 2, unit: 'slice', grams: 50, nutrients: n(224, 7, 25, 10) },
      ],
    },
    {
      text: 'butter',
      quantity: 14,
      unit: 'g',
      grams: 14,
      food: butter,
      nutrients: n(104, 0.1, 0, 11.5),
      confidence: 0.8,
      alternatives: [
        { food: light, quantity: 14, unit: 'g', grams: 14, nutrients: n(70, 0.5, 0, 7.7) },
      ],
    },
  ],
  // the server adds the unrounded parts: 251.4 kcal, say, where the rounded parts make 251
  totals: { calories: 252, protein: 4.6, carbs: 27, fat: 13.5, fiber: 2, sugar: 5, sodium: 200 },
  unmatched: ['a blorft'],
}

const [toast, spread] = correctionDraft(analysis).items.map((item) => item.key) as [string, string]
const blorft = correctionDraft(analysis).handEntered[0]!.key

describe('correctionDraft', () => {
  it('starts from the saved reading, every item at its food and grams', () => {
    const draft = correctionDraft(analysis)
    expect(draft.items.map((item) => [item.text, chosenFood(item).food.id, item.grams])).toEqual([
      ['2 slices of toast', white.id, 50],
      ['butter', butter.id, 14],
    ])
    expect(draft.handEntered).toEqual([{ key: blorft, text: 'a blorft', calories: null }])
    expect(draftDiffers(draft)).toBe(false)
  })

  it('adds up to exactly what was logged while nothing has changed', () => {
    expect(draftTotals(correctionDraft(analysis))).toEqual({
      calories: 252,
      protein: 5,
      carbs: 27,
      fat: 14,
      fiber: 2,
      sugar: 5,
      sodium: 200,
    })
  })

  it('shows calories typed before as filled, and the still unplaced words as blank', () => {
    const corrected = {
      ...analysis,
      totals: { ...analysis.totals, calories: 402 },
      unmatched: ['a glorp'],
      handEntered: [{ text: 'a blorft', calories: 150 }],
    }
    const draft = correctionDraft(corrected)
    expect(draft.handEntered.map(({ text, calories }) => [text, calories])).toEqual([
      ['a blorft', 150],
      ['a glorp', null],
    ])
    expect(draftTotals(draft).calories).toBe(402)
    expect(correctionPayload(draft).handEntered).toEqual([{ text: 'a blorft', calories: 150 }])
  })

  it('offers no other food for an item logged before alternatives existed', () => {
    const old = {
      ...analysis,
      items: analysis.items.map(({ alternatives: _, ...item }) => item),
    }
    expect(correctionDraft(old).items.map((item) => item.choices.length)).toEqual([1, 1])
  })
})

describe('swapFood', () => {
  it("takes the alternative's food and grams, and the totals follow", () => {
    const draft = swapFood(correctionDraft(analysis), toast, 1)
    const item = draft.items[0]!
    expect(chosenFood(item).food).toEqual(rye)
    expect(item.grams).toBe(64)
    expect(item.confidence).toBe(1)
    expect(itemNutrients(item).calories).toBe(166)
    // once changed, the parts are added as the server will add them: 166 + 104
    expect(draftTotals(draft).calories).toBe(270)
    expect(draftDiffers(draft)).toBe(true)
  })

  it('keeps the food it replaced on offer, so the swap can be undone', () => {
    const swapped = swapFood(correctionDraft(analysis), toast, 2)
    const item = swapped.items[0]!
    const alternatives = item.choices.filter((_, index) => index !== item.chosen)
    expect(alternatives.map((choice) => choice.food)).toEqual([white, rye])

    const undone = swapFood(swapped, toast, 0)
    expect(chosenFood(undone.items[0]!).food).toEqual(white)
    expect(undone.items[0]!.grams).toBe(50)
    expect(draftTotals(undone)).toEqual(draftTotals(correctionDraft(analysis)))
    expect(draftDiffers(undone)).toBe(false)
  })

  it('leaves the draft alone for a choice that is not there', () => {
    const draft = correctionDraft(analysis)
    expect(swapFood(draft, toast, 7)).toEqual(draft)
    expect(swapFood(draft, 'item-99', 1)).toEqual(draft)
  })
})

describe('setItemAmount', () => {
  it("reads the amount in the food's own unit: 3 slices of 25 g are 75 g", () => {
    const draft = correctionDraft(analysis)
    expect(itemAmount(draft.items[0]!)).toEqual({ value: 2, unit: 'slice' })
    const three = setItemAmount(draft, toast, 3)
    expect(three.items[0]!.grams).toBe(75)
    expect(itemAmount(three.items[0]!)).toEqual({ value: 3, unit: 'slice' })
    // nutrients scale with the grams: 147 × 75 / 50
    expect(itemNutrients(three.items[0]!).calories).toBeCloseTo(220.5)
    expect(draftTotals(three).calories).toBe(325)
  })

  it('reads grams for an item counted in grams', () => {
    const draft = setItemAmount(correctionDraft(analysis), spread, 7)
    expect(itemAmount(draft.items[1]!)).toEqual({ value: 7, unit: 'g' })
    expect(draft.items[1]!.grams).toBe(7)
    expect(draftTotals(draft).calories).toBe(147 + 52)
  })

  it("uses the swapped food's own portion for its unit", () => {
    // two rye slices weigh 64 g: one is 32 g
    const draft = setItemAmount(swapFood(correctionDraft(analysis), toast, 1), toast, 1)
    expect(draft.items[0]!.grams).toBe(32)
  })

  it('refuses less than a gram or more than the most an item may weigh', () => {
    for (const value of [0, 0.2, 3001, Number.NaN]) {
      const draft = setItemAmount(correctionDraft(analysis), spread, value)
      expect(draftProblems(draft).fields).toEqual({ [spread]: CORRECTION_MESSAGES.grams })
      expect(draftDiffers(draft)).toBe(true)
    }
    expect(CORRECTION_MESSAGES.grams).toBe(
      'Amount must be a number of grams from 1 to 3,000 for one item',
    )
  })

  it('refuses an amount whose nutrients are more than one item may hold, at the item', () => {
    // 40 slices are 1,000 g and 2,940 kcal: inside; 42 slices are 3,087 kcal
    expect(draftProblems(setItemAmount(correctionDraft(analysis), toast, 40)).fields).toEqual({})
    expect(draftProblems(setItemAmount(correctionDraft(analysis), toast, 42)).fields).toEqual({
      [toast]: 'Calories must be at most 3,000 kcal for one item',
    })
  })

  it("refuses totals past one meal's limits, though each item is inside its own", () => {
    // 40 slices (2,940 kcal) and 2,800 kcal typed for the blorft make 5,844 kcal
    const draft = setHandEnteredCalories(
      setItemAmount(correctionDraft(analysis), toast, 40),
      blorft,
      2_800,
    )
    const problems = draftProblems(draft)
    expect(problems).toEqual({
      fields: {},
      total: 'Calories must be at most 5,000 kcal for one meal',
    })
    expect(hasDraftProblems(problems)).toBe(true)
  })

  it('counts a blank amount as nothing in the totals', () => {
    const draft = setItemAmount(correctionDraft(analysis), spread, Number.NaN)
    expect(draftTotals(draft).calories).toBe(147)
  })
})

describe('removeItem', () => {
  it('takes the item and its nutrients out', () => {
    const draft = removeItem(correctionDraft(analysis), spread)
    expect(draft.items.map((item) => item.text)).toEqual(['2 slices of toast'])
    expect(draftTotals(draft).calories).toBe(147)
    expect(draftTotals(draft).fat).toBe(2)
    expect(correctionPayload(draft).items).toEqual([
      { text: '2 slices of toast', foodId: white.id, grams: 50 },
    ])
    expect(draftDiffers(draft)).toBe(true)
  })

  it('refuses to save a meal with nothing left to count', () => {
    const none = removeItem(removeItem(correctionDraft(analysis), toast), spread)
    expect(draftProblems(none)).toEqual({ fields: {}, empty: CORRECTION_MESSAGES.empty })
    expect(hasDraftProblems(draftProblems(none))).toBe(true)
    expect(draftTotals(none).calories).toBe(0)

    const typed = setHandEnteredCalories(none, blorft, 0)
    expect(draftProblems(typed)).toEqual({ fields: {} })
    expect(hasDraftProblems(draftProblems(typed))).toBe(false)
  })
})

describe('setHandEnteredCalories', () => {
  it('counts the calories in the totals and sends them', () => {
    const draft = setHandEnteredCalories(correctionDraft(analysis), blorft, 150)
    expect(draftTotals(draft).calories).toBe(147 + 104 + 150)
    expect(draftTotals(draft).protein).toBe(5)
    expect(correctionPayload(draft).handEntered).toEqual([{ text: 'a blorft', calories: 150 }])
    expect(draftDiffers(draft)).toBe(true)

    const cleared = setHandEnteredCalories(draft, blorft, null)
    expect(correctionPayload(cleared).handEntered).toEqual([])
    expect(draftDiffers(cleared)).toBe(false)
  })

  it('refuses calories that are not a whole number from 0 to 3,000, the most of one item', () => {
    for (const calories of [-1, 12.5, 3001, Number.NaN]) {
      const draft = setHandEnteredCalories(correctionDraft(analysis), blorft, calories)
      expect(draftProblems(draft).fields).toEqual({ [blorft]: CORRECTION_MESSAGES.calories })
    }
  })
})

describe('correctionPayload', () => {
  it('sends each food and its grams to 0.1 g, and only the calories filled in', () => {
    let draft = swapFood(correctionDraft(analysis), spread, 1)
    draft = setItemAmount(draft, toast, 1.5)
    expect(correctionPayload(draft)).toEqual({
      items: [
        { text: '2 slices of toast', foodId: white.id, grams: 37.5 },
        { text: 'butter', foodId: light.id, grams: 14 },
      ],
      handEntered: [],
    })
  })

  it('is what the saved reading was when nothing changed', () => {
    expect(correctionPayload(correctionDraft(analysis))).toEqual({
      items: [
        { text: '2 slices of toast', foodId: white.id, grams: 50 },
        { text: 'butter', foodId: butter.id, grams: 14 },
      ],
      handEntered: [],
    })
  })
})

describe('unitLabel', () => {
  it.each([
    ['slice', 1, 'slice'],
    ['slice', 2, 'slices'],
    ['slice', 0.5, 'slice'],
    ['glass', 2, 'glasses'],
    ['patty', 2, 'patties'],
    ['leaf', 3, 'leaves'],
    ['g', 150, 'g'],
    ['fl oz', 12, 'fl oz'],
    ['tbsp', 2, 'tbsp'],
    ['large', 2, 'large'],
    ['qns', 1, 'serving'],
    ['qns', 2, 'servings'],
  ])('writes %s after %d as %s', (unit, quantity, label) => {
    expect(unitLabel(unit, quantity)).toBe(label)
  })
})

describe('serverDraftProblems', () => {
  it("places the server's refusal at the row it names, counting only the calories sent", () => {
    const draft = setHandEnteredCalories(correctionDraft(analysis), blorft, 150)
    expect(
      serverDraftProblems(draft, {
        'items.1.grams': 'Fat must be at most 300 g for one item',
        'handEntered.0.text': "“a blorft” is not in the meal's description",
        calories: 'Calories must be at most 5,000 kcal for one meal',
      }),
    ).toEqual({
      fields: {
        [spread]: 'Fat must be at most 300 g for one item',
        [blorft]: "“a blorft” is not in the meal's description",
      },
      other: 'Calories must be at most 5,000 kcal for one meal',
    })
  })

  it('keeps a message for a row the draft does not have, rather than losing it', () => {
    expect(serverDraftProblems(correctionDraft(analysis), { 'items.7.grams': 'Too much' })).toEqual(
      { fields: {}, other: 'Too much' },
    )
  })
})
