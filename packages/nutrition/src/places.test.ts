import { describe, expect, it } from 'vitest'
import { analyzeMeal } from './index'
import { dropPlaces } from './places'

const foodsOf = (text: string) => analyzeMeal(text).items.map((i) => i.food.description)

describe('where a meal was eaten is not what was eaten', () => {
  it('drops a place named with words of its own, and the homes of family and friends', () => {
    const plain = (t: string) => analyzeMeal(t).totals.calories
    expect(plain('banana pudding from the bbq place')).toBe(plain('banana pudding'))
    expect(plain('funnel cake at the county fair')).toBe(plain('funnel cake'))
    expect(plain('an old fashioned at the bar after work')).toBe(plain('an old fashioned'))
    expect(plain('trifle at nans')).toBe(plain('trifle'))
    expect(plain("roast chicken at my mum's")).toBe(plain('roast chicken'))
  })

  it('drops a place with where it is, and places named spot or cart', () => {
    const plain = (t: string) => analyzeMeal(t).totals.calories
    expect(plain('shrimp pad thai from the thai place down the street')).toBe(
      plain('shrimp pad thai'),
    )
    expect(plain('bowl of pho from the vietnamese spot')).toBe(plain('bowl of pho'))
    expect(plain('a sandwich from the cafe by work')).toBe(plain('a sandwich'))
    expect(foodsOf('chicken in bbq sauce')).toHaveLength(2)
  })

  it('reads a drive-thru drink as the drink when the table has no fast-food row of it', () => {
    expect(foodsOf('large coke from the drive thru')).toEqual(['Soft drink, cola'])
    expect(foodsOf('medium chocolate shake from a drive thru')).toEqual([
      'Milk shake, fast food, chocolate',
    ])
    expect(foodsOf('fries from the drive thru')).toEqual(['Potato, french fries, fast food'])
  })

  it('still reads a bar that is food', () => {
    expect(foodsOf('a protein bar')[0]).toMatch(/bar/i)
  })
})

describe('where it was eaten, said with in', () => {
  it('drops the beer garden and the food court', () => {
    const plain = (t: string) => analyzeMeal(t).totals.calories
    expect(plain('2 g&ts in the beer garden')).toBe(plain('2 g&ts'))
    expect(analyzeMeal('laksa from the food court').unmatched).toEqual([])
  })
})

describe('when and with whom a food was eaten', () => {
  it('drops the way to work, what was being done and who was there', () => {
    expect(dropPlaces('a hash brown on the way to work').trim()).toBe('a hash brown')
    expect(dropPlaces('hot cocoa w whipped cream after sledding w the kids').trim()).toBe(
      'hot cocoa w whipped cream',
    )
    expect(dropPlaces('pizza with the fam').trim()).toBe('pizza')
    // (food said after 'on' or 'with' stays)
    expect(dropPlaces('eggs on toast with the butter')).toContain('toast')
  })
})

describe('the day, the recipe and a place after a dash', () => {
  it('drops them, never a food named by them', () => {
    expect(dropPlaces('baileys over ice, christmas eve').trim()).toBe('baileys over ice,')
    expect(dropPlaces('bowl of coddle, my nans recipe').trim()).toBe('bowl of coddle,')
    expect(dropPlaces('salad - turkish restaurant').trim()).toBe('salad')
    expect(dropPlaces('christmas pudding')).toContain('christmas pudding')
  })
})

describe('where the foods came from, said on its own after them', () => {
  it('is no food: a restaurant, a counter, a takeout box, a chain named last', () => {
    const plain = (t: string) => analyzeMeal(t).totals.calories
    expect(plain('chicken caesar salad, restaurant')).toBe(plain('chicken caesar salad'))
    expect(plain('chicken fillet roll, deli counter')).toBe(plain('chicken fillet roll'))
    expect(plain('pad thai with chicken, takeout box')).toBe(plain('pad thai with chicken'))
    expect(plain('sweet tea, large, from chick fil a')).toBe(plain('sweet tea, large'))
    expect(foodsOf('fried chicken thigh and a biscuit, popeyes')).toHaveLength(2)
  })

  it('still reads a chain named alone, or first, as its food', () => {
    expect(foodsOf('popeyes')).toHaveLength(1)
    expect(foodsOf('subway turkey sub, chips')).toHaveLength(2)
  })
})

describe('a chain named once in a meal', () => {
  it('is where each item came from, when it has a row of the item', () => {
    const items = analyzeMeal('maccas - quarter pounder, small chips n a coke', {
      region: 'AU',
    }).items
    expect(items.map((i) => [i.food.description, i.grams])).toEqual([
      ['Quarter Pounder (McDonalds)', 170],
      ["McDONALD'S, french fries", 71],
      ['Soft drink, cola', 372],
    ])
  })

  it('never takes a row of the chain that is not the food named', () => {
    // (American 'chips' are crisps, which McDonald's has no row of: not its hotcakes)
    expect(foodsOf('maccas - quarter pounder, medium chips n a coke')).not.toContain(
      "McDONALD'S, Hotcakes (plain)",
    )
  })

  it('leaves the items alone when no chain is named', () => {
    expect(foodsOf('cheeseburger and small fries')).toEqual([
      'Cheeseburger, NFS',
      'Potato, french fries, restaurant',
    ])
  })
})

describe('chains named with food words', () => {
  it('are where the food came from, not a food of their own', () => {
    expect(foodsOf('slice of cheesecake from cheesecake factory')).toEqual(['Cheesecake, plain'])
    expect(foodsOf('waffle house waffle')).toEqual(['Waffle, NFS'])
  })

  it('leave the box a food came in out of it', () => {
    expect(foodsOf('itsu salmon sushi box, 8 pieces')).toEqual(['Sushi, topped with salmon'])
    expect(foodsOf('mac and cheese box mix')).toEqual([
      'Macaroni and cheese, box mix with cheese sauce, prepared',
    ])
  })
})

describe("a chain's name said before its food", () => {
  it('finds the chain’s row, at the size said after the name', () => {
    expect(foodsOf('subway 6 inch oven roasted chicken')).toEqual([
      'SUBWAY, oven roasted chicken sub on white bread with lettuce and tomato',
    ])
    const grams = (t: string) => analyzeMeal(t, { region: 'AU' }).items.map((i) => i.grams)
    expect(grams('maccas small chips')).toEqual([71])
    expect(grams('maccas large chips and a coke')).toEqual([154, 372])
    // (a chain's order named with no size is its medium one, not the kids' one)
    expect(grams('fries from mcdonalds')).toEqual([117])
  })

  it('reads a piece of KFC original as a piece of the chicken, not its skin and breading', () => {
    expect(foodsOf('2 pieces of kfc original')).toEqual([
      'KFC, Fried Chicken, ORIGINAL RECIPE, Thigh, meat and skin with breading',
    ])
  })
})

describe("Taco Bell's crunchy taco", () => {
  it('is its Original Taco when the chain is named', () => {
    expect(foodsOf('2 crunchy tacos from taco bell')).toEqual([
      'TACO BELL, Original Taco with beef, cheese and lettuce',
    ])
    expect(foodsOf('3 crunchy tacos')).toEqual(['Taco, NFS'])
  })
})
