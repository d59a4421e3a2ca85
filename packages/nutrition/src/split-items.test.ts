import { describe, expect, it } from 'vitest'
import { MAX_ITEMS, splitItems, splitMeal } from './split-items'

describe('splitItems', () => {
  it('splits on commas, and, with, +, new lines and semicolons', () => {
    expect(splitItems('2 eggs, toast and coffee with milk + juice\nbanana; apple')).toEqual([
      '2 eggs',
      'toast',
      'coffee',
      'milk',
      'juice',
      'banana',
      'apple',
    ])
  })

  it.each([
    'mac and cheese',
    'peanut butter and jelly sandwich',
    'salt and pepper',
    'half and half',
    'biscuits and gravy',
  ])('keeps %s whole', (dish) => {
    expect(splitItems(dish)).toEqual([dish])
  })

  it('writes fish and chips out as the two foods it is', () => {
    expect(splitItems('fish and chips')).toEqual(['fried battered fish', 'french fries'])
  })

  it('drops meal labels and keeps a topping apart from its base', () => {
    expect(splitItems('Breakfast: avocado on toast')).toEqual(['avocado', 'toast'])
  })

  it('keeps the bread a sandwich is on', () => {
    expect(splitItems('turkey sandwich on wheat')).toEqual(['turkey sandwich on wheat'])
  })

  it('caps the number of items', () => {
    expect(splitItems(Array(100).fill('egg').join(', '))).toHaveLength(MAX_ITEMS)
  })
})

describe('splitItems: on', () => {
  it('splits a spread from what it is on, the amount going with the spread', () => {
    expect(splitItems('2 tbsp almond butter on a rice cake')).toEqual([
      '2 tbsp almond butter',
      'a rice cake',
    ])
    expect(splitItems('cream cheese on crackers')).toEqual(['cream cheese', 'crackers'])
  })

  it('keeps how a food is served with it', () => {
    expect(splitItems('ranch on the side')).toEqual(['ranch'])
    expect(splitItems('2 corn on the cob')).toEqual(['2 ears of corn'])
    expect(splitItems('veggie burger on a bun')).toEqual(['veggie burger on a bun'])
  })

  it('asks canJoin with the word that joined the two, and keeps that word', () => {
    const seen: string[] = []
    const items = splitItems('ham with pineapple', (l, r, joiner) => {
      seen.push(joiner)
      return true
    })
    expect(seen).toEqual(['with'])
    expect(items).toEqual(['ham with pineapple'])
  })
})

describe('splitItems: parentheses', () => {
  it('never splits inside parentheses: they are details of the item before them', () => {
    expect(splitItems('oatmeal (one bowl, with milk), banana')).toEqual([
      'oatmeal (one bowl, with milk)',
      'banana',
    ])
    expect(splitItems('a smoothie (16 oz; strawberry + banana) and a bagel')).toEqual([
      'a smoothie (16 oz; strawberry + banana)',
      'a bagel',
    ])
    expect(splitItems('cashews (1 oz, then some more) with raisins (a handful)')).toEqual([
      'cashews (1 oz, then some more)',
      'raisins (a handful)',
    ])
  })

  it('keeps nested parentheses with their item and leaves a stray bracket to its item', () => {
    expect(splitItems('rice (brown (wholegrain), 1 cup), beans')).toEqual([
      'rice (brown (wholegrain), 1 cup)',
      'beans',
    ])
    expect(splitItems('toast (buttered, eggs')).toEqual(['toast (buttered', 'eggs'])
  })
})

describe('splitItems: what was not eaten', () => {
  it.each([
    ['caesar salad, no croutons', ['caesar salad']],
    ['a burger without cheese', ['a burger']],
    ['turkey sandwich, hold the mayo', ['turkey sandwich']],
    ['tacos with no sour cream', ['tacos']],
    ['salad with dressing on the side (not eaten)', ['salad']],
    ['steak, fries (didnt eat them)', ['steak']],
  ])('reads %s as %j', (text, items) => {
    expect(splitItems(text)).toEqual(items)
  })

  it('ends a negation at the next item, and keeps what a product is called', () => {
    expect(splitItems('pizza with no olives and a coke')).toEqual(['pizza', 'a coke'])
    expect(splitItems('hold the onions and pickles, then fries')).toEqual(['fries'])
    expect(splitItems('apple juice no sugar added')).toEqual(['apple juice no sugar added'])
    expect(splitItems('no-bake cookies')).toEqual(['no-bake cookies'])
    expect(splitItems('no fat greek yogurt')).toEqual(['no fat greek yogurt'])
    expect(splitItems('coffee, no sugar')).toEqual(['coffee'])
    expect(splitItems('tea with no sugar and a muffin')).toEqual(['tea', 'a muffin'])
  })
})

