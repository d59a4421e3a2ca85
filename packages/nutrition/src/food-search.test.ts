import { describe, expect, it } from 'vitest'
import { analyzeMeal, foodIndex } from './analyze'
import { householdAmount } from './food-choice'
import { searchFoodChoices, searchFoods } from './food-search'
import { plainFoodName, plainNameOf } from './plain-name'

const ix = foodIndex()
const food = (id: string) => ix.table.byId.get(id)!

describe('plain food names', () => {
  it.each([
    ['Rice, white, cooked, NS as to fat', 'Rice, white, cooked'],
    ['Rice, cooked, NFS', 'Rice, cooked'],
    ['Yogurt, Greek, NS as to type of milk, plain', 'Yogurt, Greek, plain'],
    [
      'Chicken, broilers or fryers, breast, meat only, cooked, roasted',
      'Chicken, breast, meat only, cooked, roasted',
    ],
    ['Cheese, cottage (includes small curd)', 'Cheese, cottage'],
    ['Banana, raw', 'Banana, raw'],
  ])('%s reads %s', (description, name) => {
    expect(plainFoodName(description)).toBe(name)
  })
})

describe('the food search', () => {
  const names = (query: string, limit = 10) =>
    searchFoods(ix, query, { limit, offset: 0 }, plainNameOf).foods.map(({ food: f }) =>
      plainNameOf(f),
    )

  it('repairs spelling before it ranks', () => {
    expect(names('chiken brest')[0]).toMatch(/^Chicken breast/)
    expect(names('bannana')[0]).toMatch(/^Banana/)
  })

  it('offers no two foods a person could not tell apart', () => {
    const page = searchFoods(ix, 'rice', { limit: 50, offset: 0 }, plainNameOf)
    const looks = page.foods.map(
      ({ food: f }) => `${plainNameOf(f).split(',')[0]}|${f.per100g.slice(0, 4).map(Math.round)}`,
    )
    expect(new Set(looks).size).toBe(looks.length)
  })

  it('puts recent foods the words name first, in the order they were eaten', () => {
    const rye = searchFoods(ix, 'bread', { limit: 50, offset: 0 }, plainNameOf).foods.find(
      ({ food: f }) => /rye/i.test(f.description),
    )!.food
    const page = searchFoods(
      ix,
      'bread',
      { limit: 5, offset: 0, recentIds: ['not-a-food', rye.id] },
      plainNameOf,
    )
    expect(page.foods[0]).toEqual({ food: rye, recent: true })
    expect(page.foods.slice(1).every(({ recent }) => !recent)).toBe(true)
    // a recent food the words do not name stays out
    const banana = searchFoods(
      ix,
      'banana',
      { limit: 5, offset: 0, recentIds: [rye.id] },
      plainNameOf,
    )
    expect(banana.foods.some(({ food: f }) => f.id === rye.id)).toBe(false)
  })

  it('pages without gaps or repeats', () => {
    const all = searchFoods(ix, 'cheese', { limit: 30, offset: 0 }, plainNameOf)
    const first = searchFoods(ix, 'cheese', { limit: 15, offset: 0 }, plainNameOf)
    const second = searchFoods(ix, 'cheese', { limit: 15, offset: 15 }, plainNameOf)
    expect(first.nextOffset).toBe(15)
    expect([...first.foods, ...second.foods]).toEqual(all.foods)
  })

  it('answers each food at its usual portion, counted from the table', () => {
    const { foods } = searchFoodChoices('banana', { limit: 3, offset: 0 })
    const banana = foods.find((hit) => hit.food.name === 'Banana, raw')!
    const row = food(banana.food.id)
    expect(banana.nutrients.calories).toBe(Math.round((row.per100g[0]! * banana.grams) / 100))
    expect(banana.per100g?.calories).toBe(row.per100g[0])
  })
})

describe('the household amount beside a vague one', () => {
  it('gives a dish read as a serving in cups', () => {
    const [curry] = analyzeMeal('chicken curry with rice').items
    expect(curry!.about?.unit).toBe('cup')
    expect(curry!.about!.quantity % 0.25).toBe(0)
  })

  it('adds nothing where the amount is already in a household unit or a count', () => {
    const [rice, eggs] = analyzeMeal('1 cup of rice, 2 eggs').items
    expect(rice!.about).toBeUndefined()
    expect(eggs!.about).toBeUndefined()
  })

  it('adds nothing when the nearest measure would be far off', () => {
    const rice = food(analyzeMeal('1 cup of rice').items[0]!.food.id)
    const cup = rice.portions.get('cup')!
    expect(householdAmount(rice, 'g', cup * 20)).toBeUndefined()
    expect(householdAmount(rice, 'g', cup)).toEqual({ quantity: 1, unit: 'cup' })
  })
})
