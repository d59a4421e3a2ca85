import { describe, expect, it } from 'vitest'
import { analyzeMeal } from './index'

const foodsOf = (text: string, region?: 'AU') =>
  analyzeMeal(text, region ? { region } : {}).items.map((i) => i.food.description)

describe('a dish made with the meat or seafood it comes in a variant of', () => {
  it("reads 'pho with beef' as beef pho, and gives the dish the amount said after it", () => {
    const pho = analyzeMeal('pho with beef (about 3 cups)')
    expect(pho.items.map((i) => i.food.description)).toEqual(['Soup, pho, with meat'])
    expect(pho.items[0]?.grams).toBe(analyzeMeal('3 cups of beef pho').items[0]?.grams)
  })

  it('finds the variant by the words the matcher reads, in every region', () => {
    expect(foodsOf('pad thai with prawns', 'AU')).toEqual(foodsOf('prawn pad thai', 'AU'))
    expect(foodsOf('fried rice with shrimp')).toEqual(['Rice, fried, with shrimp'])
  })

  it('finds it when the meat is said with how it was cooked', () => {
    // 'fried rice w bbq pork' read fried rice beside 180 g of barbecue pork
    expect(foodsOf('fried rice w bbq pork', 'AU')).toEqual(['Rice, fried, with pork'])
    expect(foodsOf('fried rice with grilled chicken')).toEqual(['Rice, fried, with chicken'])
  })

  it('finds it when the dish is named with a word the table does not know', () => {
    // 'dolsot bibimbap with beef' read the bibimbap beside 270 g of beef
    expect(foodsOf('dolsot bibimbap with beef, about 2 cups')).toEqual(['Bibimbap, Korean'])
  })

  it('keeps a plain food and the meat beside it as two foods', () => {
    expect(foodsOf('rice with chicken')).toHaveLength(2)
    expect(foodsOf('eggs with bacon')).toHaveLength(2)
    expect(foodsOf('baked potato with tuna')).toHaveLength(2)
  })
})

describe('a soup or stew named by two foods is one pot', () => {
  it("reads 'leek and potato soup' as the soup the table has, not leeks beside a soup", () => {
    const soup = analyzeMeal('bowl of leek and potato soup', { region: 'UK' })
    expect(soup.items.map((i) => i.food.description)).toEqual(['Soup, potato'])
  })

  it('keeps a meat the soup has not, and bread served beside it, as foods of their own', () => {
    expect(analyzeMeal('sausage and bean casserole').items).toHaveLength(2)
    expect(analyzeMeal('bread and tomato soup').items).toHaveLength(2)
  })

  it("reads a bread and butter pudding as USDA's bread pudding in every region", () => {
    for (const region of ['US', 'UK', 'AU'] as const)
      expect(
        analyzeMeal('bread and butter pudding', { region }).items.map((i) => i.food.description),
      ).toEqual(['Pudding, bread'])
  })
})

describe('a wrapped dish and the fillings listed after it', () => {
  it('reads the burrito USDA names by those fillings, once, and keeps what comes beside it', () => {
    const meal = analyzeMeal('chicken burrito w rice, beans & cheese and a can of coke')
    expect(meal.items.map((i) => i.food.description)).toEqual([
      'Burrito, chicken, with beans and rice, cheese',
      'Soft drink, cola',
    ])
    expect(meal.items[0]?.text).toBe('chicken burrito with rice beans cheese')
  })

  it('reads a breakfast burrito as an egg burrito with its meat', () => {
    expect(foodsOf('breakfast burrito w/ bacon, egg & cheese')).toEqual(['Egg burrito, with bacon'])
    expect(foodsOf('breakfast burrito with sausage')).toEqual(['Egg burrito, with sausage'])
  })

  it('keeps a side beside the burrito', () => {
    expect(foodsOf('burrito with chips and salsa')).toHaveLength(3)
  })
})

describe('a dish USDA names by the class of its protein', () => {
  it("reads 'chicken fettuccine alfredo' as the pasta made with poultry, not chicken beside it", () => {
    expect(foodsOf('chicken fettuccine alfredo')).toEqual([
      'Pasta with cream sauce and poultry, restaurant',
    ])
    expect(foodsOf('shrimp fettuccine alfredo')).toEqual([
      'Pasta with cream sauce and seafood, restaurant',
    ])
  })
})
