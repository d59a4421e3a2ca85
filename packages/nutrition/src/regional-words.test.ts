import { describe, expect, it } from 'vitest'
import { analyzeMeal } from './analyze'

/** The food each item of a meal was read as, in a region. */
const foodsIn = (region: 'US' | 'UK' | 'AU', text: string) =>
  analyzeMeal(text, { region }).items.map((item) => item.food.description)

describe('an Australian bag of chips with a weight or a brand', () => {
  it('reads it as crisps, as a bare bag of chips is', () => {
    expect(foodsIn('AU', "45g bag of smith's chips")).toEqual(['Potato chips, NFS'])
    expect(foodsIn('AU', 'packet of corn chips')).toEqual(['Corn chips, plain'])
  })
})

describe('food words read in the person’s region', () => {
  it('reads chips as crisps in the US and as fries in the UK and Australia', () => {
    expect(foodsIn('US', 'chips')).toEqual(['Potato chips, NFS'])
    expect(foodsIn('UK', 'chips')).toEqual(['Potato, french fries, restaurant'])
    expect(foodsIn('AU', 'hot chips')).toEqual(['Potato, french fries, restaurant'])
    // crisps and named chips are the same food everywhere
    expect(foodsIn('UK', 'a packet of crisps')).toEqual(['Potato chips, NFS'])
    expect(foodsIn('UK', 'tortilla chips')).toEqual(foodsIn('US', 'tortilla chips'))
  })

  it('reads an Australian iced coffee as sweet milk coffee, not black coffee over ice', () => {
    expect(foodsIn('AU', '600ml farmers union iced coffee')).toEqual(['Coffee, bottled/canned'])
    expect(foodsIn('US', 'iced coffee')).toEqual(['Iced Coffee, brewed'])
  })

  it('reads an Australian bag of chips as crisps, and a British one as chip-shop chips', () => {
    expect(foodsIn('AU', 'a bag of chips')).toEqual(['Potato chips, NFS'])
    expect(foodsIn('AU', 'packet of chips')).toEqual(['Potato chips, NFS'])
    expect(foodsIn('UK', 'a bag of chips')).toEqual(['Potato, french fries, restaurant'])
  })

  it('reads a biscuit as a cookie, and jelly as a dessert, outside the US', () => {
    expect(foodsIn('US', 'a biscuit')[0]).toMatch(/^Biscuit/)
    expect(foodsIn('UK', 'a biscuit')[0]).toMatch(/^Cookie/)
    expect(foodsIn('US', 'toast with jelly')).toContain('Jam')
    expect(foodsIn('AU', 'jelly and ice cream')).toContain('Gelatin dessert')
    expect(foodsIn('UK', 'jelly beans')).toEqual(foodsIn('US', 'jelly beans'))
  })

  it('reads a lone bean as baked beans on British toast, and a named bean as itself', () => {
    expect(foodsIn('UK', 'beans on toast')).toContain('Baked beans')
    expect(foodsIn('UK', 'green beans')).toEqual(foodsIn('US', 'green beans'))
  })

  it('pours a British or Australian pint as an imperial pint (568 ml)', () => {
    const us = analyzeMeal('a pint of beer', { region: 'US' }).items[0]!.grams
    const uk = analyzeMeal('a pint of beer', { region: 'UK' }).items[0]!.grams
    expect(uk / us).toBeCloseTo(568.3 / 473.2, 2)
  })

  it('counts a sausage as a British banger (57 g) or an Australian snag (75 g)', () => {
    const grams = (region: 'US' | 'UK' | 'AU', text: string) =>
      analyzeMeal(text, { region }).items.map((item) => item.grams)
    expect(grams('UK', '2 sausages')).toEqual([114])
    expect(grams('UK', '2 bangers')).toEqual([114])
    expect(grams('AU', '2 snags')).toEqual([150])
    // USDA's American link, and a weighed or sized sausage as said
    expect(grams('US', '2 sausages')).toEqual([70])
    expect(grams('UK', '100g sausage')).toEqual([100])
  })

  it('serves chips and fish from a chip shop as its large portions', () => {
    const grams = (region: 'US' | 'UK' | 'AU', text: string) =>
      analyzeMeal(text, { region }).items.map((item) => Math.round(item.grams))
    expect(grams('UK', 'cod and chips from the chippy')).toEqual([135, 180])
    expect(grams('AU', 'fish shop: flake, chips')).toEqual([182, 180])
    // chips with a burger, and a chip shop's chips of a size said, as said
    expect(grams('UK', 'burger and chips')).toEqual([145, 110])
    expect(grams('UK', 'small chips from the chippy')).toEqual([110])
    // the item keeps the person's words
    expect(analyzeMeal('fish and chips', { region: 'UK' }).items[1]?.text).toBe('french fries')
  })

  it('reads bacon as back bacon outside the US, streaky bacon as the US rasher', () => {
    expect(foodsIn('UK', '3 rashers of bacon')).toEqual(['Canadian bacon, cooked'])
    expect(foodsIn('AU', 'bacon and eggs')[0]).toBe('Canadian bacon, cooked')
    expect(foodsIn('UK', '2 rashers')).toEqual(['Canadian bacon, cooked'])
    expect(foodsIn('UK', '2 rashers of streaky bacon')[0]).toMatch(/^Pork bacon/)
    expect(foodsIn('US', '3 strips of bacon')[0]).toMatch(/^Bacon/)
  })

  it('reads Australian words: a chook, a schnitty, flake from the fish shop, full cream milk', () => {
    expect(foodsIn('AU', 'quarter of a roast chook')[0]).toMatch(/^Chicken.*rotisserie/)
    expect(foodsIn('AU', 'chicken schnitty')[0]).toMatch(/^Chicken breast, fried, coated/)
    // a schnitzel is a whole crumbed breast wherever it is eaten, not a stewed piece
    expect(foodsIn('UK', 'chicken schnitzel')).toEqual(foodsIn('AU', 'schnitzel'))
    expect(analyzeMeal('chicken schnitzel', { region: 'US' }).items[0]?.grams).toBe(165)
    expect(foodsIn('AU', '1 piece of flake')).toEqual(['Fish, shark'])
    // a zucchini slice is a baked egg, cheese and bacon slice, not a slice of zucchini
    expect(foodsIn('AU', '2 slices of zucchini slice')).toEqual([
      'Egg casserole with bread, cheese, milk and meat',
    ])
    expect(foodsIn('AU', 'a glass of full cream milk')).toEqual(['Milk, whole'])
    expect(foodsIn('UK', 'a bar of dairy milk')).toEqual(['Chocolate candy'])
    // a plant milk stays a plant milk where Dairy Milk is chocolate
    expect(foodsIn('UK', 'large cappuccino with oat milk')).toEqual([
      'Coffee, Cappuccino, with non-dairy milk',
    ])
  })

  it('reads a Rich Tea as the Marie biscuit it is, counted by the biscuit', () => {
    expect(foodsIn('UK', '2 rich tea biscuits')).toEqual(['Marie biscuit'])
    expect(analyzeMeal('2 rich teas', { region: 'UK' }).items[0]?.grams).toBe(14)
  })

  it('reads an oatcake as the oatmeal cracker it is', () => {
    expect(foodsIn('UK', '3 oatcakes with cheddar')).toEqual([
      'Crackers, oatmeal',
      'Cheese, Cheddar',
    ])
  })

  it('reads British crisps and oats by their names', () => {
    expect(foodsIn('UK', 'walkers ready salted')).toEqual(['Potato chips, NFS'])
    expect(foodsIn('UK', '40g porridge oats')).toEqual(['Oats, raw'])
  })

  it('reads the US’s words when no region is given', () => {
    expect(analyzeMeal('chips')).toEqual(analyzeMeal('chips', { region: 'US' }))
  })
})