describe('splitItems: when the meal was eaten', () => {
  it.each([
    ['for lunch a tuna sandwich', ['a tuna sandwich']],
    ['as a snack an apple', ['an apple']],
    ['2 eggs for breakfast and toast', ['2 eggs', 'toast']],
    ['my dinner tonight was a burger', ['a burger']],
    ['lunch was soup, bread', ['soup', 'bread']],
    ['dinner: steak', ['steak']],
  ])('reads %s as %j', (text, items) => {
    expect(splitItems(text)).toEqual(items)
  })

  it('keeps a meal word that names a food', () => {
    expect(splitItems('breakfast burrito for lunch')).toEqual(['breakfast burrito'])
    expect(splitItems('a dinner roll')).toEqual(['a dinner roll'])
  })
})

describe('splitMeal', () => {
  it("says which items were added to the one before with 'with'", () => {
    expect(splitMeal('yogurt with granola and a coffee')).toEqual([
      { text: 'yogurt', joiner: null },
      { text: 'granola', joiner: 'with' },
      { text: 'a coffee', joiner: 'and' },
    ])
    expect(splitMeal('pancakes topped with berries')[1]).toEqual({
      text: 'berries',
      joiner: 'with',
    })
  })
})

describe('splitItems: headings and dishes made with their parts', () => {
  it('counts the parts a heading names, not the heading as well', () => {
    expect(splitItems('burrito bowl: rice, beans, chicken')).toEqual(['rice', 'beans', 'chicken'])
    expect(splitItems('sandwich: two slices of bread, turkey and lettuce')).toEqual([
      'two slices of bread',
      'turkey',
      'lettuce',
    ])
    // one food after a colon is a food, not a list of parts
    expect(splitItems('smoothie: banana')).toEqual(['smoothie: banana'])
  })

  it('counts a dish made with several ingredients by its ingredients, and one made with one as the dish', () => {
    expect(splitItems('a smoothie made with a banana, spinach and almond milk')).toEqual([
      'a banana',
      'spinach',
      'almond milk',
    ])
    expect(splitItems('2 pancakes made with buttermilk')).toEqual(['2 pancakes'])
  })

  it('writes out a bread roll named by its fillings as the roll and each filling', () => {
    expect(splitItems('bacon n egg roll w bbq sauce')).toEqual([
      'bread roll',
      'bacon',
      'egg',
      'bbq sauce',
    ])
    expect(splitItems('ham and salad roll')).toEqual(['bread roll', 'ham', 'salad'])
    // a Chinese egg roll, a pastry sausage roll and a sushi roll are themselves
    expect(splitItems('an egg roll, 2 sausage rolls, california roll')).toEqual([
      'an egg roll',
      '2 sausage rolls',
      'california roll',
    ])
  })

  it('reads a bacon butty or sandwich as bread with bacon, and a bacon bap as a roll', () => {
    expect(splitItems('bacon butty w/ brown sauce')).toEqual([
      '2 slices of bread',
      'bacon',
      'brown sauce',
    ])
    expect(splitItems('bacon bap')).toEqual(['bread roll', 'bacon'])
  })

  it('reads cheese on toast as a slice of cheese on each slice of toast', () => {
    for (const text of [
      'cheese on toast x2',
      '2 slices cheese on toast',
      'cheese on toast, 2 slices',
    ])
      expect(splitItems(text)).toEqual(['2 slices of toast', '2 slices of cheese'])
    expect(splitItems('cheese on toast')).toEqual(['cheese', 'toast'])
  })

  it('writes out chicken and waffles, which USDA has no row of, as its two foods', () => {
    expect(splitItems('chicken and waffles w/ syrup')).toEqual(['fried chicken', 'waffle', 'syrup'])
  })

  it('reads a dash before parts joined by + as a heading', () => {
    expect(splitItems('protein shake - 1 scoop whey + 12 oz almond milk')).toEqual([
      '1 scoop whey',
      '12 oz almond milk',
    ])
  })

  it('reads toast soldiers as buttered toast, with what their parenthesis says', () => {
    expect(splitItems('boiled egg and soldiers')).toEqual(['boiled egg', 'toast', 'butter'])
    expect(splitItems('boiled egg and soldiers (1 slice toast, buttered)')).toEqual([
      'boiled egg',
      'toast (1 slice toast, buttered)',
      'butter',
    ])
    expect(splitItems('egg with soldiers and butter')).toEqual(['egg', 'soldiers', 'butter'])
  })

  it('reads what a hot drink is listed with as going in it, and a British tea of food as the meal', () => {
    expect(splitItems('cuppa - semi skimmed milk and 1 sugar')).toEqual([
      'cuppa',
      'semi skimmed milk',
      '1 sugar',
    ])
    expect(splitMeal('coffee: milk, 2 sugars').map((item) => item.joiner)).toEqual([
      null,
      'with',
      null,
    ])
    expect(splitItems('tea - sausages, mash and peas')).toEqual(['sausages', 'mash', 'peas'])
  })

  it('keeps a dish made with a dairy milk as made with milk, and one made with a plant milk as the dish', () => {
    expect(splitItems('bowl of porridge made with semi-skimmed milk, drizzle of honey')).toEqual([
      'bowl of porridge (made with milk)',
      'drizzle of honey',
    ])
    expect(splitItems('mug of hot choc made with skimmed')).toEqual([
      'mug of hot choc (made with milk)',
    ])
    expect(splitItems('porridge made with oat milk')).toEqual(['porridge'])
  })

  it("keeps the dish made with milk when 'and' lists what came after the milk", () => {
    // the honey was lost, and 'made with milk and water' read milk and water with no porridge
    expect(splitItems('porridge made with semi skimmed milk and 1 tbsp honey')).toEqual([
      'porridge (made with milk)',
      '1 tbsp honey',
    ])
    expect(splitItems('porridge made with milk and water')[0]).toBe('porridge (made with milk)')
    expect(splitItems('porridge made with milk, honey')).toEqual([
      'porridge (made with milk)',
      'honey',
    ])
  })

  it('keeps a food weighed with its peel or shell as one item', () => {
    expect(splitItems('124 g banana with peel, coffee')).toEqual([
      '124 g banana unpeeled',
      'coffee',
    ])
    expect(splitItems('pistachios in shell')).toEqual(['pistachios unpeeled'])
  })

  it('writes spaghetti and meatballs out as the two foods USDA has', () => {
    const dish = ['spaghetti with tomato sauce', 'meatballs']
    const keepDish = (l: string, r: string) => `${l.trim()} with ${r.trim()}` === dish[0]
    expect(splitItems('spaghetti and meatballs', keepDish)).toEqual(dish)
    expect(splitItems('pasta with meatballs', keepDish)).toEqual(dish)
  })

  it('reads a part that is only an amount as the amount of the item before it', () => {
    expect(splitItems('fried rice, 2 cups, iced tea')).toEqual(['fried rice (2 cups)', 'iced tea'])
    expect(splitItems('beef stew, about 1.5 cups')).toEqual(['beef stew (about 1.5 cups)'])
    expect(splitItems('a spicy tuna roll, 6 pieces')).toEqual(['a spicy tuna roll (6 pieces)'])
    expect(splitItems('2 eggs, a banana')).toEqual(['2 eggs', 'a banana'])
  })

  it('reads "a cup and a half" and "two and a half" as one amount', () => {
    expect(splitItems('a cup and a half of chili')).toEqual(['1.5 cup of chili'])
    expect(splitItems('two and a half cups of popcorn')).toEqual(['2.5 cups of popcorn'])
    expect(splitItems('a burger and half a muffin')).toEqual(['a burger', 'half a muffin'])
  })

  it('drops where a food was bought, keeping a chain the table has rows of', () => {
    expect(splitItems('sesame chicken from panda express')).toEqual(['sesame chicken'])
    expect(splitItems('a shake from the drive-thru')).toEqual(['a shake fast food'])
    expect(splitItems('a muffin from the bakery, a latte at starbucks')).toEqual([
      'a muffin',
      'a latte',
    ])
    expect(splitItems('nuggets from mcdonalds')).toEqual(['nuggets mcdonalds'])
    expect(splitItems('chipotle mayo')).toEqual(['chipotle mayo'])
  })

  it('reads inches as the size of the item, not a count', () => {
    expect(splitItems('a 6 inch meatball sub')).toEqual(['a meatball sub'])
    expect(splitItems('a footlong tuna sub')).toEqual(['a large tuna sub'])
    expect(splitItems('a burger w fries')).toEqual(['a burger', 'fries'])
  })

  it('reads desserts with their additions', () => {
    expect(splitItems('cherry pie a la mode')).toEqual([
      'cherry pie',
      'a scoop of vanilla ice cream',
    ])
    expect(splitItems('a red velvet cupcake with cream cheese frosting')).toEqual([
      'a red velvet cupcake',
    ])
  })

  it('reads dish phrases with "on" a bread, "in" a drink and a preparation after a comma', () => {
    expect(splitItems('turkey and swiss on sourdough')).toEqual(['turkey and swiss sandwich'])
    expect(splitItems('egg salad on whole wheat')).toEqual(['egg salad sandwich on wheat'])
    expect(splitItems('peanut butter on an apple')).toEqual(['peanut butter', 'an apple'])
    expect(splitItems('2 scoops of protein powder in a glass of oat milk')).toEqual([
      '2 scoops of protein powder',
      'a glass of oat milk',
    ])
    expect(splitItems('an apple, sliced, cheddar')).toEqual(['an apple (sliced)', 'cheddar'])
  })
})

