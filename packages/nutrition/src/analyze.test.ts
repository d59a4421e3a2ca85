import { describe, expect, it } from 'vitest'
import { analyzeMeal, loadFoodTable } from './index'

function grams(text: string): number {
  return analyzeMeal(text).items.reduce((sum, item) => sum + item.grams, 0)
}

describe('analyzeMeal: grams', () => {
  it('counts eggs in eggs, never in grams', () => {
    expect(grams('2 eggs')).toBeGreaterThanOrEqual(90)
    expect(grams('2 eggs')).toBeLessThanOrEqual(115)
  })

  it.each([
    ['1 cup rice', 150, 165],
    ['150g chicken breast', 150, 150],
    ['a slice of bread', 25, 35],
    ['1 tbsp olive oil', 13, 14.5],
    ['1 tsp sugar', 4, 4.5],
    ['3 oz salmon', 84, 86],
    ['1 lb ground beef', 453, 454],
    ['a medium banana', 110, 130],
    ['a large apple', 220, 250],
    ['8 fl oz orange juice', 240, 252],
    ['12 oz coke', 350, 380],
    ['250 ml milk', 250, 265],
    ['2 slices of pizza', 200, 260],
    ['1/2 cup oats', 38, 42],
    ['a glass of milk', 235, 255],
  ])('%s weighs %d-%d g', (text, low, high) => {
    const g = grams(text)
    expect(g).toBeGreaterThanOrEqual(low)
    expect(g).toBeLessThanOrEqual(high)
  })

  it('uses a typical portion when no amount is given', () => {
    expect(grams('banana')).toBeGreaterThan(90)
    expect(grams('banana')).toBeLessThan(150)
    expect(grams('coffee')).toBeGreaterThan(200)
  })

  it('sizes butter on toast and milk in coffee by what they go with', () => {
    const toast = analyzeMeal('toast with butter')
    expect(toast.items[1]?.grams).toBeLessThanOrEqual(10)
    const coffee = analyzeMeal('coffee with milk')
    expect(coffee.items[1]?.grams).toBeLessThan(60)
  })
})

describe('analyzeMeal: totals', () => {
  it('adds up the items of a meal', () => {
    const meal = analyzeMeal('2 eggs, 2 slices of toast, 1 tbsp butter')
    expect(meal.items).toHaveLength(3)
    const sum = meal.items.reduce((s, i) => s + i.nutrients.calories, 0)
    expect(Math.abs(meal.totals.calories - sum)).toBeLessThanOrEqual(2)
    expect(meal.totals.calories).toBeGreaterThan(300)
    expect(meal.totals.calories).toBeLessThan(450)
    expect(meal.totals.protein).toBeGreaterThan(10)
  })

  it('gives a plausible total for a casual description', () => {
    const meal = analyzeMeal('had 2 eggs and toast with butter')
    expect(meal.items.map((i) => i.food.description)).toEqual([
      expect.stringMatching(/^Egg/),
      expect.stringMatching(/^Bread/),
      expect.stringMatching(/^Butter/),
    ])
    expect(meal.totals.calories).toBeGreaterThan(250)
    expect(meal.totals.calories).toBeLessThan(400)
  })

  it('rounds calories to whole kcal and the rest to one decimal', () => {
    const { totals } = analyzeMeal('1 cup rice, 150g chicken breast')
    expect(Number.isInteger(totals.calories)).toBe(true)
    for (const v of [
      totals.protein,
      totals.carbs,
      totals.fat,
      totals.fiber,
      totals.sugar,
      totals.sodium,
    ]) {
      expect(Math.round(v * 10) / 10).toBe(v)
    }
  })
})

describe('analyzeMeal: unmatched items', () => {
  it('reports what it cannot match instead of counting it as zero', () => {
    const meal = analyzeMeal('2 eggs and a zxqwv')
    expect(meal.items).toHaveLength(1)
    expect(meal.unmatched).toEqual(['a zxqwv'])
  })

  it('calls a food found around an unknown word a guess, by its confidence', () => {
    const guess = analyzeMeal('zorbleberry juice').items[0]
    expect(guess?.food.description).toMatch(/juice/i)
    expect(guess?.confidence).toBeLessThan(0.6)
    expect(analyzeMeal('orange juice').items[0]?.confidence).toBeGreaterThanOrEqual(0.8)
  })

  it('reads a food beside words nothing in the table is named with, as a guess', () => {
    // ('magnum classic' is no longer one: a magnum leads, its flavour words follow it)
    const [gyro] = analyzeMeal('gyro platter').items
    expect(gyro?.food.description).toMatch(/^Gyro/)
    expect(gyro?.confidence).toBeLessThanOrEqual(0.5)
    expect(analyzeMeal('zzzzzz').unmatched).toEqual(['zzzzzz'])
  })

  it('reports an amount with no food', () => {
    expect(analyzeMeal('2 cups').unmatched).toEqual(['2 cups'])
  })

  it('returns nothing for an empty description', () => {
    expect(analyzeMeal('')).toEqual({
      items: [],
      totals: { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, sugar: 0, sodium: 0 },
      unmatched: [],
    })
  })
})

describe('loadFoodTable', () => {
  it('loads the table once and can be called again', () => {
    const first = loadFoodTable()
    expect(first.foods).toBeGreaterThan(10_000)
    expect(loadFoodTable().foods).toBe(first.foods)
  })
})