describe('drinks named by their glass or colour', () => {
  it('fills an unnamed pint or schooner with beer, and a glass of red with wine', () => {
    expect(foodsIn('AU', '2 schooners')).toEqual(['Beer'])
    expect(foodsIn('UK', 'a pint')).toEqual(['Beer'])
    expect(foodsIn('US', 'a glass of red')).toEqual(['Wine, red'])
    expect(foodsIn('US', 'a glass of prosecco')).toEqual(['Wine, sparkling'])
    expect(foodsIn('UK', 'g&t')).toEqual(['Gin and tonic'])
    expect(foodsIn('UK', '125ml glass of red')).toEqual(['Wine, red'])
  })

  it('serves a flat white in its 8 fl oz cup, not a 12 fl oz latte', () => {
    const grams = (text: string) => analyzeMeal(text, { region: 'AU' }).items.map((i) => i.grams)
    expect(grams('flat white')).toEqual([240])
    expect(grams('2 flat whites')).toEqual([480])
    expect(grams('a latte')).toEqual([360])
  })

  it('reads a wine by its grape and a spirit by its kind', () => {
    expect(foodsIn('AU', 'glass of shiraz')).toEqual(['Wine, red'])
    expect(foodsIn('UK', '2 glasses of sav blanc')).toEqual(['Wine, white'])
    expect(foodsIn('US', 'bourbon on the rocks, 2 oz')).toEqual(['Whiskey'])
  })

  it('pours a measured volume whatever size it is called', () => {
    const [glass] = analyzeMeal('large glass of rosé (250ml)').items
    expect(glass!.grams).toBeGreaterThan(245)
    expect(glass!.grams).toBeLessThan(260)
  })
})