describe('splitItems: sizes after the food', () => {
  it('reads a lone size after a comma as the size of the drink before it', () => {
    expect(splitItems('a chai latte, venti, a scone')).toEqual(['a chai latte (venti)', 'a scone'])
  })
})

describe('splitItems: other joiners and layouts', () => {
  it('reads a dash between a heading and its parts as a colon: the parts are counted once', () => {
    expect(splitItems('chicken sandwich - 2 slices bread, chicken, lettuce, mayo')).toEqual([
      '2 slices bread',
      'chicken',
      'lettuce',
      'mayo',
    ])
    expect(splitItems('poke bowl – rice, salmon and edamame')).toEqual([
      'rice',
      'salmon',
      'edamame',
    ])
    // a dash with nothing listed after it, or inside a word, is no heading
    expect(splitItems('stir-fry')).toEqual(['stir-fry'])
    expect(splitItems('1 - 2 eggs')).toEqual(['1 - 2 eggs'])
  })

  it("splits on 'over', 'tossed with', 'drizzled with', 'smothered in' and 'in' a bread", () => {
    expect(splitItems('salmon over quinoa')).toEqual(['salmon', 'quinoa'])
    expect(splitItems('eggs over easy')).toEqual(['eggs over easy'])
    expect(splitItems('pasta tossed with pesto')).toEqual(['pasta', 'pesto'])
    expect(splitItems('greek salad drizzled with olive oil')).toEqual(['greek salad', 'olive oil'])
    expect(splitItems('chips smothered in gravy')).toEqual(['chips', 'gravy'])
    expect(splitItems('2 snags in bread')).toEqual(['2 snags', 'bread'])
  })

  it('keeps toppings listed after a topping as toppings', () => {
    expect(splitMeal('yogurt topped with blueberries and granola, and a coffee')).toEqual([
      { text: 'yogurt', joiner: null },
      { text: 'blueberries', joiner: 'with' },
      { text: 'granola', joiner: 'with' },
      { text: 'a coffee', joiner: 'and' },
    ])
  })

  it('reads a topping on a loaf’s bread as one slice of it, and a filling on it as a sandwich', () => {
    expect(splitItems('avocado on sourdough')).toEqual(['avocado', 'a slice of sourdough'])
    expect(splitItems('turkey and swiss on sourdough')).toEqual(['turkey and swiss sandwich'])
  })

  it('drops a meal label with the words before it, and reads a sandwich on a named bread as one', () => {
    expect(splitItems('diner breakfast: 2 eggs over easy, hash browns')).toEqual([
      '2 eggs over easy',
      'hash browns',
    ])
    expect(splitItems('ham sandwich on white bread')).toEqual(['ham sandwich on white'])
    // eggs on toast are two foods, whatever the bread
    expect(splitItems('2 poached eggs on wholemeal toast')).toEqual([
      '2 poached eggs',
      'wholemeal toast',
    ])
  })

  it('counts an ingredient made with or stirred into a measured drink as an item', () => {
    expect(splitItems('porridge - 45g oats made with 250ml semi-skimmed milk')).toEqual([
      '45g oats',
      '250ml semi-skimmed milk',
    ])
    expect(splitItems('pancakes made with buttermilk')).toEqual(['pancakes'])
    expect(splitItems('milo, 3 heaped teaspoons in 250ml full cream milk')).toEqual([
      'milo (3 heaped teaspoons)',
      '250ml full cream milk',
    ])
    expect(splitItems('a snag in a slice of white bread')).toEqual([
      'a snag',
      'a slice of white bread',
    ])
  })

  it('reads a spread on toast as toast and the spread, buttered as butter, and occasions as no food', () => {
    expect(splitItems('vegemite toast x2, buttered')).toEqual(['toast x2', 'vegemite x2', 'butter'])
    expect(splitItems('2 glasses of champagne at the wedding')).toEqual(['2 glasses of champagne'])
    expect(splitItems('chips and queso')).toEqual(['tortilla chips', 'queso'])
  })

  it("keeps dishes, drinks and flavours named with 'and' or '&' whole", () => {
    expect(splitItems('hot and sour soup')).toEqual(['hot and sour soup'])
    expect(splitItems('half a pint of ben & jerrys')).toEqual(['half a pint of ben and jerrys'])
    expect(splitItems('packet of salt and vinegar crisps')).toEqual([
      'packet of salt and vinegar crisps',
    ])
    expect(splitItems('rum and coke')).toEqual(['rum and coke'])
  })

  it('reads what a dish comes in or is cooked in as the dish', () => {
    expect(splitItems('a doner kebab in pitta')).toEqual(['a doner kebab'])
    expect(splitItems('40g oats cooked in water')).toEqual(['40g oats'])
    expect(splitItems('chicken tikka masala ready meal')).toEqual(['chicken tikka masala'])
    expect(splitItems('large cappuccino with oat milk')).toEqual([
      'large non dairy milk cappuccino',
    ])
    expect(splitItems('medium popcorn at the movies')).toEqual(['medium movie theater popcorn'])
    expect(splitItems('meatballs in tomato sauce')).toEqual(['meatballs', 'tomato sauce'])
  })

  it('reads a coffee with skim milk as a skinny one, and starts no item with a dash', () => {
    expect(splitItems('tall iced vanilla latte, skim')).toEqual(['tall iced vanilla latte nonfat'])
    expect(splitItems('nandos - 2 wings, spicy rice')).toEqual(['2 wings', 'spicy rice'])
  })

  it('writes out dishes named for what is in them, and drops a takeaway named by its cuisine', () => {
    expect(splitItems('a short stack')).toEqual(['3 pancakes'])
    expect(splitItems('toad in the hole')).toEqual(['2 sausages', 'a yorkshire pudding'])
    expect(splitItems('garlic naan from the indian')).toEqual(['garlic naan'])
    expect(splitItems('chicken pot pie, the 10oz one')).toEqual(['chicken pot pie (the 10oz one)'])
  })

  it('drops how a drink was poured, when it was had, and where from', () => {
    expect(splitItems('50ml baileys over ice after dinner')).toEqual(['50ml baileys'])
    expect(splitItems('barra and chips from the fish shop')).toEqual([
      'fried battered fish',
      'french fries',
    ])
    expect(splitItems('funnel cake at the fair')).toEqual(['funnel cake'])
    expect(splitItems('half rack of ribs')).toEqual(['6 ribs'])
  })

  it('counts halves, fingers and pots as what they are', () => {
    expect(splitItems('2 stuffed pepper halves')).toEqual(['1 stuffed pepper'])
    expect(splitItems('4 finger kit kat')).toEqual(['1 kit kat'])
    expect(splitItems('a pot noodle')).toEqual(['a pot of ramen noodles water added'])
    // its flavour is the noodles', not a chicken and mushrooms beside them
    expect(splitItems('pot noodle chicken & mushroom')).toEqual([
      'pot of ramen noodles water added',
    ])
    // a measure that names its food is an item, not the amount of the one before
    expect(splitItems('2 sausages, 2 rashers')).toEqual(['2 sausages', '2 rashers'])
    expect(splitItems('sausage casserole, big bowl')).toEqual(['sausage casserole (big bowl)'])
  })

  it('reads inches as a size, in parentheses too, and G&Ts as gin and tonics', () => {
    expect(splitItems('meatball sub (6 inch)')).toEqual(['meatball sub'])
    expect(splitItems('couple of G&Ts')).toEqual(['couple of gin and tonic'])
  })

  it("drops British meal words: 'for tea', 'for pudding', 'at the pub'", () => {
    expect(splitItems('tteokbokki from the korean place')).toEqual(['tteokbokki'])
    expect(splitItems('chips after the pub')).toEqual(['chips'])
    expect(splitItems('shepherds pie for tea')).toEqual(['shepherds pie'])
    expect(splitItems('custard for pudding')).toEqual(['custard'])
    expect(splitItems('a pint at the pub')).toEqual(['a pint'])
  })
})