describe('analyzeMeal: rules', () => {
  const foods = (text: string): string[] => analyzeMeal(text).items.map((i) => i.food.description)

  it("splits 'A with B' when no row is both foods, or the row adds a dish nobody named", () => {
    expect(foods('chicken with green beans')).toEqual([
      expect.stringMatching(/^Chicken/),
      expect.stringMatching(/^Green beans/),
    ])
    const salmon = foods('salmon with rice')
    expect(salmon).toHaveLength(2)
    expect(salmon.join(' ')).not.toMatch(/curry|fried/i)
  })

  it('keeps what comes with a dish inside it when a row lists it', () => {
    const meal = analyzeMeal('chicken burrito bowl with beans and rice')
    expect(meal.items).toHaveLength(1)
    expect(meal.items[0]?.food.description).toMatch(/^Burrito bowl, chicken, with beans and rice/)
  })

  it('serves a fraction-only measure as listed, not one whole unit', () => {
    expect(grams('whey protein')).toBeLessThan(40)
  })

  it('uses a measure that names the size', () => {
    expect(grams('3 large eggs')).toBe(150)
    const fries = analyzeMeal('medium fries').items[0]
    expect(fries?.grams).toBe(145)
  })

  it('takes the usual container size, and the smallest or largest when asked', () => {
    const usual = grams('bottle of coke')
    expect(usual).toBeGreaterThan(480)
    expect(usual).toBeLessThan(560)
    expect(grams('large bottle of coke')).toBeGreaterThan(usual)
  })

  it('adds a usual serving of sugar to a drink of no stated size, and scales it with a stated one', () => {
    const plain = analyzeMeal('tea with sugar').items[1]?.grams ?? 0
    expect(plain).toBeGreaterThan(3)
    expect(plain).toBeLessThanOrEqual(8.5)
    const big = analyzeMeal('2 cups of tea with sugar').items[1]?.grams ?? 0
    expect(big).toBeGreaterThan(plain)
  })

  it('cooks the vegetables of a cooked meal, and leaves a dip plate raw', () => {
    expect(foods('baked cod with carrots')[1]).toMatch(/^Carrots, .*cooked/)
    expect(foods('hummus with carrots')[1]).toMatch(/^Carrots, raw/)
  })

  it('adds the protein a dish is named by when the table has the dish only without it', () => {
    const stirFry = analyzeMeal('chicken stir fry')
    expect(stirFry.items.map((i) => i.food.description)).toEqual([
      expect.stringMatching(/^Chicken/),
      expect.stringMatching(/stir fry vegetables/),
    ])
    // both rows come from the one phrase the person typed, and say they were pieced together
    expect(stirFry.items.map((i) => i.text)).toEqual(['chicken stir fry', 'chicken stir fry'])
    expect(stirFry.items.every((i) => i.confidence <= 0.8)).toBe(true)
    expect(stirFry.totals.calories).toBeGreaterThan(120)
    expect(foods('steak salad')).toEqual([
      expect.stringMatching(/^Steak/),
      expect.stringMatching(/^Lettuce/),
    ])
  })

  it('shares a stated amount of a pieced-together dish between its two foods', () => {
    expect(grams('300g chicken stir fry')).toBe(300)
    expect(grams('2 chicken stir fry')).toBeCloseTo(2 * grams('chicken stir fry'), 0)
  })

  it('leaves a dish with its own protein whole, and a curated phrase alone', () => {
    // 'Beef curry' stands for lamb curry better than curry plus a second meat
    expect(foods('lamb curry')).toHaveLength(1)
    expect(foods('turkey chili')).toHaveLength(1)
    expect(foods('side salad')).toEqual([expect.stringMatching(/^Lettuce/)])
    expect(foods('chicken curry')).toEqual(['Chicken curry'])
  })

  it('reads a grilled chicken salad as greens with chicken, not the mayonnaise spread', () => {
    expect(foods('grilled chicken salad')[0]).toMatch(/garden salad/)
    expect(foods('chicken salad')[0]).toMatch(/made with mayonnaise/)
  })

  it('weighs a peanut butter spread separately from what it is on', () => {
    const meal = analyzeMeal('2 tbsp peanut butter on a banana')
    expect(meal.items.map((i) => i.food.description)).toEqual([
      expect.stringMatching(/^Peanut butter/),
      expect.stringMatching(/^Banana/),
    ])
    expect(meal.items[0]?.grams).toBeGreaterThan(30)
  })
})

describe('analyzeMeal: parentheses', () => {
  it('reads a parenthesis as details of one item, never as a second food', () => {
    const meal = analyzeMeal('oatmeal (one bowl, with milk)')
    expect(meal.items).toHaveLength(1)
    expect(meal.items[0]?.food.description).toMatch(/^Oat/i)
    expect(meal.unmatched).toEqual([])
  })

  it('takes the amount in parentheses, and no food for its digits and units', () => {
    const smoothie = analyzeMeal('a smoothie (16 oz)').items
    expect(smoothie).toHaveLength(1)
    expect(smoothie[0]?.grams).toBeGreaterThanOrEqual(420)
    expect(smoothie[0]?.grams).toBeLessThanOrEqual(500)
    expect(smoothie[0]?.food.description).not.toMatch(/\boz\b|\b16\b/)
    expect(grams('cashews (1 oz)')).toBeCloseTo(28.3, 0)
    expect(grams('cashews 1 oz')).toBeCloseTo(28.3, 0)
  })
})

