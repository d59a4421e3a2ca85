import { describe, expect, it } from 'vitest'
import { analyzeMeal } from './index'

const foodsOf = (text: string, region?: 'US' | 'UK' | 'AU') =>
  analyzeMeal(text, region ? { region } : {}).items.map((i) => i.food.description)

describe('dishes several writers named, read as the dish', () => {
  it('reads a katsu curry as its breaded cutlet, curry sauce and rice, rice said or not', () => {
    const parts = ['Chicken fillet, breaded', 'Curry sauce', 'Rice, white, cooked, no added fat']
    expect(foodsOf('chicken katsu curry from wagamamas', 'UK')).toEqual(parts)
    expect(foodsOf('chicken katsu curry with rice', 'UK')).toEqual(parts)
  })

  it('reads a souvlaki as the wrap in Australia and Britain, and a plate or skewer as the kebab', () => {
    expect(foodsOf('2 lamb souvlakis', 'AU')).toEqual(['Gyro sandwich'])
    expect(foodsOf('lamb souvlaki wrap', 'UK')).toEqual(['Gyro sandwich'])
    expect(foodsOf('lamb souvlaki plate', 'AU')[0]).toMatch(/shish kabob/)
    expect(foodsOf('chicken souvlaki skewer', 'US')[0]).toMatch(/shish kabob/)
  })

  it('reads a tuna mornay as the pasta bake, and on rice as tuna in white sauce beside rice', () => {
    expect(foodsOf('tuna mornay 250g', 'AU')).toEqual([
      'Tuna noodle casserole with cream or white sauce',
    ])
    expect(foodsOf('tuna mornay on rice', 'AU')).toEqual([
      'Tuna with cream or white sauce',
      'Rice, white, cooked, no added fat',
    ])
  })

  it("keeps the 'slice' of an Australian bake as part of its name", () => {
    expect(foodsOf('caramel slice', 'AU')).toEqual([
      'Cookie, vanilla with caramel, coconut, and chocolate coating',
    ])
    expect(foodsOf('zucchini slice', 'AU')).toEqual([
      'Egg casserole with bread, cheese, milk and meat',
    ])
  })

  it('finds a pot roast of beef and a cheesesteak sandwich, not a tongue or a cheese sandwich', () => {
    expect(foodsOf('pot roast')).toEqual(['Beef, pot roast'])
    expect(foodsOf('philly cheesesteak')).toEqual(['Cheese steak sandwich or sub on white'])
  })

  it('counts a square of a traybake as one of its cookies, and of chocolate as a square', () => {
    const shortbread = analyzeMeal("2 squares of millionaire's shortbread", { region: 'UK' })
    expect(shortbread.items[0]?.grams).toBe(84)
    expect(analyzeMeal('2 squares of dark chocolate').items[0]?.grams).toBe(20)
  })

  it('reads the roll of the dish with the fish said, never the fish beside a roll', () => {
    expect(foodsOf('6 pieces salmon avocado sushi roll')).toEqual(['Sushi roll, salmon'])
  })

  it('counts an Australian sushi roll as one uncut hand roll', () => {
    expect(analyzeMeal('2 salmon avo sushi rolls', { region: 'AU' }).items[0]?.grams).toBe(240)
  })

  it('counts sushi rolls as whole rolls and maki as pieces', () => {
    expect(foodsOf('2 salmon sushi rolls')).toEqual(['Sushi roll, salmon'])
    expect(analyzeMeal('2 salmon sushi rolls').items[0]?.grams).toBe(360)
    expect(analyzeMeal('a california roll').items[0]?.grams).toBe(180)
    expect(analyzeMeal('8 pieces of california roll').items[0]?.grams).toBe(240)
    expect(analyzeMeal('6 salmon maki').items[0]?.grams).toBe(180)
  })
})

describe('fried chicken is coated', () => {
  it('reads fried chicken wings as coated wings, and pan-fried chicken as sauteed', () => {
    expect(foodsOf('6 korean fried chicken wings')[0]).toMatch(/^Chicken wing, fried, coated/)
    expect(foodsOf('pan fried chicken breast')[0]).toMatch(/^Chicken breast, sauteed/)
  })
})

describe('a brand that names the kind of food, with its flavour after it', () => {
  it('reads the flavour as the flavour of the kind', () => {
    expect(foodsOf('half a pint of ben & jerrys cookie dough')[0]).toMatch(/^Ice cream/)
    expect(analyzeMeal('half a pint of ben & jerrys cookie dough').items[0]?.grams).toBeLessThan(
      200,
    )
    expect(foodsOf('a magnum double caramel')[0]).toMatch(/^Ice cream bar/)
  })
})

describe('cakes by the slice, and cookies people name', () => {
  it("reads USDA's 'regular or small piece/slice' as a cake's regular slice", () => {
    const slice = analyzeMeal('slice of victoria sponge', { region: 'UK' }).items[0]
    expect(slice?.food.description).toBe('Cake or cupcake, white with white icing, bakery')
    expect(slice?.grams).toBe(115)
  })

  it('reads a snickerdoodle as a sugar cookie, never as nothing', () => {
    const cookies = analyzeMeal('3 snickerdoodles')
    expect(cookies.unmatched).toEqual([])
    expect(cookies.items[0]?.food.description).toBe('Cookie, butter or sugar')
  })
})