describe('splitItems: how a food was cut or a drink poured', () => {
  it('names tortilla chips once when the person named them with their salsa', () => {
    expect(splitItems('tortilla chips and salsa')).toEqual(['tortilla chips', 'salsa'])
    expect(splitItems('chips and guac')).toEqual(['tortilla chips', 'guacamole'])
  })

  it('drops how a food was cut, and keeps a spirit on the rocks or neat with its spirit', () => {
    expect(splitItems('a carrot cut into sticks, an apple cut in wedges')).toEqual([
      'a carrot',
      'an apple',
    ])
    expect(splitItems('whisky on the rocks')).toEqual(['whisky on the rocks'])
    expect(splitItems('whisky, neat')).toEqual(['whisky (neat)'])
  })
})

describe("'n' typed for 'and'", () => {
  it('splits two foods joined by n, and keeps the dishes named with it whole', () => {
    expect(splitItems('grilled cheese n tomato soup')).toEqual(['grilled cheese', 'tomato soup'])
    expect(splitItems('big mac, medium fries n a diet coke')).toEqual([
      'big mac',
      'medium fries',
      'a diet coke',
    ])
    expect(splitItems('mac n cheese')).toEqual(['mac and cheese'])
  })
})

describe('w/ and what went in', () => {
  it("reads 'topped w/' as 'topped with', a joiner of its own", () => {
    expect(splitItems('greek yogurt topped w/ granola & blueberries')).toEqual([
      'greek yogurt',
      'granola',
      'blueberries',
    ])
  })

  it('drops how a food went in, and the size of the pizza a slice came from', () => {
    expect(splitItems('instant ramen w/ an egg cracked in')).toEqual(['instant ramen', 'an egg'])
    expect(splitItems('2 slices of pepperoni pizza, large pie')).toEqual([
      '2 slices of pepperoni pizza (large pie)',
    ])
    // (a parenthesis beside the size is its details)
    expect(splitItems('2 slices of pepperoni pizza, large pie (thin crust)')).toEqual([
      '2 slices of pepperoni pizza (large pie (thin crust))',
    ])
  })
})