describe('analyzeMeal: negation', () => {
  it('adds nothing for what was left off or not eaten', () => {
    const plain = analyzeMeal('a cheeseburger').totals.calories
    for (const text of [
      'a cheeseburger, no pickles',
      'a cheeseburger without onions',
      'a cheeseburger, hold the mayo',
      'a cheeseburger with ketchup on the side (not eaten)',
    ])
      expect(analyzeMeal(text).totals.calories).toBe(plain)
    expect(analyzeMeal('coffee, no sugar').items.map((i) => i.food.description)).toEqual([
      analyzeMeal('coffee').items[0]?.food.description,
    ])
  })
})

describe('analyzeMeal: count words', () => {
  function first(text: string) {
    return analyzeMeal(text).items[0]
  }

  it("weighs a food's own parts, never another food named by the same word", () => {
    const spears = first('10 asparagus spears')
    expect(spears?.food.description).toMatch(/^Asparagus/)
    expect(spears?.grams).toBeGreaterThanOrEqual(100)
    expect(spears?.grams).toBeLessThanOrEqual(200)
    const cloves = first('3 garlic cloves')
    expect(cloves?.food.description).toMatch(/^Garlic/)
    expect(cloves?.grams).toBeLessThanOrEqual(15)
    expect(first('a celery stick')?.food.description).toMatch(/^Celery/)
    expect(first('a sprig of thyme')?.grams).toBeLessThanOrEqual(3)
    expect(first('5 cauliflower florets')?.grams).toBeLessThanOrEqual(100)
  })

  it('keeps a food that is named by the word as that food', () => {
    const sticks = first('6 fish sticks')
    expect(sticks?.food.description).toMatch(/^Fish, stick/)
    expect(sticks?.grams).toBeLessThanOrEqual(150)
    expect(first('2 mozzarella sticks')?.food.description).toMatch(/^Mozzarella sticks/)
  })

  it('takes a measure that qualifies the unit, but not a size of it', () => {
    // Sausage, NFS: breakfast-size link 20 g
    expect(first('3 sausage links')?.grams).toBe(60)
    // Ham: a regular slice, not the thick one
    expect(first('2 slices of ham')?.grams).toBe(120)
  })

  it('counts 20 or more small pieces as pieces, while a bare number after a food is grams', () => {
    expect(first('20 olives')?.grams).toBeGreaterThanOrEqual(60)
    expect(first('24 almonds')?.unit).not.toBe('g')
    expect(first('chicken 150')?.grams).toBe(150)
  })

  it('counts by the measure a word of the name names', () => {
    // Tomatoes, raw lists a cherry tomato (17 g) beside the whole one (125 g)
    expect(first('10 cherry tomatoes')?.grams).toBeLessThanOrEqual(250)
    expect(first('4 grape tomatoes')?.grams).toBeLessThanOrEqual(50)
    expect(first('2 baby potatoes')?.grams).toBeLessThanOrEqual(150)
  })

  it('counts a piece by its own measure, not by the usual serving', () => {
    // USDA's egg roll is 64 g, its usual serving 100 g; a falafel is a 17 g patty, not 28 g
    expect(first('2 egg rolls')).toMatchObject({ grams: 128 })
    expect(first('2 egg rolls')?.food.description).toMatch(/^Egg roll, with beef/)
    expect(first('3 spring rolls')?.grams).toBe(192)
    expect(first('3 falafel')?.grams).toBe(51)
  })

  it('keeps a dish with what it is made with whole, when the table lists the dish with it', () => {
    // USDA's chicken burrito holds cheese; 'with rice' is then its row with rice and cheese
    expect(analyzeMeal('chicken burrito with rice').items.map((i) => i.food.description)).toEqual([
      'Burrito, chicken, with rice, cheese',
    ])
    // fish and rice are two foods: no row of fish is 'with rice'
    expect(analyzeMeal('fish with rice').items).toHaveLength(2)
  })

  it('reads a stir fry named by two foods as one dish, weighed as the dish', () => {
    const grams = (text: string) =>
      analyzeMeal(text).items.reduce((sum, item) => sum + item.grams, 0)
    // the 250 g is the whole stir fry's, not the chicken's
    expect(grams('250g chicken and veg stir fry')).toBeCloseTo(250, -1)
    // two cups of a stir fry weigh what USDA's stir-fried dishes do (224 g a cup)
    expect(grams('beef and capsicum stir fry, 2 cups')).toBeCloseTo(448, -1)
  })

  it('keeps a dish named by its fillings whole when the table has it', () => {
    expect(analyzeMeal('ham and cheese sandwich').items.map((i) => i.food.description)).toEqual([
      'Ham sandwich on white, with cheese',
    ])
    // a bread beside a soup is no filling
    expect(analyzeMeal('bread and tomato soup').items).toHaveLength(2)
  })

  it('serves a bowl of a pudding as a dessert bowl, and a squeeze of lemon as its juice', () => {
    // a dessert bowl is a cup; a bowl of soup a cup and a half
    expect(first('bowl of rice pudding')?.grams).toBeLessThan(first('a bowl of soup')?.grams ?? 0)
    expect(first('bowl of rice pudding')?.grams).toBeCloseTo(260, -1)
    expect(first('a squeeze of lemon')?.grams).toBeLessThan(10)
  })

  it('counts a food by the measure named after it, never by the cubic inch', () => {
    // 'Stuffed pepper' lists its 'pepper with filling' (298 g); its serving is a third of one
    expect(first('1 stuffed bell pepper')?.grams).toBe(298)
    // a kipper is a fillet (65 g), not a cubic inch of one (17 g)
    expect(first('2 kippers')?.grams).toBe(130)
  })

  it('reads a bag of crisps as the single-serve bag, and a microwave bag as its own', () => {
    expect(first('a bag of chips')?.grams).toBe(28)
    expect(first('bag of cheetos')?.grams).toBe(28)
    expect(first('large bag of doritos')?.grams).toBe(85)
    // a snack USDA gives no bag of is in the single-serve bag of its kind, not 100 g
    expect(first('bag of cheese twists')?.grams).toBe(28)
    expect(first('bag of microwave popcorn')?.grams).toBe(85)
  })

  it('counts a sweet USDA measures only by its pack in packs, not in 100 g', () => {
    expect(first('a twix')?.grams).toBe(57)
    expect(first('2 twix')?.grams).toBe(114)
    expect(first('twix')?.grams).toBe(57)
  })

  it("reads a dish made with milk as USDA's row of it made with milk", () => {
    expect(first('porridge made with milk')?.food.description).toMatch(/^Oatmeal, .*made with milk/)
    expect(first('hot chocolate (made with semi skimmed)')?.food.description).toBe(
      'Hot chocolate / cocoa, made with whole or reduced fat (2%) milk',
    )
    // with water or a plant milk, or unsaid, the plain row
    expect(first('porridge made with oat milk')?.food.description).toBe('Oatmeal, NFS')
    expect(first('porridge')?.food.description).toBe('Oatmeal, NFS')
    expect(first('oatmeal (one bowl, with milk)')?.food.description).toMatch(/made with milk/)
  })

  it('reads a quarter or a half of a chicken as that share of a whole bird', () => {
    // USDA's rotisserie bird is 600 g of meat, its leg quarter 140 g; one piece is 50 g
    expect(first('1/4 chicken')?.grams).toBe(140)
    expect(first('half a chicken')?.grams).toBe(300)
    expect(first('a third of a chicken')?.grams).toBeGreaterThan(120)
    expect(first('half a banana')?.grams).toBeCloseTo(63, -1)
  })

  it('serves a bowl of nuts or sweets as a snack bowl, half a cup', () => {
    // a soup bowl of them held 1,300 and 1,500 kcal
    expect(first('bowl of mixed nuts')?.grams).toBeCloseTo(71, 0)
    expect(first('a bowl of m&ms')?.nutrients.calories).toBeLessThan(600)
    expect(first('a bowl of cheerios')?.grams).toBeCloseTo(42, 0)
  })

  it('serves a caesar salad dressed, unless it was weighed or measured', () => {
    expect(analyzeMeal('chicken caesar salad').items.map((i) => i.food.description)).toEqual([
      'Caesar dressing',
      'Chicken or turkey caesar garden salad, chicken and/or turkey, lettuce, tomato, cheese, no dressing',
    ])
    expect(analyzeMeal('150g caesar salad').items).toHaveLength(1)
  })

  it('reads a salad eaten without dressing as the row of it without one', () => {
    expect(first('cucumber salad, no dressing')?.food.description).toBe(
      'Cucumber salad made with cucumber and vinegar',
    )
    expect(first('cucumber salad')?.food.description).toBe(
      'Cucumber salad, made with Italian dressing',
    )
  })

  it('reads a bare quarter pounder as the burger, not a quarter of one', () => {
    expect(first('quarter pounder w cheese')?.grams).toBe(
      first('a quarter pounder with cheese')?.grams,
    )
    expect(first('quarter chicken')?.grams).toBeGreaterThan(120)
  })

  it('serves a naan or a quesadilla whole, as it comes to the table', () => {
    // USDA's usual portion of a naan is a quarter of one (44 g), of a quesadilla a half
    expect(first('garlic naan')?.grams).toBe(177)
    expect(first('half a naan')?.grams).toBeCloseTo(88.5, 0)
    expect(first('cheese quesadilla')?.grams).toBe(120)
    expect(first('a chicken quesadilla')?.grams).toBe(140)
  })

  it('pours a mug fuller than a cup (300 ml)', () => {
    expect(first('mug of tea')?.grams).toBeGreaterThan(first('cup of tea')?.grams ?? Infinity)
    expect(first('mug of hot chocolate')?.grams).toBeCloseTo(315, -1)
  })

  it('reads a sugar with no amount by the teaspoon, never the cup', () => {
    // a dusting of icing sugar on a funnel cake was a 120 g cup of it
    expect(first('powdered sugar')?.grams).toBeLessThan(10)
  })

  it('counts sugar in a drink by the teaspoon, and reads a tea as hot unless it is iced', () => {
    expect(first('2 sugars')?.grams).toBeCloseTo(8.4, 1)
    expect(first('black tea')?.food.description).toBe('Tea, hot, leaf, black')
    expect(first('iced green tea')?.food.description).toMatch(/^Tea, iced/)
  })

  it('reads what is only that food, and leftovers, as the food', () => {
    expect(first('mustard only')?.food.description).toBe('Mustard')
    expect(first('300g leftover lasagna')?.food.description).toBe(
      first('300g lasagna')?.food.description,
    )
    // a Tim Tam is a 17 g chocolate-coated sandwich biscuit
    expect(first('3 tim tams')?.grams).toBe(51)
  })

  it('serves a plate of a food no smaller than a bowl of it', () => {
    expect(first('a plate of rice')?.grams).toBeGreaterThanOrEqual(
      first('a bowl of rice')?.grams ?? 0,
    )
    expect(first('a plate of pasta')?.grams).toBeGreaterThanOrEqual(
      first('a bowl of pasta')?.grams ?? 0,
    )
  })
})

