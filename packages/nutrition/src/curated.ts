// The food a person means by the most common words, where the general ranking in match.ts
// would pick between near-equal rows by accident (or picks a reasonable row that is not the
// everyday one). Keys are what people type; they are normalised like queries when loaded.
import { queryWords } from './query-words'
import { foodTokens } from './tokenize'

const DEFAULTS: Readonly<Record<string, string>> = {
  egg: 'fndds:31102000', // Egg, whole, cooked, NS as to cooking method
  rice: 'fndds:56205008', // Rice, white, cooked, no added fat
  'white rice': 'fndds:56205008',
  'cooked rice': 'fndds:56205008',
  'brown rice': 'fndds:56205018', // Rice, brown, cooked, no added fat
  chicken: 'fndds:24100020', // Chicken, NS as to part and cooking method, skin not eaten
  'cooked chicken': 'fndds:24100020',
  'chicken breast': 'fndds:24120120', // Chicken breast, NS as to cooking method, skin not eaten
  'grilled chicken breast': 'fndds:24123301', // grilled without sauce, skin not eaten
  'grilled chicken': 'fndds:24103060', // grilled without sauce, skin not eaten
  milk: 'fndds:11100000', // Milk, NFS (USDA's default is reduced fat)
  bread: 'fndds:51101000', // Bread, white
  toast: 'fndds:51101010', // Bread, white, toasted
  'whole wheat bread': 'fndds:51300110',
  'whole wheat toast': 'fndds:51300120',
  // SR Legacy's French bread 'includes sourdough' at 139 g a slice; FNDDS has the loaf itself
  sourdough: 'fndds:51133010', // Bread, sour dough
  'sourdough bread': 'fndds:51133010',
  'sourdough toast': 'fndds:51133020', // Bread, sour dough, toasted
  rye: 'fndds:51401010', // Bread, rye: what 'eggs on rye' is on, not the grain
  oat: 'fndds:57602100', // Oats, raw (people measure oats dry)
  oatmeal: 'fndds:56202960',
  pasta: 'fndds:56130000', // Pasta, cooked
  spaghetti: 'fndds:56130000',
  penne: 'fndds:56130000',
  macaroni: 'fndds:56130000',
  noodle: 'fndds:56112000', // Noodles, cooked
  potato: 'fndds:71100100', // Potato, baked, NFS
  tea: 'fndds:92302000', // Tea, hot, leaf, black
  coffee: 'fndds:92101000', // Coffee, brewed
  cereal: 'fndds:57100100', // Cereal, ready-to-eat, NFS
  salad: 'fndds:75143000', // Lettuce, salad with assorted vegetables, no dressing
  'green salad': 'fndds:75143000',
  'side salad': 'fndds:75143000',
  tofu: 'srl:172476', // Tofu, raw, regular: 'firm' is said when meant
  'firm tofu': 'srl:172475', // Tofu, raw, firm
  pea: 'srl:170420', // Peas, green, cooked, boiled
  'green pea': 'srl:170420',
  corn: 'fndds:75216120', // Corn, NS as to form, cooked
  broccoli: 'fndds:72201211', // Broccoli, fresh, cooked, no added fat
  'green bean': 'fndds:75205030',
  fish: 'fndds:26100120', // Fish, NS as to type, baked or broiled
  chocolate: 'fndds:91705010', // Chocolate candy
  'milk chocolate': 'fndds:91705010',
  'dark chocolate': 'srl:170273', // Chocolate, dark, 70-85% cacao solids
  pizza: 'fndds:58106210', // Pizza, cheese, from restaurant or fast food
  'cheese pizza': 'fndds:58106210',
  'pepperoni pizza': 'fndds:58106540',
  wine: 'fndds:93401010', // Wine, red
  cake: 'srl:174944', // Cake, yellow, with chocolate frosting
  banana: 'fndds:63107010',
  apple: 'fndds:63101000',
  orange: 'fndds:61119010',
  cheese: 'fndds:14104100', // Cheese, Cheddar: what a slice of cheese usually is
  butter: 'fndds:81100500',
  yogurt: 'fndds:11400000',
  'greek yogurt': 'fndds:11411390', // plain
  'peanut butter': 'fndds:42202000',
  jam: 'fndds:91402000',
  honey: 'fndds:91302010',
  sugar: 'fndds:91101000',
  bacon: 'fndds:22600100',
  sausage: 'fndds:25221400',
  ham: 'fndds:22311000',
  steak: 'fndds:21001000',
  beef: 'fndds:21000100',
  'ground beef': 'fndds:21500100',
  salmon: 'fndds:26137120', // baked or broiled
  tuna: 'fndds:26155110', // canned
  avocado: 'fndds:63105010',
  'olive oil': 'fndds:82104000',
  'orange juice': 'fndds:61210000',
  'french fry': 'fndds:71400990',
  fry: 'fndds:71400990',
  'potato chip': 'fndds:71200010',
  chip: 'fndds:71200010',
  water: 'fndds:94000010',
  beer: 'fndds:93101000',
  soda: 'fndds:92410310',
  cookie: 'fndds:53206000', // Cookie, chocolate chip
  'ice cream': 'fndds:13110000',
  burger: 'fndds:27510521',
  hamburger: 'fndds:27510521',
  cheeseburger: 'fndds:27510155',
  'hot dog': 'fndds:27564000', // Hot dog sandwich, NFS, on white bun: a hot dog comes in its bun
  sandwich: 'fndds:27500050',
  // a bun on its own is bread, not a sandwich or a Chinese bao
  bun: 'fndds:51154100', // Roll, white, hamburger bun
  'hamburger bun': 'fndds:51154100',
  'burger bun': 'fndds:51154100',
  'hot dog bun': 'fndds:51154010', // Roll, white, hot dog bun
  'dinner roll': 'fndds:51150000', // Roll, white, soft
  roll: 'fndds:51150000', // a bread roll; sushi, egg and spring rolls are named so
  'protein powder': 'srl:173180',
  walnut: 'srl:170187',
  almond: 'fndds:42100100',
  'cream cheese': 'fndds:14301010',
  mayonnaise: 'fndds:83107000',
  granola: 'fndds:57227000',
  'sweet potato': 'fndds:73401000',
  turkey: 'fndds:24201000',
  'bell pepper': 'fndds:75122100', // Peppers, sweet, green, raw
  pepper: 'fndds:75122100',
  lasagna: 'fndds:58130011', // Lasagna with meat: 'meatless' is said when meant
  pita: 'fndds:51109100', // Bread, pita
  'pita bread': 'fndds:51109100',
  tortilla: 'fndds:52215200', // Tortilla, flour
}

/** Curated defaults keyed by the normalised query (stemmed words in order). */
export const CURATED: ReadonlyMap<string, string> = new Map(
  Object.entries(DEFAULTS).map(([words, id]) => [curatedKey(queryWords(foodTokens(words))), id]),
)

/**
 * The lookup key for a normalised query. Word order is kept: 'chocolate milk' is not 'milk
 * chocolate'.
 */
export function curatedKey(words: readonly string[]): string {
  return words.join(' ')
}