describe('splitItems: rewrites that must leave other foods alone', () => {
  it('keeps custard creams, pav bhaji, a glazed donut and slices of pepperoni as they are', () => {
    expect(splitItems('a brew and custard creams')).toEqual(['a brew', 'custard creams'])
    expect(splitItems('pav bhaji')).toEqual(['pav bhaji'])
    expect(splitItems('a plain glazed donut')).toEqual(['a plain glazed donut'])
    expect(splitItems('5 slices of pepperoni')).toEqual(['5 slices of pepperoni'])
  })
})

describe('a bare unit after a comma', () => {
  it('is one of it, holding the dish named first', () => {
    expect(splitItems('irish stew, bowl')).toEqual(['irish stew (bowl)'])
    expect(splitItems('microwave popcorn, whole bag')).toEqual(['microwave popcorn (whole bag)'])
    expect(splitItems('split pea soup w ham, bowl')).toEqual(['split pea soup (bowl)', 'ham'])
  })

  it('leaves an amount with a number to the food just before it', () => {
    expect(splitItems('chicken with rice, 1 cup')).toEqual(['chicken', 'rice (1 cup)'])
  })
})

describe('counted roast potatoes', () => {
  it('are pieces the size of a new potato, not whole potatoes', () => {
    expect(splitItems('roast beef, 2 roast potatoes')).toEqual([
      'roast beef',
      '2 roast new potatoes',
    ])
    expect(splitItems('3 roasties')).toEqual(['3 roast new potatoes'])
    expect(splitItems('roast potatoes')).toEqual(['roast potatoes'])
  })
})