describe('analyzeMeal: sizes, named dishes and toppings', () => {
  function first(text: string) {
    return analyzeMeal(text).items[0]
  }

  it("counts a food by its own noun even when the noun starts like a measure ('cupcake')", () => {
    expect(first('a cupcake')?.grams).toBeLessThanOrEqual(100)
  })

  it('sizes a food counted by tiny pieces by its bag, not by one piece', () => {
    // 'medium chips' with an American browser read one medium potato chip, 2 g
    expect(first('medium chips')?.grams).toBe(57)
    expect(first('small chips')?.grams).toBe(28)
    // a count is of the pieces
    expect(first('15 mini pretzels')?.grams).toBeLessThan(60)
  })

  it("counts 'a muffin' as a medium one when the food's own noun is a mini one", () => {
    expect(first('a blueberry muffin')?.grams).toBeGreaterThanOrEqual(100)
    expect(first('2 blueberry muffins')?.grams).toBeGreaterThanOrEqual(200)
  })

  it('serves a cake or a pie with no amount by the piece, not whole', () => {
    expect(first('cake')?.grams).toBeLessThanOrEqual(200)
    expect(first('birthday cake')?.grams).toBeLessThanOrEqual(200)
  })

  it("reads 'a quarter pounder' as one burger, and 'a quarter of a pizza' as a quarter", () => {
    expect(first('a quarter pounder')?.food.description).toMatch(/quarter pounder/i)
    expect(first('a quarter pounder')?.quantity).toBe(1)
    expect(first('a quarter of a pizza')?.quantity).toBe(0.25)
  })

  it('reads coffee-shop cup sizes as sizes', () => {
    expect(first('a grande latte')?.unit).toBe('medium')
    expect(first('a venti latte')?.unit).toBe('large')
  })

  it('reads a size word that names a food with the next word as part of its name', () => {
    expect(first('a big mac')?.food.description).toMatch(/big mac/i)
    expect(first('a big apple')?.food.description).toMatch(/^Apple, raw/)
    expect(first('a big apple')?.unit).toBe('large')
  })

  it("weighs a topping added 'with' to a bowl at a topping's portion", () => {
    const meal = analyzeMeal('yogurt with granola')
    expect(meal.items[1]?.food.description).toMatch(/granola/i)
    expect(meal.items[1]?.grams).toBeLessThanOrEqual(40)
    // a whole fruit stays whole; a side beside a main is no topping
    expect(analyzeMeal('oatmeal with a banana').items[1]?.grams).toBeGreaterThan(90)
    expect(analyzeMeal('chicken with rice').items[1]?.grams).toBeGreaterThan(100)
  })
})