describe('everyday units a food is counted in', () => {
  it('reads a bar of chocolate as a regular bar, not one square', () => {
    const [bar] = analyzeMeal('a bar of chocolate').items
    expect(bar!.grams).toBe(45)
  })

  it('never reads a pasta shape the table does not name as nothing', () => {
    expect(foodsIn('US', '1 cup penne')).toEqual(['Pasta, cooked'])
    expect(foodsIn('US', 'prawns over linguine')).toContain('Pasta, cooked')
  })
})

describe('foods of other cuisines by the names people order them by', () => {
  it('reads a takeaway chow mein and a kebab as Britain and Australia eat them', () => {
    expect(foodsIn('UK', 'chicken chow mein')[0]).toMatch(/with noodles$/)
    expect(foodsIn('AU', 'a kebab')).toEqual(['Gyro sandwich'])
    expect(foodsIn('US', 'shish kebab')[0]).not.toBe('Gyro sandwich')
  })

  it('reads dishes the table names otherwise, and counts sushi by its pieces', () => {
    expect(foodsIn('US', '8 gyoza')).toEqual(['Wonton, dumpling or pot sticker, fried'])
    // a crab rangoon is a fried crab and cream cheese puff; a bag of cheese puffs is a snack
    expect(foodsIn('US', '6 crab rangoon')).toEqual([
      'Puffs, fried, crab meat and cream cheese filled',
    ])
    expect(foodsIn('US', 'packet of cheese puffs')).toEqual(['Cheese flavored corn snacks'])
    expect(foodsIn('US', 'caprese salad')).toEqual([
      'Mozzarella cheese, tomato, and basil, with oil and vinegar dressing',
    ])
    // a glazed ring doughnut is FNDDS's yeast doughnut (60 g), not its 75 g 'NFS'
    expect(foodsIn('US', '2 glazed donuts')).toEqual(['Doughnut, yeast type'])
    expect(foodsIn('US', 'bowl of tom yum goong')).toEqual(['Soup, hot and sour'])
    expect(foodsIn('US', 'a bowl of pho tai')).toEqual(['Soup, pho, with meat'])
    expect(foodsIn('US', 'mango sticky rice')).toEqual([
      'Rice, cooked with coconut milk',
      'Mango, raw',
    ])
    const [maki] = analyzeMeal('6 salmon maki').items
    expect(maki!.food.description).toBe('Sushi roll, salmon')
    // six pieces of a roll, not six servings of salmon
    expect(maki!.grams).toBeLessThan(250)
  })

  it('reads a beer by its brand', () => {
    expect(foodsIn('AU', 'a singha')).toEqual(['Beer'])
  })
})

describe("naan spelt 'nan', as British and Australian menus spell it", () => {
  it('reads a garlic nan as naan, and a nan’s house as a place', () => {
    // 'garlic nan' read 5 g of cooked garlic
    expect(foodsIn('UK', 'chicken tikka masala, pilau rice & garlic nan')).toContain('Bread, naan')
    expect(foodsIn('AU', 'nan bread')).toEqual(['Bread, naan'])
    expect(foodsIn('UK', 'roast chicken at nans')).not.toContain('Bread, naan')
  })
})