describe('yum cha', () => {
  it('reads dumplings by their names, by the piece, never as a cocktail', () => {
    const meal = analyzeMeal('4 har gow, 3 siu mai', { region: 'AU' })
    expect(meal.items.map((i) => i.food.description)).toEqual([
      'Wonton, dumpling or pot sticker, steamed',
      'Wonton, dumpling or pot sticker, steamed',
    ])
    expect(meal.items[1]?.grams).toBe(75)
  })
})

describe('dishes, drinks and snacks read as other foods before', () => {
  const first = (text: string, region?: 'US' | 'UK' | 'AU') =>
    analyzeMeal(text, region ? { region } : {}).items[0]?.food.description

  it('reads the bakery, the servo and the pub by their region', () => {
    expect(first('vanilla slice', 'AU')).toMatch(/^Pastry, puff, custard/)
    expect(first('choc paddle pop', 'AU')).toMatch(/^Ice cream bar/)
    expect(first('cherry ripe', 'AU')).toMatch(/^Chocolate candy, coconut/)
    expect(first('a bag of mini cheddars', 'UK')).toBe('Crackers, cheese')
    expect(first('pork scratchings', 'UK')).toBe('Pork skin rinds')
    expect(first('toasted muesli', 'UK')).toBe('Cereal, granola')
  })

  it('never reads a glaze of ketchup as a sugar glaze, or a garden salad as shrimp', () => {
    const meatloaf = analyzeMeal('6 oz meatloaf w ketchup glaze')
    expect(meatloaf.items[1]?.food.description).toBe('Ketchup')
    expect(meatloaf.totals.calories).toBeLessThan(500)
    expect(first('garden salad')).toMatch(/^Lettuce, salad with assorted vegetables/)
  })

  it('reads a gatorade flavour as a sports drink, and honey nut cheerios as the cereal', () => {
    expect(first('gatorade fruit punch')).toMatch(/^Sports drink/)
    expect(first('honey nut cheerios 45g')).toBe("Cereal, O's, honey nut")
  })
})

describe('spreads, biscuits and snacks by their everyday names', () => {
  it('reads nutella as the spread, a spread on a crumpet by the slice', () => {
    const meal = analyzeMeal('crumpet w nutella', { region: 'UK' })
    expect(meal.items[1]?.food.description).toBe('Chocolate hazelnut spread')
    expect(meal.items[1]?.grams).toBe(20)
  })

  it('reads an anzac bikkie as an oatmeal cookie, and a bag of an unknown snack as crisps', () => {
    expect(analyzeMeal('2 anzac bikkies', { region: 'AU' }).items[0]?.food.description).toBe(
      'Cookie, oatmeal',
    )
    const takis = analyzeMeal('small bag of takis')
    expect(takis.items[0]?.food.description).toMatch(/^Potato chips/)
    expect(takis.items[0]?.confidence).toBeLessThanOrEqual(0.5)
  })

  it('reads what the day was like as no food', () => {
    expect(analyzeMeal('cold brew on a hot day').items).toHaveLength(1)
  })
})

describe('Caribbean, West African and chip-shop dishes', () => {
  it('reads rice and peas as rice with kidney beans, and jollof rice as a tomato rice', () => {
    expect(foodsOf('rice and peas')).toEqual(['Kidney beans and white rice'])
    expect(foodsOf('jollof rice')[0]).toMatch(/^Spanish rice/)
    expect(foodsOf('curry goat')[0]).toMatch(/^Stewed goat/)
    expect(foodsOf('jerk chicken')[0]).toMatch(/^Chicken leg, drumstick and thigh, grilled/)
  })

  it('reads a battered sausage from the chippy as a sausage in batter', () => {
    expect(foodsOf('battered sausage', 'UK')).toEqual(['Corn dog'])
  })
})

describe('brands and dishes writers of the spent sets named, read as other foods', () => {
  it('reads drinks by their brand, never a food the spelling is near', () => {
    expect(foodsOf('glass of ribena', 'UK')).toEqual(['Fruit flavored drink'])
    expect(foodsOf('500ml can of mother', 'AU')).toEqual(['Energy Drink'])
    expect(foodsOf('pot of XXXX gold', 'AU')).toEqual(['Beer, light'])
    expect(foodsOf('a pint of IPA', 'US')).toEqual(['Beer, higher alcohol'])
  })

  it('reads chocolate and crisps by their brand', () => {
    expect(foodsOf('4 squares of galaxy', 'UK')[0]).toMatch(/^Chocolate candy/)
    expect(foodsOf('45g dairy milk bar', 'UK')[0]).toMatch(/^Chocolate candy/)
    expect(foodsOf('packet of tayto cheese n onion', 'UK')[0]).toMatch(/^Potato chips/)
    expect(foodsOf('boston kreme from dunkin', 'US')).toEqual([
      'Doughnut, custard-filled, with icing',
    ])
  })

  it('reads soups and stews by their name', () => {
    expect(foodsOf('scotch broth', 'UK')).toEqual(['Soup, vegetable, with meat'])
    expect(foodsOf('irish stew', 'UK')).toEqual(['Stew, lamb'])
    expect(foodsOf('cup noodles for lunch', 'US')).toEqual(['Soup, ramen noodles, water added'])
    expect(foodsOf('1.5 cups of boxed mac and cheese', 'US')).toEqual([
      'Macaroni or noodles with cheese, made from packaged mix',
    ])
  })
})