describe('analyzeMeal: salads that come dressed', () => {
  function foods(text: string): string[] {
    return analyzeMeal(text).items.map((i) => i.food.description)
  }

  it('adds no dressing of its own when the meal names one by its kind alone', () => {
    // 'cobb salad with ranch' read ranch and an oil-and-vinegar dressing
    expect(foods('cobb salad with ranch')).toEqual(['Cobb salad, no dressing', 'Ranch dressing'])
  })

  it('dresses a caesar named alone or counted, and leaves one measured as USDA has it', () => {
    // 'side caesar' read 15 g of low-calorie dressing; 'a caesar salad' went undressed
    expect(foods('side caesar')).toEqual([
      'Caesar dressing',
      'Caesar salad, with romaine, no dressing',
    ])
    expect(foods('a caesar salad')).toContain('Caesar dressing')
    expect(foods('1 cup caesar salad')).toEqual(['Caesar salad, with romaine, no dressing'])
  })

  it('adds the dressing a salad is named after, or is served with', () => {
    expect(foods('thousand island salad')).toEqual([
      expect.stringMatching(/thousand island dressing/i),
      expect.stringMatching(/^Lettuce, salad/),
    ])
    expect(foods('a blue cheese wedge salad')[0]).toMatch(/blue or roquefort cheese dressing/i)
    expect(foods('cobb salad')).toEqual([
      expect.stringMatching(/dressing/i),
      expect.stringMatching(/^Cobb salad, no dressing/),
    ])
  })

  it('shares a stated amount between the salad and its dressing', () => {
    const meal = analyzeMeal('200 g cobb salad')
    expect(meal.items.reduce((sum, i) => sum + i.grams, 0)).toBeCloseTo(200, 0)
  })

  it('adds no dressing when the person says anything of it', () => {
    expect(foods('cobb salad, no dressing')).toEqual([expect.stringMatching(/^Cobb salad/)])
    expect(foods('cobb salad with ranch dressing')).toEqual([
      expect.stringMatching(/^Cobb salad/),
      expect.stringMatching(/^Ranch dressing/),
    ])
  })
})

