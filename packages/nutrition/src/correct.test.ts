import { describe, expect, it } from 'vitest'
import { ITEM_GRAMS_LIMIT } from '@platewise/core'
import { analyzeMeal, correctAnalysis, ForeignTextError, UnknownFoodError } from './index'

const TOAST = '2 slices of toast with butter'

describe('alternatives', () => {
  it('offers up to three other foods for each item, each with its own grams and nutrients', () => {
    const { items } = analyzeMeal(TOAST)
    for (const item of items) {
      const alternatives = item.alternatives ?? []
      expect(alternatives.length).toBeGreaterThan(0)
      expect(alternatives.length).toBeLessThanOrEqual(3)
      const ids = alternatives.map((a) => a.food.id)
      expect(new Set(ids).size).toBe(ids.length)
      expect(ids).not.toContain(item.food.id)
      for (const alternative of alternatives) {
        expect(alternative.grams).toBeGreaterThan(0)
        expect(alternative.nutrients.calories).toBeGreaterThanOrEqual(0)
      }
    }
  })

  it('gives another bread two of its own slices, not the first bread’s grams', () => {
    const [toast] = analyzeMeal('2 slices of toast').items
    const other = toast!.alternatives!.find((a) => a.unit === toast!.unit)
    expect(other?.quantity).toBe(2)
  })
})

describe('correctAnalysis', () => {
  const analysis = analyzeMeal(TOAST)
  const [toast, butter] = analysis.items as [
    (typeof analysis.items)[number],
    (typeof analysis.items)[number],
  ]
  const swap = toast.alternatives![0]!

  it('changes nothing when the person keeps what the analyser chose', () => {
    const kept = correctAnalysis(TOAST, {
      items: analysis.items.map((i) => ({ text: i.text, foodId: i.food.id, grams: i.grams })),
      handEntered: [],
    })
    expect(kept.totals).toEqual(analysis.totals)
    expect(kept.items.map((i) => i.confidence)).toEqual(analysis.items.map((i) => i.confidence))
  })

  it('counts a swapped food with its own nutrients and keeps the first choice to swap back', () => {
    const corrected = correctAnalysis(TOAST, {
      items: [
        { text: toast.text, foodId: swap.food.id, grams: swap.grams },
        { text: butter.text, foodId: butter.food.id, grams: butter.grams },
      ],
      handEntered: [],
    })
    expect(corrected.items[0]!.food).toEqual(swap.food)
    expect(corrected.items[0]!.confidence).toBe(1)
    expect(corrected.items[0]!.alternatives!.map((a) => a.food.id)).toContain(toast.food.id)
    // the foods kept on offer still carry what the panel counts and says with
    for (const alternative of corrected.items[0]!.alternatives!) {
      expect(alternative).toMatchObject({
        food: { name: expect.any(String) },
        usualGrams: expect.any(Number),
        per100g: { calories: expect.any(Number) },
      })
      expect(alternative).not.toHaveProperty('confidence')
    }
    expect(corrected.totals.calories).toBeCloseTo(
      swap.nutrients.calories + butter.nutrients.calories,
      -1,
    )
  })

  it('scales an item to the grams chosen, in its own unit', () => {
    const corrected = correctAnalysis(TOAST, {
      items: [{ text: toast.text, foodId: toast.food.id, grams: toast.grams * 1.5 }],
      handEntered: [],
    })
    expect(corrected.items[0]!.quantity).toBe(3)
    expect(corrected.items[0]!.unit).toBe(toast.unit)
    expect(corrected.totals.calories).toBeCloseTo(toast.nutrients.calories * 1.5, -1)
  })

  it('leaves out a removed item and counts calories typed by hand', () => {
    const text = 'two eggs and a blorft'
    const fresh = analyzeMeal(text)
    expect(fresh.unmatched).toEqual(['a blorft'])
    const [eggs] = fresh.items
    const corrected = correctAnalysis(text, {
      items: [{ text: eggs!.text, foodId: eggs!.food.id, grams: eggs!.grams }],
      handEntered: [{ text: 'a blorft', calories: 310 }],
    })
    expect(corrected.unmatched).toEqual([])
    expect(corrected.handEntered).toEqual([{ text: 'a blorft', calories: 310 }])
    expect(corrected.totals.calories).toBe(eggs!.nutrients.calories + 310)
  })

  it("refuses words that are not the description's, naming each", () => {
    const refuse = () =>
      correctAnalysis(TOAST, {
        items: [
          { text: toast.text, foodId: toast.food.id, grams: toast.grams },
          { text: 'a tub of lard', foodId: butter.food.id, grams: 3_000 },
        ],
        handEntered: [{ text: 'cake', calories: 3_000 }],
      })
    expect(refuse).toThrow(ForeignTextError)
    try {
      refuse()
    } catch (error) {
      expect(Object.keys((error as ForeignTextError).fields)).toEqual([
        'items.1.text',
        'handEntered.0.text',
      ])
    }
  })

  it("takes the description's words in any case and spacing, and the analyser's wording of them", () => {
    const text = 'mac n cheese and a blorft'
    const [mac] = analyzeMeal(text).items
    // the analyser writes 'mac n cheese' as 'mac and cheese'
    expect(mac!.text).toBe('mac and cheese')
    const corrected = correctAnalysis(text, {
      items: [{ text: mac!.text, foodId: mac!.food.id, grams: mac!.grams }],
      handEntered: [{ text: 'A  Blorft', calories: 100 }],
    })
    expect(corrected.items).toHaveLength(1)
  })

  it('refuses a food that is not in the table', () => {
    expect(() =>
      correctAnalysis(TOAST, {
        items: [{ text: toast.text, foodId: 'fndds:0', grams: 50 }],
        handEntered: [],
      }),
    ).toThrow(UnknownFoodError)
  })
})

describe('amounts past the limits of one item', () => {
  it('reports them as read, so that the server can refuse them, never cut down to pass', () => {
    const [eggs] = analyzeMeal('10000 eggs').items
    expect(eggs!.grams).toBe(10_000)
    const [rice] = analyzeMeal('20 kg of rice').items
    expect(rice!.grams).toBe(20_000)
    expect(rice!.grams).toBeGreaterThan(ITEM_GRAMS_LIMIT)
  })
})