describe('pizzas as pizzerias sell them', () => {
  const gramsOf = (text: string) => analyzeMeal(text).items.map((i) => Math.round(i.grams))

  it('reads a margherita as a thin cheese pizza, and its inches as its size', () => {
    expect(foodsOf('half a 12 inch margherita', 'UK')).toEqual([
      'Pizza, cheese, from restaurant or fast food, thin crust',
    ])
    // half of a medium (12 inch) thin-crust pizza, 500 g whole
    expect(gramsOf('half a 12 inch margherita')).toEqual([250])
    expect(gramsOf('pizza express margherita, whole 11 inch one')).toEqual([500])
  })

  it('counts slices of a large pizza as slices, and keeps a crust said after a comma', () => {
    expect(foodsOf('2 slices of a large pepperoni pizza, hand tossed')[0]).toMatch(/Hand-Tossed/)
    expect(foodsOf('2 slices of a large cheese pizza')).toEqual([
      'Pizza, cheese, from restaurant or fast food, NS as to type of crust',
    ])
  })

  it("reads 'black' after a coffee as nothing added, not a food", () => {
    expect(foodsOf('24 oz cold brew, black')).toEqual(['Iced Coffee, brewed'])
  })
})

describe('a sausage sizzle', () => {
  it('reads the snag, the bread, the fried onions beside it and the sauce as ketchup', () => {
    const meal = analyzeMeal('sausage sizzle - snag in bread w onions n tomato sauce', {
      region: 'AU',
    })
    expect(meal.items.map((i) => i.food.description)).toEqual([
      'Sausage, NFS',
      'Bread, white',
      'Onions, cooked, fat added',
      'Ketchup',
    ])
    // an Australian snag is a barbecue sausage, counted or not
    expect(Math.round(meal.items[0]!.grams)).toBe(75)
    expect(foodsOf('a meat pie with tomato sauce', 'AU')).toEqual(['Pot pie, beef', 'Ketchup'])
    // (tomato sauce a food is cooked in stays the sauce)
    expect(foodsOf('meatballs in tomato sauce over pasta', 'AU')).not.toContain('Ketchup')
  })
})

describe('more dishes and snacks by their name', () => {
  it('reads a clam chowder as the New England one unless Manhattan is said', () => {
    expect(foodsOf('bowl of clam chowder')).toEqual(['Soup, New England clam chowder'])
    expect(foodsOf('manhattan clam chowder')).toEqual(['Soup, Manhattan clam chowder'])
  })

  it('reads a shish kebab in a pitta as the skewer and the bread; a doner comes in its own', () => {
    expect(foodsOf('chicken shish kebab in pitta', 'UK')).toEqual([
      'Chicken or turkey shish kabob with vegetables, excluding potatoes',
      'Bread, pita',
    ])
    expect(foodsOf('doner kebab in pitta', 'UK')).toEqual(['Gyro sandwich'])
  })

  it('reads yum cha pork buns, Cheezels and Cruskits', () => {
    expect(foodsOf('2 bbq pork buns', 'AU')).toEqual(['Bao bun'])
    expect(foodsOf('packet of cheezels', 'AU')).toEqual(['Cheese flavored corn snacks'])
    expect(foodsOf('2 cruskits w vegemite', 'AU')[0]).toBe('Crackers, crispbread')
  })
})

describe('a curry and its rice', () => {
  it('reads each at its own portion, as a takeaway or a home cook plates them', () => {
    const meal = analyzeMeal('chicken tikka masala with rice', { region: 'UK' })
    expect(meal.items.map((i) => i.food.description)).toEqual([
      'Chicken curry',
      'Rice, white, cooked, no added fat',
    ])
    // (USDA's chicken curry with rice is a 200 g ready meal, 232 kcal: less than a plate)
    expect(meal.totals.calories).toBeGreaterThan(350)
    expect(foodsOf('veg curry and rice, homemade', 'UK')).toEqual([
      'Vegetable curry',
      'Rice, white, cooked, no added fat',
    ])
  })

  it('keeps the ready meal whole when a weight is said of both', () => {
    const meal = analyzeMeal('chicken korma with rice, 350g ready meal', { region: 'UK' })
    expect(meal.items.map((i) => [i.food.description, i.grams])).toEqual([
      ['Chicken curry with rice', 350],
    ])
  })
})

describe('takeaway meals', () => {
  it("reads chips beside a battered sausage as a chip shop's large portion", () => {
    const meal = analyzeMeal('battered sausage & chips', { region: 'UK' })
    expect(Math.round(meal.items[1]!.grams)).toBe(180)
  })

  it("keeps a combo's main when its sides are listed after it", () => {
    expect(
      foodsOf('maccas quarter pounder meal - medium fries + medium coke no sugar', 'AU'),
    ).toEqual(['Quarter Pounder (McDonalds)', "McDONALD'S, french fries", 'Soft drink, cola, diet'])
  })
})

describe('dishes several writers named, read as another row', () => {
  it('finds the row each names', () => {
    expect(foodsOf('fried plantain')).toEqual(['Plantain, cooked with oil'])
    expect(foodsOf('2 medium buttermilk pancakes')).toEqual(['Pancakes, plain'])
    expect(foodsOf('ham sandwich')).toEqual(['Ham sandwich on white'])
    expect(foodsOf('a sourdough roll')).toEqual(['Roll, sour dough'])
    expect(foodsOf('sticky toffee pudding', 'UK')).toEqual(['Cake or cupcake, gingerbread'])
  })

  it('measures an amount of spaghetti and meatballs as one dish, a plate of it as both', () => {
    expect(foodsOf('2 cups spaghetti and meatballs')).toEqual([
      'Pasta with tomato-based sauce and meat, home recipe',
    ])
    expect(foodsOf('spaghetti and meatballs')).toHaveLength(2)
  })
})