describe('analyzeMeal: what people mean by a plain word', () => {
  function first(text: string) {
    return analyzeMeal(text).items[0]
  }

  it('weighs the eaten part of a food weighed with its peel or shell', () => {
    const banana = analyzeMeal('124 g banana with peel')
    expect(banana.items).toHaveLength(1)
    expect(banana.items[0]?.food.description).toMatch(/^Banana/)
    expect(banana.items[0]?.grams).toBeGreaterThan(70)
    expect(banana.items[0]?.grams).toBeLessThan(90)
    expect(first('200 g orange (with peel)')?.grams).toBeLessThan(160)
    // a count of fruit is already of the eaten part
    expect(first('a banana with peel')?.grams).toBe(first('a banana')?.grams)
  })

  it('reads a fish with no cooking method as baked or broiled, as USDA reads fish', () => {
    expect(first('a cod fillet')?.food.description).toBe('Fish, cod, baked or broiled')
    expect(first('100 g fried cod')?.food.description).toBe('Fish, cod, fried')
  })

  it('reads whole grains USDA has no row of as the nearest cooked grain, never as fruit', () => {
    // 'wheat berries' read mixed fruit berries; 'freekeh' was typo-mended into freeze-dried shallots
    expect(first('1 cup wheat berries')?.food.description).toBe('Spelt, cooked')
    expect(first('1 cup farro')?.food.description).toBe('Spelt, cooked')
    expect(first('1 cup freekeh')?.food.description).toMatch(/^Bulgur/)
  })

  it('reads jalapeno poppers as stuffed jalapenos, counted one by one', () => {
    // typo repair made 'poppers' into 'pepper': six read 23 kcal of sliced jalapenos
    expect(first('6 jalapeno poppers')?.food.description).toBe('Stuffed jalapeno pepper')
    expect(first('6 jalapeno poppers')?.grams).toBe(150)
  })

  it('reads a puree as the food pureed and a root by its own name, never as another food', () => {
    // each read the only row with the word: prune puree (740 kcal a cup), lotus root, hubbard squash
    expect(first('1 cup pumpkin puree')?.food.description).toMatch(/^Pumpkin, canned/)
    expect(first('apple puree')?.food.description).toMatch(/^Applesauce/)
    expect(first('3 g celery root')?.food.description).toMatch(/^Celeriac/)
    expect(first('76 g chayote squash')?.food.description).toMatch(/^Chayote, fruit, cooked/)
  })

  it('reads a vinegar or a dressing with no amount as a spoonful, not as a cup', () => {
    // SR Legacy measures them by the cup too: 'balsamic vinegar' read 255 g, 224 kcal
    expect(first('balsamic vinegar')?.grams).toBe(16)
  })

  it('reads oil of no named kind as vegetable oil', () => {
    expect(first('1 tbsp oil')?.food.description).toMatch(/^Vegetable oil/)
    expect(first('cooking oil')?.grams).toBeLessThanOrEqual(15)
    expect(first('1 tbsp olive oil')?.food.description).toMatch(/^Olive oil/)
  })

  it('reads a rice cake as the puffed disc, not the mini cracker', () => {
    expect(first('2 rice cakes')?.grams).toBe(18)
    expect(first('2 rice cakes')?.nutrients.calories).toBeGreaterThan(60)
  })
})

describe('analyzeMeal: seasonings and garnishes', () => {
  it.each([
    ['a pinch of salt', 1],
    ['a sprinkle of thyme', 2],
    ['a dash of hot sauce', 2],
    ['black pepper to taste', 1],
    ['fresh thyme', 2],
    ['a little olive oil', 5],
  ])('weighs %s at most %d g', (text, most) => {
    const item = analyzeMeal(text).items[0]
    expect(item?.grams).toBeGreaterThan(0)
    expect(item?.grams).toBeLessThanOrEqual(most)
  })
})

describe('analyzeMeal: fat counted once', () => {
  function food(text: string, k = 0) {
    return analyzeMeal(text).items[k]?.food.description ?? ''
  }

  it('reads foods without added fat when the meal lists its cooking oil', () => {
    expect(food('200 g egg whites, 1 tsp olive oil')).toMatch(/no added fat/)
    expect(food('sweet potato and a drizzle of oil')).toMatch(/^Sweet potato.*no added fat/)
    expect(food('150 g scrambled eggs, 5 g olive oil')).toMatch(/scrambled egg, no added fat/)
  })

  it('reads boiled, steamed or poached food without added fat', () => {
    expect(food('1 cup boiled potatoes')).toMatch(/^Potato, boiled.*no added fat/)
  })

  it('keeps what was fried or buttered, and a spread of butter is no cooking fat', () => {
    expect(food('2 fried eggs, 1 tsp oil')).not.toMatch(/no added fat/)
    expect(food('2 eggs and toast with butter')).toBe(food('2 eggs'))
  })
})

describe('analyzeMeal: filler before the food', () => {
  it('reads the same foods and amounts whatever is said before them', () => {
    const plain = analyzeMeal('a tuna sandwich, 2 eggs')
    for (const text of [
      'for lunch I ate a tuna sandwich, had 2 eggs',
      'lunch: a tuna sandwich, 2 eggs',
      'my lunch today was a tuna sandwich, and I had 2 eggs',
      'as a snack a tuna sandwich and then 2 eggs',
    ]) {
      const meal = analyzeMeal(text)
      expect(meal.items.map((i) => i.food.id)).toEqual(plain.items.map((i) => i.food.id))
      expect(meal.totals.calories).toBe(plain.totals.calories)
    }
  })
})