describe('a pudding in a fry-up', () => {
  it('is black pudding after the rashers, and a dessert elsewhere', () => {
    expect(splitItems('breakfast roll - 2 sausages, 2 rashers, pudding, egg')).toContain(
      'black pudding',
    )
    expect(splitItems('2 rashers, black n white pudding')).toEqual([
      '2 rashers',
      'black pudding',
      'white pudding',
    ])
    expect(splitItems('sausages and mash, pudding')).toContain('pudding')
  })
})

describe("a shop's half or quarter chicken", () => {
  it('is a rotisserie bird, and its quarter a whole leg', () => {
    expect(splitItems("nando's half chicken with chips")).toEqual([
      'half a rotisserie chicken',
      'chips',
    ])
    expect(splitItems('nandos - 1/4 chicken, spicy rice')).toEqual([
      'a rotisserie chicken leg',
      'spicy rice',
    ])
    expect(splitItems('quarter chook and chips')).toEqual(['a rotisserie chicken leg', 'chips'])
  })

  it('leaves half a chicken breast or sandwich alone', () => {
    expect(splitItems('half a chicken breast')).toEqual(['half a chicken breast'])
    expect(splitItems('1/2 chicken sandwich')).toEqual(['1/2 chicken sandwich'])
  })
})

describe('sandwiches named by their fillings', () => {
  it('keep the loaf they are on with the sandwich, not with its salad', () => {
    expect(splitItems('ham cheese and tomato sanga on wholemeal')).toEqual([
      'ham cheese sanga sandwich on wheat',
      'tomato for a sandwich',
    ])
  })

  it('read a cheese and pickle sandwich as a cheese sandwich and a spoonful of its pickle', () => {
    expect(splitItems('cheese & pickle sarnie on brown')).toEqual([
      'cheese sarnie sandwich on wheat',
      '1 tbsp pickle',
    ])
    expect(
      splitItems('cheese and pickle sandwich on 2 slices of wholemeal, 1 tbsp pickle'),
    ).toEqual(['cheese sandwich on wheat', '1 tbsp pickle'])
  })
})