describe('more rows writers chose where the ranking found another', () => {
  it('reads half and half as the cream, not two halves of it', () => {
    const [coffee, cream] = analyzeMeal('16 oz iced coffee w/ half and half').items
    expect(coffee!.food.description).toBe('Iced Coffee, brewed')
    expect(cream!.food.description).toBe('Cream, half and half')
    expect(foodsOf('half and half')).toEqual(['Cream, half and half'])
  })

  it('reads sandwiches, prawns, fish, puddings and pancakes by what people mean', () => {
    expect(foodsOf('ham n cheese toastie', 'UK')).toEqual(['Ham sandwich on white, with cheese'])
    expect(foodsOf('6 king prawns', 'AU')).toEqual(['Shrimp, steamed or boiled'])
    expect(foodsOf('200g grilled barramundi', 'AU')).toEqual([
      'Fish, NS as to type, baked or broiled',
    ])
    expect(foodsOf('black n white pudding', 'UK')).toEqual(['Blood sausage', 'Pork sausage'])
    expect(foodsOf('quarter crispy duck, 6 pancakes', 'UK')[1]).toBe('Chinese pancake')
    expect(foodsOf('jerk chicken', 'UK')).toEqual([
      'Chicken leg, drumstick and thigh, grilled with sauce, skin eaten',
    ])
  })

  it("reads 'prob 3 cups worth' after a comma as the amount of the dish before it", () => {
    const meal = analyzeMeal('bibimbap from the korean place, prob 3 cups worth')
    expect(meal.unmatched).toEqual([])
    expect(meal.items[0]!.grams).toBe(analyzeMeal('3 cups of bibimbap').items[0]!.grams)
  })
})

describe('sandwiches named by their fillings and their salad', () => {
  it('reads the sandwich by its meat and cheese, and the salad beside it', () => {
    expect(foodsOf('ham cheese n tomato toastie', 'AU')).toEqual([
      'Ham sandwich on white, with cheese',
      'Tomatoes, for use on a sandwich',
    ])
    expect(foodsOf('ham, cheese & tomato toastie', 'UK')).toEqual([
      'Ham sandwich on white, with cheese',
      'Tomatoes, for use on a sandwich',
    ])
    expect(foodsOf('egg & lettuce sanga', 'AU')).toEqual([
      'Egg salad sandwich on white',
      'Lettuce, for use on a sandwich',
    ])
    // (a BLT is a sandwich of its own; a cheese and pickle is a cheese sandwich with its pickle,
    // as all seven writers of the spent sets who named one read it)
    expect(foodsOf('bacon lettuce and tomato sandwich')).toEqual([
      'Bacon, lettuce, tomato sandwich on white',
    ])
    expect(foodsOf('cheese and pickle sandwich', 'UK')).toEqual(['Cheese sandwich, NFS', 'Chutney'])
  })

  it('reads a sloppy joe as the sandwich, on its bun or not', () => {
    expect(foodsOf('2 sloppy joe')).toEqual(['Sloppy joe sandwich, on white bun'])
    expect(foodsOf('sloppy joe on a bun, kids loved it')).toEqual([
      'Sloppy joe sandwich, on white bun',
    ])
  })
})

describe('drinks, sweets and dishes of Britain, Ireland and Australia', () => {
  it('finds each', () => {
    expect(foodsOf('2 jameson and gingers', 'UK')).toEqual(['Whiskey and ginger ale'])
    expect(foodsOf('2 jammie dodgers', 'UK')).toEqual(['Cookie, vanilla sandwich'])
    expect(foodsOf('couple of freddo frogs', 'AU')[0]).toMatch(/^Chocolate candy/)
    expect(foodsOf('bowl of coddle', 'UK')[0]).toMatch(/^Sausage, potatoes/)
    expect(foodsOf('veggie lasagne 300g', 'UK')).toEqual(['Lasagna, meatless, with vegetables'])
    expect(foodsOf('1 piece of homemade lasagna')).toEqual(['Lasagna with meat, home recipe'])
    // (a shop's name is no food: 'm&s' read M&Ms)
    expect(foodsOf('m&s veg lasagne (ready meal)', 'UK')).toEqual([
      'Lasagna, meatless, with vegetables',
    ])
  })
})

describe('dishes the spent sets named, read as other foods or nothing', () => {
  it('finds each', () => {
    expect(foodsOf('spag carbonara at zizzi', 'UK')).toEqual([
      'Pasta with cream sauce and meat, restaurant',
    ])
    expect(foodsOf('paneer tikka starter', 'UK')).toEqual(['Cheese, paneer'])
    expect(foodsOf('a bowl of chicken tortilla soup')).toEqual(['Soup, tortilla'])
    expect(foodsOf('tinned spaghetti on toast', 'AU')[0]).toBe(
      'Pasta with tomato sauce, no meat, canned',
    )
    expect(foodsOf('2 scotch finger biscuits', 'AU')).toEqual(['Cookie, shortbread'])
    // a chilli with beans is one pot, not chilli beside a serving of baked beans
    expect(foodsOf('350g beef chili with beans')).toHaveLength(1)
  })

  it("reads a chip shop's portion of chips as its large one", () => {
    const [chips] = analyzeMeal('portion of chips with curry sauce from the chippy', {
      region: 'UK',
    }).items
    expect(Math.round(chips!.grams)).toBe(180)
  })
})