describe('analyzeMeal: chains and amounts after the food', () => {
  const descriptionOf = (text: string) => analyzeMeal(text).items.map((i) => i.food.description)

  it("finds a chain's own row by its name, and the generic food where the chain has none", () => {
    expect(descriptionOf('a wendys frosty')[0]).toMatch(/WENDY'S/)
    expect(descriptionOf('a cheeseburger from mcdonalds')[0]).toMatch(/McDonalds/)
    expect(descriptionOf('a bowl of chili from wendys')).toEqual(descriptionOf('a bowl of chili'))
    expect(descriptionOf('orange chicken from panda express')).toEqual(
      descriptionOf('orange chicken'),
    )
  })

  it('weighs "fried rice, 2 cups" as two cups of fried rice', () => {
    const meal = analyzeMeal('fried rice, 2 cups')
    expect(meal.unmatched).toEqual([])
    expect(meal.items[0]?.grams).toBe(analyzeMeal('2 cups of fried rice').items[0]?.grams)
  })
})

describe('analyzeMeal: pieces and containers', () => {
  const first = (text: string) => analyzeMeal(text).items[0]

  it('counts small pieces by the piece, never by the package', () => {
    const beans = first('20 jelly beans')
    expect(beans?.food.description).toMatch(/jellybeans/i)
    expect(beans?.grams).toBeLessThan(80)
    expect(first('2 pieces of tuna nigiri')?.food.description).toMatch(/Sushi, topped with tuna/)
    expect(first('a spicy salmon roll (6 pieces)')?.quantity).toBe(6)
  })

  it('reads a container named after the food as that container', () => {
    const packet = first('a ketchup packet')
    expect(packet?.unit).toBe('packet')
    expect(packet?.grams).toBeLessThan(20)
    // USDA's beer 'bottle' is a 40 fl oz one; a bottle of beer is the usual 12 fl oz
    expect(first('a bottle of beer')?.grams).toBeLessThan(400)
    expect(first('a bottle of kombucha')?.grams).toBeLessThan(520)
  })
})

describe('analyzeMeal: everyday dishes by name', () => {
  it('reads a parm, a whey scoop and a sweet tea as the dishes people mean', () => {
    expect(analyzeMeal('eggplant parm').items[0]?.food.description).toMatch(/^Eggplant parmesan/)
    expect(analyzeMeal('a scoop of whey').items[0]?.food.description).toMatch(/whey/i)
    const tea = analyzeMeal('a large sweet tea').items[0]
    expect(tea?.food.description).toMatch(/sweetened with sugar/)
    expect(tea?.nutrients.calories).toBeGreaterThan(100)
  })
})

describe('analyzeMeal: drinks and cups by name', () => {
  it('reads a flavoured latte as USDA flavoured one, jello as gelatin and a fruit cup as fruit', () => {
    expect(analyzeMeal('a caramel latte').items[0]?.food.description).toBe(
      'Coffee, Latte, flavored',
    )
    expect(analyzeMeal('a cup of jello').items[0]?.food.description).toBe('Gelatin dessert')
    expect(analyzeMeal('a fruit cup').items[0]?.food.description).toMatch(/Fruit cocktail/)
  })
})

const firstItem = (text: string) => analyzeMeal(text).items[0]

describe('analyzeMeal: a weighed food named with its form', () => {
  it('reads "150 g salmon fillet" as salmon, whichever side the grams are on', () => {
    for (const text of ['150g salmon fillet', 'salmon fillet 150g', '200 g cod fillet']) {
      const [item] = analyzeMeal(text).items
      expect(item?.food.description).toMatch(text.includes('cod') ? /cod/i : /salmon/i)
      expect(item?.unit).toBe('g')
    }
  })

  it('still reads a food the table names with that word as that food', () => {
    expect(firstItem('150 g fish sticks')?.food.description).toMatch(/^Fish, stick/)
    expect(firstItem('150 g fish sticks')?.grams).toBe(150)
  })
})

describe('analyzeMeal: sweets and toasts by their everyday names', () => {
  it('reads gummy bears as gummy candy, a few grams a piece, never bear meat', () => {
    const gummies = firstItem('10 gummy bears')
    expect(gummies?.food.description).toMatch(/gummy/i)
    expect(gummies?.grams).toBeLessThan(40)
    expect(firstItem('a kitkat bar')?.food.description).toMatch(/KIT KAT/)
  })

  it('reads avocado toast, however it is spelled, as toast and half an avocado', () => {
    for (const text of ['avocado toast', 'avacado toast']) {
      const names = analyzeMeal(text).items.map((item) => item.food.description)
      expect(names).toEqual([expect.stringMatching(/^Bread/), expect.stringMatching(/^Avocado/)])
    }
  })
})

describe('analyzeMeal: buns and rolls are bread', () => {
  it.each([
    ['a bun', /hamburger bun/],
    ['a hot dog bun', /hot dog bun/],
    ['a dinner roll', /^Roll, white, soft/],
    ['2 rolls with butter', /^Roll, white, soft/],
  ])('%s is %s', (text, row) => {
    expect(firstItem(text)?.food.description).toMatch(row)
  })

  it('reads a sloppy joe on a bun as the sandwich, one bun and its filling', () => {
    const names = analyzeMeal('sloppy joe on a bun').items.map((item) => item.food.description)
    expect(names).toEqual(['Sloppy joe sandwich, on white bun'])
  })
})

describe('a weighed food carries no fat it was not said to have (decision 028)', () => {
  const food = (text: string) => analyzeMeal(text).items[0]!.food.description

  it('reads a weighed plain food without the fat USDA’s default adds', () => {
    expect(food('150 g sweet potato')).toBe('Sweet potato, baked, no added fat')
  })

  it('keeps the default for a household amount, and the fat of a dish made with it', () => {
    expect(food('1 cup sweet potato')).toBe('Sweet potato, NFS')
    expect(food('150 g fried potatoes')).toMatch(/french fries/)
    expect(food('150g roasted potatoes')).toBe('Potato, roasted, NFS')
    expect(food('egg white omelette 200 g')).toMatch(/NS as to fat/)
  })

  it('reads weighed fish and shrimp as steamed: FNDDS bakes and broils them with fat', () => {
    expect(food('96g cod')).toBe('Fish, cod, steamed')
    expect(food('150g salmon fillet')).toBe('Fish, salmon, steamed')
    expect(food('41g shrimp')).toBe('Shrimp, steamed or boiled')
    // a fillet with no weight is the average cook's; a method said is the person's
    expect(food('salmon fillet')).toBe('Fish, salmon, baked or broiled')
    expect(food('150g baked salmon')).toBe('Fish, salmon, baked or broiled')
    expect(food('150 g fried cod')).toBe('Fish, cod, fried')
  })
})

describe('analyzeMeal: measures that name a food, and amounts in parentheses', () => {
  it('fills a beer glass with beer when the brand is none the table knows', () => {
    const [pint] = analyzeMeal('a pint of zzbrew', { region: 'UK' }).items
    expect(pint?.food.description).toBe('Beer')
    expect(pint?.confidence).toBeLessThanOrEqual(0.5)
    // a pot roast is a dish, not a pot of roast
    expect(firstItem('pot roast')?.food.description).toMatch(/pot roast/i)
  })

  it('reads the most exact amount a parenthesis gives, and each of several', () => {
    expect(firstItem('2 bottles of beer (330ml each)')?.grams).toBeCloseTo(670, -1)
    expect(firstItem('bowl of beef pho (big one, like 3 cups)')?.grams).toBeGreaterThan(700)
    expect(analyzeMeal('milo (3 heaped teaspoons (20g))', { region: 'AU' }).items[0]?.grams).toBe(
      20,
    )
  })

  it('reads drinks and foods people name by their brand', () => {
    expect(firstItem('12 oz can of dr pepper')?.food.description).toBe('Soft drink, pepper type')
    expect(firstItem('2 white claws')?.food.description).toBe('Hard seltzer')
    expect(firstItem('45g muesli')?.food.description).toMatch(/FAMILIA/)
  })

  it("counts 'mini' by the miniature measure, and a slice of white as bread", () => {
    expect(firstItem('15 mini pretzels')?.grams).toBeLessThan(60)
    expect(firstItem('a slice of white')?.food.description).toBe('Bread, white')
  })
})

describe('a brand of sweets by its plain row and its bag', () => {
  const only = (text: string) => analyzeMeal(text).items[0]
  it('reads M&Ms and Skittles as the plain ones, and a bag of them as their package', () => {
    // the ranking chose almond M&Ms and sour Skittles; a bag of M&Ms read their 21 g serving
    expect(only('a bag of m&ms')?.food.description).toMatch(/M&M's Milk Chocolate/)
    expect(only('a bag of m&ms')?.grams).toBe(48)
    expect(only('skittles')?.food.description).toMatch(/SKITTLES Original/)
    expect(only('peanut m&ms')?.food.description).toMatch(/M&M's Peanut/)
  })
})

describe('sprinkles with no food after them', () => {
  it('are the food, not a measure of nothing', () => {
    // 'fro yo w/ sprinkles' left the sprinkles unplaced
    const meal = analyzeMeal('fro yo w/ sprinkles')
    expect(meal.items.map((item) => item.food.description)).toContain('Candy, sprinkles')
    expect(meal.unmatched).toEqual([])
    expect(analyzeMeal('a sprinkle of cinnamon').items[0]?.food.description).toMatch(/cinnamon/)
  })
})

describe('a size said of a food whose sized rows add something', () => {
  it('never takes a row that adds what nobody said', () => {
    // 'small popcorn' read caramel popcorn with nuts, the one popcorn row with a small measure
    expect(analyzeMeal('small popcorn').items[0]?.food.description).toBe('Popcorn, NFS')
  })

  it('reads a tall PSL as a pumpkin spice latte', () => {
    expect(analyzeMeal('tall PSL').items[0]?.food.description).toMatch(/^Coffee, Latte/)
  })
})

describe('a parenthesis listing the parts of a basket or a named meal', () => {
  const foods = (text: string) => analyzeMeal(text).items.map((item) => item.food.description)

  it('counts the parts, even when a count leads one of them', () => {
    // it read 200 g of chicken tenders and nothing else
    expect(foods('chicken tenders basket (4 tenders, fries, honey mustard)')).toHaveLength(3)
  })

  it('reads a meal named over its parts as the parts', () => {
    // 'full english (2 eggs, bacon, beans)' read an English muffin
    expect(foods('full english (2 eggs, bacon, beans)')).not.toContain('Muffin, English')
    expect(foods('full english (2 eggs, bacon, beans)')).toHaveLength(3)
  })
})

describe('spoons, heaped or level, and a tray on its label', () => {
  const only = (text: string, region?: 'AU') => analyzeMeal(text, region ? { region } : {}).items[0]
  it('reads a heaped spoon as about two level ones, and a level one as one', () => {
    // a heaped '3 tbsp of sugar' read three teaspoons, and '(2 heaped teaspoons)' one
    expect(only('3 heaped tbsp of sugar')?.grams).toBeCloseTo(
      2 * (only('3 tbsp of sugar')?.grams ?? 0),
      0,
    )
    expect(only('a level tsp of sugar')?.grams).toBe(only('a tsp of sugar')?.grams)
  })

  it('gives spoons said after a milk to the powder stirred into it', () => {
    // the milk took them: 5 g of milk
    const milo = analyzeMeal('milo w full cream milk, 2 heaped teaspoons', { region: 'AU' })
    expect(milo.items.map((item) => Math.round(item.grams))).toEqual([7, 244])
  })

  it("weighs a frozen meal by its tray's weight", () => {
    // 'the 10.5 oz tray' went unplaced, and the lasagne read 123 g
    expect(only('stouffers lasagna w/ meat sauce, the 10.5 oz tray')?.grams).toBeCloseTo(298, 0)
  })
})