describe('a stew with its vegetables', () => {
  it('is the stew, which has them in it; what follows them is its own item', () => {
    expect(splitItems('beef stew w/ potatoes and carrots, homemade')).toEqual([
      'beef stew (homemade)',
    ])
    expect(splitItems('lamb stew with carrots, potatoes and peas and crusty bread')).toEqual([
      'lamb stew',
      'crusty bread',
    ])
    expect(splitItems('beef stew with dumplings')).toEqual(['beef stew', 'dumplings'])
  })
})

describe('a list of flavours before sauce', () => {
  it('is a sauce of each flavour', () => {
    expect(splitItems('chips, doner meat, garlic, chilli and bbq sauce')).toEqual([
      'chips',
      'doner meat',
      'garlic sauce',
      'chilli sauce',
      'bbq sauce',
    ])
    expect(splitItems('doner kebab with garlic + chilli sauce')).toEqual([
      'doner kebab',
      'garlic sauce',
      'chilli sauce',
    ])
    expect(splitItems('chilli con carne and garlic bread')).toEqual([
      'chilli con carne',
      'garlic bread',
    ])
  })
})

describe('sausage and mash', () => {
  it('is served with two sausages, unless a count is said', () => {
    expect(splitItems('sausage and mash w onion gravy')).toEqual([
      '2 sausages',
      'mashed potatoes',
      'onion gravy',
    ])
    expect(splitItems('1 sausage and mash')[0]).toBe('1 sausage')
  })
})

describe('a meal or a place named on a line of its own', () => {
  it('is no food: the lines under it are', () => {
    expect(splitItems('brekkie\n2 poached eggs\n2 slices sourdough')).toEqual([
      '2 poached eggs',
      '2 slices sourdough',
    ])
    expect(splitItems('full english\n2 sausages\nbeans')).toEqual(['2 sausages', 'beans'])
    expect(splitItems('maccas\nquarter pounder\nmedium fries')).toEqual([
      'quarter pounder',
      'medium fries',
    ])
    expect(splitItems('chinese takeaway\negg fried rice\n2 spring rolls')).toEqual([
      'egg fried rice',
      '2 spring rolls',
    ])
  })
})

describe('a bowl named on a line of its own over its fillings', () => {
  it('is dropped for them, as a bowl named before a dash is', () => {
    expect(splitItems('chipotle bowl\nchicken\nwhite rice\nblack beans')).toEqual([
      'chicken',
      'white rice',
      'black beans',
    ])
  })
})

describe('a half chook', () => {
  it('is half a rotisserie bird too', () => {
    expect(splitItems('half a chook and chips')).toEqual(['half a rotisserie chicken', 'chips'])
  })
})

describe('a count in parentheses that names an earlier food', () => {
  it('is the amount of that food, not of the item it follows', () => {
    // 'scrambled eggs on toast (2 eggs)' read two slices of toast
    expect(splitItems('scrambled eggs on toast (2 eggs)')).toEqual([
      'scrambled eggs (2 eggs)',
      'toast',
    ])
    expect(splitItems('eggs and bacon (3 rashers)')).toEqual(['eggs', 'bacon (3 rashers)'])
    expect(splitItems('beans on toast (2 slices)')).toEqual(['beans', 'toast (2 slices)'])
  })
})

describe('a roast dinner named alone', () => {
  it('is the plate the name means, with beef when no meat is said', () => {
    // 'sunday roast' read 60 g of roast beef, 'roast dinner' a Puerto Rican tongue pot roast
    expect(splitItems('sunday roast')).toEqual([
      'roast beef',
      'roast potatoes',
      'yorkshire pudding',
      'carrots',
      'peas',
      'gravy',
    ])
    expect(splitItems('a roast chicken dinner and a glass of red')[0]).toBe('roast chicken')
    expect(splitItems('a roast chicken dinner and a glass of red')).toContain('a glass of red')
  })

  it('leaves a roast whose parts are listed to its parts', () => {
    expect(splitItems('sunday roast: roast beef, roast potatoes, gravy')).toEqual([
      'roast beef',
      'roast potatoes',
      'gravy',
    ])
  })
})