describe('British sandwich fillings and baguettes', () => {
  it('reads a filling mayo as the filling mixed with mayonnaise, in its sandwich', () => {
    // 'chicken mayo sandwich' read 10 g of sandwich spread
    expect(foodsIn('UK', 'chicken mayo sandwich')).toEqual(['Chicken salad sandwich on white'])
    expect(foodsIn('UK', 'tuna mayo sandwich')).toEqual(['Tuna salad sandwich on white'])
  })

  it('reads a baguette named by its filling as a sandwich of it, and a bare one as bread', () => {
    // 'pret tuna baguette' read 90 g of tuna; 'a baguette' read nothing
    expect(foodsIn('UK', 'pret tuna baguette')).toEqual(['Tuna salad sandwich on white'])
    expect(foodsIn('UK', 'ham and cheese baguette')).toEqual(['Ham sandwich on white, with cheese'])
    expect(foodsIn('UK', 'half a baguette with brie')).toEqual([
      'Bread, French or Vienna',
      'Cheese, Brie',
    ])
  })
})

describe("a chip shop's saveloy", () => {
  it('is a frankfurter, not nothing', () => {
    expect(foodsIn('UK', 'a saveloy and chips')[0]).toMatch(/^Frankfurter/)
  })
})

describe('words the writer of the spent 2026-12n used', () => {
  it('reads them as the food they name, not as another food or nothing', () => {
    // mixed leaves read mixed nuts (366 kcal for 60 g), a pain au chocolat 5 g of candy, lamb
    // cutlets a veal cutlet, British sprouts alfalfa sprouts
    expect(foodsIn('UK', '60g mixed leaves')).toEqual(['Mixed salad greens, raw'])
    expect(foodsIn('UK', 'a pain au chocolat')).toEqual(['Croissant, chocolate'])
    expect(foodsIn('AU', 'lamb cutlets 200g')).toEqual(['Lamb, chop'])
    expect(foodsIn('UK', 'sprouts')).toEqual(['Brussels sprouts, raw'])
    expect(foodsIn('UK', 'bean sprouts')).toEqual(['Bean sprouts, cooked'])
  })

  it('counts British pigs in blankets at the cocktail size', () => {
    // three read 255 g, three of USDA's 85 g sausages in pastry
    expect(analyzeMeal('3 pigs in blankets', { region: 'UK' }).items[0]?.grams).toBe(60)
    expect(analyzeMeal('3 pigs in blankets', { region: 'US' }).items[0]?.grams).toBe(255)
  })

  it('reads American brands and slang as their foods', () => {
    // each read as nothing, an energy drink or a children's nutrition bar
    expect(foodsIn('US', '8 count nugs')).toEqual(['Chicken nuggets, NFS'])
    expect(foodsIn('US', 'bowl of lucky charms')).toEqual([
      'Cereal, frosted oats with marshmallows',
    ])
    expect(foodsIn('US', 'medium icee')).toEqual(['Slush frozen drink'])
    expect(foodsIn('US', 'pack of sour patch kids')).toEqual(['Candy, gummy'])
    expect(foodsIn('US', 'a 20oz mountain dew')).toEqual([
      'Soft drink, fruit flavored, caffeine containing',
    ])
    expect(foodsIn('AU', 'beef rendang')).toEqual(['Beef curry'])
  })
})

describe('a candy bar by its size', () => {
  it('counts a bar as the whole bar, and a fun-size or king-size one by that measure', () => {
    // two Mars bars read two fun-size ones (34 g); two fun-size ones read nothing
    for (const region of ['UK', 'US'] as const) {
      expect(analyzeMeal('2 mars bars', { region }).items[0]?.grams).toBe(116)
      expect(analyzeMeal('2 fun size mars bars', { region }).items[0]?.grams).toBe(34)
      expect(analyzeMeal('a king size mars bar', { region }).items[0]?.grams).toBe(103)
    }
  })
})
