import { describe, expect, it } from 'vitest'
import { analyzeMeal } from './index'

describe('an amount said after the food, in words of its own', () => {
  it('weighs what the bowl held and what was eaten', () => {
    const ramen = analyzeMeal('tonkotsu ramen, bowl was about 650g')
    expect(ramen.unmatched).toEqual([])
    expect(ramen.items[0]?.grams).toBe(650)
    const pho = analyzeMeal('pho, ate about 3 cups (left some broth)')
    expect(pho.unmatched).toEqual([])
    expect(pho.items[0]?.grams).toBe(analyzeMeal('3 cups of pho').items[0]?.grams)
  })
})

describe('an amount with a half, in a parenthesis', () => {
  it('reads "a cup and a half" in a parenthesis as in the text', () => {
    const grams = (t: string) => analyzeMeal(t).items[0]?.grams
    expect(grams('jambalaya (about a cup and a half)')).toBe(grams('a cup and a half of jambalaya'))
    expect(grams('rice (one and a half cups)')).toBe(grams('1.5 cups of rice'))
  })
})

describe('a weight or volume said before a measure or a container', () => {
  const first = (text: string) => analyzeMeal(text).items[0]

  it('weighs the food, and the measure chooses no other row', () => {
    expect(first('120g slice of carrot cake')?.food.description).toBe(
      first('carrot cake')?.food.description,
    )
    expect(first('120g slice of carrot cake')?.grams).toBe(120)
  })

  it('reads a stated glass of wine as wine, and of red as red wine', () => {
    expect(first('175ml glass of wine')?.food.description).toBe(
      first('glass of wine')?.food.description,
    )
    expect(first('175ml glass of wine')?.nutrients.calories).toBeGreaterThan(120)
    expect(first('175ml glass of red')?.food.description).toBe('Wine, red')
  })
})

describe('a measure filled with a brand the table does not know', () => {
  it('reads a can of it as a soft drink and a pint as a beer, both asked to be checked', () => {
    for (const text of ['can of irn bru', '330ml can of irn bru']) {
      const drink = analyzeMeal(text, { region: 'UK' })
      expect(drink.unmatched).toEqual([])
      expect(drink.items[0]?.food.description).toMatch(/^Soft drink/)
      expect(drink.items[0]?.confidence).toBeLessThanOrEqual(0.5)
    }
    expect(analyzeMeal('330ml can of irn bru').items[0]?.grams).toBeCloseTo(346, -1)
    expect(analyzeMeal('a pint of carling').items[0]?.food.description).toBe('Beer')
  })

  it('still reads a can of a food the table knows as that food', () => {
    expect(analyzeMeal('can of tuna').items[0]?.food.description).toMatch(/tuna/i)
  })
})

describe('a drink volume of a food that is no drink', () => {
  it('reads the drink of that flavour, never 600 ml of a candy', () => {
    const drink = analyzeMeal('600ml Big M chocolate', { region: 'AU' }).items[0]
    expect(drink?.food.description).toMatch(/^Chocolate milk/)
    expect(drink?.nutrients.calories).toBeLessThan(600)
    expect(analyzeMeal('300ml chocolate').items[0]?.food.description).toMatch(/^Chocolate milk/)
  })

  it('keeps a poured food that is no drink', () => {
    expect(analyzeMeal('250ml soup').items[0]?.food.description).toMatch(/^Soup/)
    expect(analyzeMeal('100ml double cream').items[0]?.food.description).toMatch(/^Cream/)
  })
})

describe('foods served two at a time', () => {
  it('reads sausages, rashers or eggs with no number as two of them', () => {
    const grams = (t: string) => analyzeMeal(t, { region: 'UK' }).items[0]?.grams
    expect(grams('sausages')).toBe(grams('2 sausages'))
    expect(grams('bangers and mash')).toBe(grams('2 sausages'))
    expect(grams('eggs')).toBe(grams('2 eggs'))
    expect(grams('scrambled eggs')).toBeLessThan(grams('2 eggs')! * 1.5)
  })

  it('gives a count in a parenthesis after bangers and mash to the sausages', () => {
    const meal = analyzeMeal('bangers and mash (3 sausages)', { region: 'UK' })
    expect(meal.items[0]?.grams).toBe(analyzeMeal('3 sausages', { region: 'UK' }).items[0]?.grams)
    expect(meal.items[1]?.grams).toBe(analyzeMeal('mash').items[0]?.grams)
  })
})