describe('Australian foods as three writers of four read them', () => {
  it('finds each', () => {
    expect(foodsOf('a sausage roll', 'AU')).toEqual(['Pastry, meat / poultry-filled'])
    expect(foodsOf('3 rissoles', 'AU')).toEqual(['Meat loaf made with beef'])
    expect(foodsOf('lemonade with lunch', 'AU')).toEqual([
      'Soft drink, fruit flavored, caffeine free',
    ])
    // (a vodka lemonade is USDA's own drink)
    expect(foodsOf('3 vodka lemonades', 'AU')).toEqual(['Vodka and lemonade'])
    expect(foodsOf('zooper dooper on a hot day', 'AU')[0]).toMatch(/^Popsicle/)
    expect(foodsOf('ham cheese n tomato sanger', 'AU')[0]).toBe(
      'Ham sandwich on white, with cheese',
    )
  })

  it('reads a lamington or an anzac bikkie named alone as one of them', () => {
    const grams = (text: string) => Math.round(analyzeMeal(text, { region: 'AU' }).items[0]!.grams)
    expect(foodsOf('lamington', 'AU')).toEqual(['Cake or cupcake, coconut'])
    expect(grams('lamington')).toBe(grams('a lamington'))
    expect(grams('anzac bikkie w a cuppa')).toBe(grams('an anzac biscuit'))
  })

  it('reads minimum chips as a fish shop serves them', () => {
    const chips = analyzeMeal('2 dim sims and minimum chips', { region: 'AU' }).items[1]!
    expect(Math.round(chips.grams)).toBe(180)
  })
})

describe('American dishes several writers named, read as another row', () => {
  it('reads a stuffed pepper by what it is stuffed with', () => {
    expect(foodsOf('2 stuffed pepper halves w rice & ground beef')).toEqual([
      'Stuffed pepper, with rice and meat',
    ])
    expect(foodsOf('1 stuffed bell pepper (beef and rice)')).toEqual([
      'Stuffed pepper, with rice and meat',
    ])
  })

  it('finds the potato salad, the popcorn, the taco and the barbecue chicken people mean', () => {
    expect(foodsOf('potato salad')).toEqual(['Potato salad, made with mayonnaise'])
    expect(foodsOf('3 cups microwave popcorn, butter')).toEqual([
      'Popcorn, microwave, butter flavored',
    ])
    expect(foodsOf('3 cups of butter microwave popcorn')).toEqual([
      'Popcorn, microwave, butter flavored',
    ])
    expect(foodsOf('2 hard shell beef tacos')).toEqual(['Taco, corn tortilla, beef, cheese'])
    expect(foodsOf('2 bbq chicken thighs')).toEqual([
      'Chicken thigh, grilled with sauce, skin eaten',
    ])
  })
})

describe('British plates as most writers read them', () => {
  it("reads a ploughman's pickle as chutney and its crusty bread as a thick slice", () => {
    const meal = analyzeMeal("ploughman's: cheddar, ham, crusty bread, pickle, apple", {
      region: 'UK',
    })
    expect(meal.items.map((i) => i.food.description)).toContain('Chutney')
    expect(meal.items.map((i) => i.food.description)).toContain('Bread, French or Vienna')
  })

  it('finds cheesy chips and a hot chocolate with squirty cream as their own rows', () => {
    expect(foodsOf('cheesy chips from the chippy', 'UK')).toEqual([
      'Potato, french fries, with cheese, fast food / restaurant',
    ])
    expect(foodsOf('mug of hot chocolate with squirty cream', 'UK')).toEqual([
      'Hot chocolate / cocoa, with whipped cream',
    ])
  })

  it('keeps what is added after a porridge made with milk', () => {
    expect(foodsOf('1 cup porridge made with milk + 1 tbsp honey', 'UK')).toEqual([
      'Oatmeal, instant, plain, made with milk, no added fat',
      'Honey',
    ])
    expect(
      foodsOf('porridge made w milk topped w sliced banana n a drizzle of honey', 'UK'),
    ).toEqual(['Oatmeal, instant, plain, made with milk, no added fat', 'Banana, raw', 'Honey'])
  })
})

describe('foods of the tenth round, named and read as other foods or nothing', () => {
  it('finds each', () => {
    expect(foodsOf('slim jim and a string cheese')[0]).toBe('Beef jerky')
    expect(foodsOf('3 vodka cokes', 'UK')).toEqual(['Vodka and cola'])
    expect(foodsOf('chiko roll from the servo', 'AU')).toEqual(['Egg roll, with beef and/or pork'])
    expect(foodsOf('strawberry pop tart')[0]).toMatch(/^Toaster Pastries/)
    expect(foodsOf('greggs steak bake', 'UK')).toEqual(['Turnover or hot pocket, beef'])
    expect(foodsOf('2 vodka cruisers', 'AU')).toEqual(['Vodka and lemonade'])
    expect(foodsOf('kotlet schabowy, boiled potatoes w dill, mizeria', 'UK')[0]).toBe(
      'Pork, chop, coated, NS as to fat eaten',
    )
    // (its '&' had split it in two)
    expect(foodsOf('up&go choc 250ml', 'AU')).toHaveLength(1)
    // (typo repair had read a waffle)
    expect(foodsOf('ham cheese n tomato jaffle', 'AU')[1]).toBe('Tomatoes, for use on a sandwich')
    // (a market is where it was bought)
    expect(foodsOf('spinach n feta gozleme from the sunday market', 'AU')).toEqual(['Spanakopita'])
  })
})