describe('a meal deal', () => {
  it('says how the foods were bought, wherever it is said', () => {
    // on a line of its own it read a meal replacement bar
    expect(splitItems('meal deal\nham sandwich\nwalkers ready salted\ndiet coke')).toEqual([
      'ham sandwich',
      'walkers ready salted',
      'diet coke',
    ])
    expect(splitItems('ham sandwich, crisps, tesco meal deal')).toEqual(['ham sandwich', 'crisps'])
  })
})

describe("'frm' typed for 'from'", () => {
  it('says where the food came from, as from does', () => {
    // the place's 'thai' read a 400 g pad thai with chicken
    expect(splitItems('pad see ew w chicken frm the thai place')).toEqual(
      splitItems('pad see ew w chicken from the thai place'),
    )
  })
})

describe('a parenthesis that lists amounts by name', () => {
  it('gives each item named its own amount', () => {
    // the butter took the roll's 50 g
    expect(splitItems('tomato soup 300g + buttered roll (roll 50g, butter 7g)')).toEqual([
      'tomato soup 300g',
      'roll (50g)',
      'butter (7g)',
    ])
  })

  it('leaves it alone when it names a food the meal does not list', () => {
    expect(splitItems('chicken salad (chicken 100g, lettuce 50g)')).toEqual([
      'chicken salad (chicken 100g, lettuce 50g)',
    ])
  })
})

describe('a slash between foods', () => {
  it('lists them, as a comma does', () => {
    // 'chicken breast 170g / jasmine rice 180g cooked / green beans 90g' read as one item
    expect(splitItems('chicken breast 170g / jasmine rice 180g cooked / green beans 90g')).toEqual([
      'chicken breast 170g',
      'jasmine rice 180g cooked',
      'green beans 90g',
    ])
    expect(splitItems('salt/pepper')).toEqual(['salt', 'pepper'])
    // (a number after the slash is the next item's: found logging a meal in Chromium)
    expect(splitItems('2 eggs, scrambled / 2 slices toast')).toEqual([
      '2 eggs (scrambled)',
      '2 slices toast',
    ])
  })

  it('leaves a fraction whole', () => {
    expect(splitItems('1/2 cup rice')).toEqual(['1/2 cup rice'])
    expect(splitItems('a 1 / 2 cup of rice')).toHaveLength(1)
  })
})

describe('a place said before the food, or as a chain’s shop', () => {
  it('is dropped, and its words go to no food', () => {
    // 'chinese takeout beef & broccoli' read beef beside Chinese broccoli
    expect(splitItems('chinese takeout beef & broccoli w/ white rice')).toEqual([
      'beef and broccoli',
      'white rice',
    ])
    expect(splitItems('gas station hot dog w/ mustard')).toEqual(['hot dog', 'mustard'])
    // 'from the centra deli' left 'deli' behind, which read deli ham
    expect(splitItems('chicken fillet roll w/ mayo from the centra deli')).not.toContain(
      'mayo deli',
    )
  })
})

describe('a bacon egg n cheese on a roll', () => {
  it('is the sandwich, not the sandwich and a second roll', () => {
    expect(splitItems('a bacon egg n cheese on a roll from the bodega')).toEqual([
      'a bacon egg and cheese sandwich',
    ])
    expect(splitItems('beans on toast')).toEqual(['beans', 'toast'])
  })
})

describe('an amount on each of the foods before', () => {
  it('is that amount once for each of them', () => {
    // it read one tablespoon, and 'each' as a food
    expect(splitItems('2 slices toast w/ 1 tbsp peanut butter on each')).toEqual([
      '2 slices toast',
      '2 tbsp peanut butter',
    ])
    expect(splitItems('3 crackers w/ a slice of cheese on each')).toEqual([
      '3 crackers',
      '3 slice of cheese',
    ])
  })
})

describe('a soup in a bread bowl', () => {
  it('is the soup and what is eaten of the loaf', () => {
    // it read nothing at all, and 'a bread bowl' a burrito bowl
    expect(splitItems('clam chowder in a sourdough bread bowl')).toEqual([
      'clam chowder',
      '150g sourdough bread',
    ])
  })
})