describe('a volume in a parenthesis', () => {
  it('reads 12 fl oz as one amount, and a count of cans as that many of them', () => {
    const grams = (t: string) => analyzeMeal(t).items[0]?.grams
    expect(grams('coke (12 fl oz)')).toBe(grams('12 fl oz coke'))
    expect(grams('dr pepper x2 (12 fl oz cans)')).toBe(grams('24 fl oz dr pepper'))
  })
})

describe('a chain named with its words apart', () => {
  it('reads chick fil a as chickfila', () => {
    const tea = analyzeMeal('large sweet tea from chick fil a')
    expect(tea.unmatched).toEqual([])
    expect(tea.items[0]?.food.description).toMatch(/^Tea, iced/)
  })
})

describe('what a parenthesis says of another food', () => {
  it('keeps the item when the parenthesis says another food was not eaten', () => {
    const parm = analyzeMeal('chicken parm (didnt touch the pasta)').items[0]
    expect(parm?.food.description).toMatch(/parmigiana/)
    expect(parm?.grams).toBe(analyzeMeal('chicken parm').items[0]?.grams)
    expect(analyzeMeal("fries (didn't eat them)").items).toEqual([])
  })

  it('reads oatmeal made with water as the oatmeal, weighed as said', () => {
    const meal = analyzeMeal('oatmeal made w water 250g, brown sugar 10g, raisins 20g')
    expect(meal.items[0]?.food.description).toMatch(/^Oatmeal/)
    expect(meal.items[0]?.grams).toBe(250)
  })
})

describe('an amount said after the food with a word of how it was had', () => {
  const gramsOf = (text: string) => analyzeMeal(text).items.map((i) => Math.round(i.grams))

  it('weighs the food with what it weighed and what portion of a batch was eaten', () => {
    expect(gramsOf('irish stew w lamb, weighed 480g')).toEqual([480])
    expect(gramsOf('chicken curry w/ rice, 450g portion from the batch i made')).toEqual([450])
  })

  it('reads a snack bag as the bag of the food before it, not a bag of popcorn cakes', () => {
    const items = analyzeMeal('goldfish crackers, a snack bag').items
    expect(items.map((i) => i.food.description)).toEqual(['Crackers, cheese (Goldfish)'])
    expect(Math.round(items[0]!.grams)).toBe(45)
  })

  it('measures soup by the ladle, half a cup each', () => {
    const [soup] = analyzeMeal('scotch broth, 2 ladles', { region: 'UK' }).items
    expect(soup!.food.description).toBe('Soup, vegetable, with meat')
    expect(Math.round(soup!.grams)).toBeGreaterThan(230)
    expect(Math.round(soup!.grams)).toBeLessThan(250)
  })
})

describe('a bottle of beer', () => {
  it('holds what its can does, 12 fl oz, where the row lists no bottle', () => {
    const [beer] = analyzeMeal('2 bottles of bud light').items
    expect(beer!.food.description).toBe('Beer, light')
    expect(Math.round(beer!.grams)).toBe(720)
    // (a soft drink's bottle is still its own)
    expect(Math.round(analyzeMeal('a bottle of coke').items[0]!.grams)).toBe(524)
  })
})

describe('a bit of a food, and fluid ounces after a comma', () => {
  const gramsOf = (text: string, region?: 'AU') =>
    analyzeMeal(text, region ? { region } : {}).items.map((i) => Math.round(i.grams))

  it("reads 'a bit of' a cheese or an avocado as its serving, and of butter as a touch", () => {
    expect(gramsOf('3 oatcakes with a bit of cheddar')[1]).toBe(21)
    expect(gramsOf('a bit of avo', 'AU')[0]).toBeGreaterThanOrEqual(30)
    expect(gramsOf('a bit of butter')[0]).toBeLessThan(5)
  })

  it("reads 'the 20 fl oz bottle' after a drink as its amount", () => {
    const meal = analyzeMeal('gatorade fruit punch, the 20 fl oz bottle')
    expect(meal.items).toHaveLength(1)
    expect(Math.round(meal.items[0]!.grams)).toBe(620)
  })

  it('reads pineapple chunks as pineapple, not the frozen sweetened chunks', () => {
    expect(analyzeMeal('pineapple chunks').items[0]!.food.description).toBe('Pineapple, raw')
  })
})

describe('cheese on counted crackers', () => {
  it('is a cracker-size slice on each, not one sandwich slice for them all', () => {
    const [crackers, cheese] = analyzeMeal('6 jatz with cheddar slices', { region: 'AU' }).items
    expect(crackers!.food.description).toMatch(/^Crackers/)
    expect(cheese!.food.description).toBe('Cheese, Cheddar')
    expect(Math.round(cheese!.grams)).toBe(54)
  })
})