describe('lists, canteens and glazes', () => {
  it('reads a heading on its own line over the lines it names', () => {
    expect(foodsOf('ulster fry:\n- soda bread\n- fried egg\n- 2 sausages', 'UK')).toEqual([
      'Bread, Irish soda',
      'Egg, whole, fried, NS as to fat',
      'Sausage, NFS',
    ])
    expect(foodsOf('sunday lamb roast\n3 slices lamb\npumpkin\ngravy', 'AU')).toHaveLength(3)
    // (a first line that is a food of its own stays one)
    expect(foodsOf('banana\n200g yogurt\n30g granola')).toHaveLength(3)
  })

  it("reads a canteen's half rice half chips, a glazed doughnut and a 4 finger kitkat", () => {
    const meal = analyzeMeal('work canteen chicken curry, half rice half chips', { region: 'UK' })
    expect(meal.items.map((i) => Math.round(i.grams))).toEqual([240, 59, 55])
    expect(foodsOf('2 krispy kreme original glazed')).toEqual(['Doughnut, yeast type'])
    expect(foodsOf('kitkat 4 finger', 'UK')).toEqual(['Candies, KIT KAT Wafer Bar'])
    expect(foodsOf('honey glazed ham')[0]).toMatch(/^Ham/)
  })

  it('reads chips with curry sauce as a chip shop serves them', () => {
    const chips = analyzeMeal('chips n curry sauce', { region: 'UK' }).items[0]!
    expect(Math.round(chips.grams)).toBe(180)
  })
})

describe('a chicken fillet roll and a protein shake', () => {
  it("reads an Irish deli's chicken fillet roll as its breaded fillet in a crusty roll", () => {
    expect(foodsOf('chicken fillet roll w/ mayo from the deli', 'UK')).toEqual([
      'Chicken fillet, breaded',
      'Roll, white, hard',
      'Mayonnaise, regular',
    ])
  })

  it('reads a protein shake made with milk as a scoop of whey in it, and alone as a drink', () => {
    expect(foodsOf('protein shake w almond milk')).toEqual([
      'Nutritional powder mix, whey based, NFS',
      'Almond milk, NFS',
    ])
    expect(foodsOf('protein shake - 1 scoop whey in 12 oz unsweetened almond milk')[0]).toBe(
      'Nutritional powder mix, whey based, NFS',
    )
    expect(foodsOf('protein shake after the gym')[0]).toMatch(/ready-to-drink/)
  })
})

describe('a side of peas', () => {
  it("is 80 g of cooked peas, as the writers read it, not SR Legacy's 160 g cup", () => {
    const peas = analyzeMeal('bangers n mash w/ onion gravy & peas', { region: 'UK' }).items.at(-1)!
    expect(peas.food.description).toBe('Green peas, frozen, cooked, no added fat')
    expect(Math.round(peas.grams)).toBe(80)
    expect(Math.round(analyzeMeal('1 cup peas').items[0]!.grams)).toBe(160)
  })
})

describe('what goes with a pudding, a chilli and a pavlova', () => {
  it('pours custard beside a pudding at half a serving, and a bowl of it whole', () => {
    const custard = analyzeMeal('bread n butter pudding w custard', { region: 'UK' }).items[1]!
    expect(Math.round(custard.grams)).toBe(65)
    expect(Math.round(analyzeMeal('a bowl of custard').items[0]!.grams)).toBeGreaterThan(200)
  })

  it('reads a dollop of sour cream as a tablespoon', () => {
    const cream = analyzeMeal('chilli con carne with rice and a dollop of sour cream').items.at(-1)!
    expect(Math.round(cream.grams)).toBe(15)
  })

  it("reads a pavlova's meringue, whipped cream and one passionfruit", () => {
    expect(
      analyzeMeal('a slice of pav w cream n passionfruit', { region: 'AU' }).items.map((i) => [
        i.food.description,
        Math.round(i.grams),
      ]),
    ).toEqual([
      ['Meringues', 40],
      ['Cream, whipped', 20],
      ['Passion fruit, raw', 18],
    ])
  })

  it('reads celery sticks with no number as a serving of them', () => {
    expect(Math.round(analyzeMeal('celery sticks w ranch').items[0]!.grams)).toBe(60)
    expect(Math.round(analyzeMeal('3 celery sticks').items[0]!.grams)).toBe(12)
  })
})

describe('the eleventh round: kinds the spent set 2026-12j showed', () => {
  it('finds each', () => {
    expect(foodsOf('packet of cheese n onion', 'UK')).toEqual(['Potato chips, other flavored'])
    expect(foodsOf('packet of salt and vinegar chips', 'US')).toHaveLength(1)
    expect(foodsOf('spoons burger and chips', 'UK')[0]).toMatch(/^Hamburger/)
    expect(foodsOf('2 ladles of chicken casserole', 'UK')).toEqual(['Stew, chicken'])
    expect(foodsOf('3 slices of a dominos medium pepperoni', 'UK')[0]).toMatch(
      /^Pizza with pepperoni/,
    )
    expect(foodsOf('2 slices of pepperoni pizza from a large pie')[0]).toMatch(
      /^Pizza with pepperoni/,
    )
    expect(foodsOf('fish shop - flake n chips + 2 potato cakes', 'AU').at(-1)).toBe('Potato patty')
    expect(foodsOf('chicken fillet roll w mayo from centra', 'UK')).toHaveLength(3)
  })

  it("reads a combo meal's main once when a part names it again", () => {
    expect(foodsOf('big mac meal - big mac, medium fries, medium coke', 'UK')).toHaveLength(3)
  })

  it('reads a burger with the lot and a Bunnings snag as their parts', () => {
    expect(foodsOf('burger with the lot from the takeaway', 'AU').length).toBeGreaterThanOrEqual(5)
    expect(foodsOf('bunnings snag w onions and sauce', 'AU')).toEqual([
      'Sausage, NFS',
      'Bread, white',
      'Onions, cooked, fat added',
      'Ketchup',
    ])
  })

  it('reads an iced coffee with cream and sugar as the coffee and both', () => {
    expect(foodsOf('lg iced coffee cream and sugar from dunks')[0]).toBe('Iced Coffee, brewed')
  })
})

describe('a toad in the hole with its sausages counted', () => {
  it('gives the count to the sausages, not the batter', () => {
    const meal = analyzeMeal('toad in the hole (3 sausages in the batter) + onion gravy', {
      region: 'UK',
    })
    expect(meal.items[0]!.text).toBe('3 sausages')
    expect(meal.items[1]!.food.description).toBe('Popover')
  })
})

describe('a beef lasagne', () => {
  it("is USDA's lasagna with meat, not the chicken and spinach one", () => {
    expect(foodsOf('beef lasagna')).toEqual(['Lasagna with meat'])
  })
})

describe('a risotto, which USDA has no row of', () => {
  it('is rice cooked with butter and a vegetable, or with chicken in its sauce', () => {
    expect(foodsOf('risotto')).toEqual(['Rice, white, with other vegetables, fat added'])
    expect(foodsOf('mushroom risotto')).toEqual(['Rice, white, with other vegetables, fat added'])
    expect(foodsOf('chicken & mushroom risotto 350g')).toEqual([
      'Chicken or turkey and rice with mushroom sauce',
    ])
    expect(foodsOf('chicken risotto')).toEqual(['Chicken or turkey and rice with cream sauce'])
  })
})

describe('a cheese sandwich on a named bread', () => {
  it('is the cheddar sandwich on that bread, not a cheese steak sub', () => {
    expect(foodsOf('cheese sandwich on wheat')).toEqual([
      'Cheese sandwich, cheddar cheese, on wheat bread',
    ])
    expect(foodsOf('cheese sandwich on white')).toEqual([
      'Cheese sandwich, cheddar cheese, on white bread',
    ])
  })
})

describe('a stir fry with noodles', () => {
  it('is one dish of the meat and its noodles, not the meat and vegetables beside plain noodles', () => {
    expect(foodsOf('chicken stir fry w noodles')).toEqual([
      'Chicken or turkey and noodles with soy-based sauce',
    ])
    expect(foodsOf('400g beef and hokkien noodle stir fry', 'AU')).toEqual([
      'Beef, noodles, and vegetables including carrots, broccoli, and/or dark-green leafy; soy-based sauce',
    ])
    expect(foodsOf('chicken stir fry w rice')).toContain('Rice, white, cooked, no added fat')
  })
})

describe('foods the writers of the spent sets named, read as other foods or nothing', () => {
  it('finds the food each names', () => {
    expect(foodsOf('500ml lucozade', 'UK')).toEqual(['Sports drink, NFS'])
    expect(foodsOf('turkey sandwich with swiss')).toContain('Cheese, Swiss')
    expect(foodsOf('swiss steak')).toEqual(['Swiss steak'])
    expect(foodsOf('swiss roll', 'UK')).toEqual(['Cake, jelly roll'])
    expect(foodsOf('banana bread toasted w butter')).toEqual([
      'Bread, banana, prepared from recipe, made with margarine',
      'Butter, NFS',
    ])
    expect(foodsOf('2 slices tasty', 'AU')).toEqual(['Cheese, Cheddar'])
    expect(foodsOf('a tasty burger', 'AU')).toEqual(['Hamburger, NFS'])
  })
})

describe('a dish served over its rice or noodles', () => {
  it('is the table’s dish of both, whatever else its name says', () => {
    expect(foodsOf('bowl of seafood gumbo over rice')).toEqual(['Gumbo with rice'])
    expect(foodsOf('beef stroganoff over noodles')).toEqual(['Beef stroganoff with noodles'])
    expect(foodsOf('salmon over quinoa')).toHaveLength(2)
  })
})

describe('a bagel with lox and a schmear', () => {
  it('is the bagel, smoked salmon and cream cheese, each at its usual portion', () => {
    expect(foodsOf('bagel with lox and cream cheese')).toEqual([
      'Bagel',
      'Fish, salmon, smoked',
      'Cream cheese, regular, plain',
    ])
    expect(foodsOf('everything bagel w/ lox and a schmear')).toHaveLength(3)
  })

  it("reads 'from panda' as Panda Express, not a food", () => {
    expect(foodsOf('orange chicken and fried rice from panda')).toEqual([
      'Orange chicken',
      'Rice, fried, NFS',
    ])
  })
})

describe('a cupcake named alone', () => {
  it('is one cupcake, not a slice of the cake', () => {
    expect(analyzeMeal('red velvet cupcake').items[0]?.grams).toBe(90)
    expect(analyzeMeal('vanilla cupcake with frosting').items[0]?.grams).toBe(90)
  })
})

describe('foods of one spent set each, read as other foods or at another size', () => {
  it('reads them as the writers of the spent sets did', () => {
    const grams = (t: string) => analyzeMeal(t).items.map((i) => [i.food.description, i.grams])
    // (a takeaway's samosa is USDA's large one; the small is the cocktail size)
    expect(grams('2 veg samosas')).toEqual([['Samosa', 200]])
    expect(grams('3 small samosas')).toEqual([['Samosa', 75]])
    expect(foodsOf('chip butty', 'UK')).toEqual([
      'Bread, white',
      'Butter, NFS',
      'Potato, french fries, restaurant',
    ])
    expect(foodsOf('nachos with jalapenos')).toContain('Peppers, jalapenos')
    expect(grams('2 salmon onigiri')).toEqual([['Sushi roll, salmon', 200]])
    // (an amount in brackets after them is theirs)
    expect(grams('2 onigiri (~110g each)')[0]?.[1]).toBe(220)
  })
})

describe('a chilli con carne and a doner', () => {
  it('are the rows the writers of the spent sets chose', () => {
    expect(foodsOf('chilli con carne with rice', 'UK')).toContain('Chili with meat and beans')
    expect(foodsOf('HSP - chips, doner meat, garlic, chilli and bbq sauce', 'AU')).toEqual([
      'Potato, french fries, restaurant',
      'Lamb, ground',
      'Garlic sauce',
      'Tomato chili sauce',
      'Barbecue sauce',
    ])
  })
})

describe('a tomato soup', () => {
  it('is a tin or a carton of it, as most are', () => {
    expect(foodsOf('grilled cheese and a cup of tomato soup')).toContain('Soup, tomato, canned')
    expect(foodsOf('cream of tomato soup')).toEqual(['Soup, cream of tomato'])
  })
})

describe('rows the writers of the spent sets chose for common words', () => {
  it('reads a string cheese as a stick of mozzarella, baby carrots as carrots, a tuna bake creamy', () => {
    const grams = (t: string) => analyzeMeal(t).items.map((i) => [i.food.description, i.grams])
    expect(grams('2 string cheese')).toEqual([['Cheese, Mozzarella, part skim', 56.8]])
    expect(grams('string cheese and an apple')[0]).toEqual(['Cheese, Mozzarella, part skim', 28.4])
    expect(grams('10 baby carrots')).toEqual([['Carrots, raw', 100]])
    expect(foodsOf('tuna pasta bake')).toEqual(['Tuna noodle casserole with cream or white sauce'])
  })
})

describe('an In-N-Out double double, chicken dippers and potato waffles', () => {
  it('are the rows most writers of the spent sets read them as', () => {
    expect(foodsOf('double double from in n out')).toEqual([
      'Double cheeseburger, from fast food, 2 medium patties',
    ])
    // (Britain's own rule reads a potato waffle as a hash brown)
    expect(foodsOf('chicken dippers, potato waffles, peas', 'UK')).toEqual([
      'Chicken nuggets, NFS',
      'Potato, hash brown, NFS',
      'Green peas, frozen, cooked, no added fat',
    ])
    expect(foodsOf('2 potato waffles')).toEqual(['Potato patty'])
  })
})

describe('the kinds the spent set 2026-12l showed', () => {
  const grams = (t: string, region?: 'US' | 'UK' | 'AU') =>
    analyzeMeal(t, { region }).items.map((i) => [i.food.description, i.grams])

  it('reads sugar-free colas, flavoured ice creams, Pringles and bickies as what they are', () => {
    expect(foodsOf('600ml pepsi max', 'UK')).toEqual(['Soft drink, cola, diet'])
    expect(foodsOf('1 cup cookies n cream icecream')).toEqual([
      'Ice cream, vanilla, with additional ingredients',
    ])
    expect(grams('pringles, ate about a third of the tube')).toEqual([
      ['Potato chips, restructured, plain', 61.7],
    ])
    expect(foodsOf('couple of anzac bickies', 'AU')).toEqual(['Cookie, oatmeal'])
    expect(foodsOf('bbq shapes', 'AU')).toEqual(['Crackers, cheese'])
  })

  it('reads a place named with a food as the place, and a whole one as all of it', () => {
    expect(foodsOf('strawberry banana smoothie from smoothie king, medium')).toEqual([
      'Fruit smoothie, NFS',
    ])
    expect(foodsOf('cheesecake factory slice, original')).toEqual(['Cheesecake, plain'])
    expect(grams('pizza express margherita, whole thing', 'UK')).toEqual([
      ['Pizza, cheese, from restaurant or fast food, thin crust', 500],
    ])
    // (an amount said before it is the whole)
    expect(grams('frozen chicken pot pie, 10 oz, ate the whole thing')[0]?.[1]).toBe(283.5)
  })

  it('reads a fish pie as fish in a white sauce under mash', () => {
    expect(foodsOf('fish pie', 'UK')).toEqual([
      'Fish, NS as to type, baked or broiled',
      'Sauce, white, thin, prepared-from-recipe, with butter',
      'Potato, mashed, NFS',
    ])
  })
})

describe('a dish whose row has its meat in it, named with that meat', () => {
  it('is the dish alone, not the dish beside its meats', () => {
    expect(foodsOf('jambalaya w sausage & shrimp')).toEqual(['Jambalaya with meat and rice'])
    expect(foodsOf('bowl of pho w brisket')).toEqual(['Soup, pho, with meat'])
    // (a side of meat is eaten beside it)
    expect(foodsOf('jambalaya with rice and a side of shrimp')).toHaveLength(2)
  })
})
