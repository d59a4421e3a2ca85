import type { Goal, MealType } from '@platewise/core'
import type { DishKind } from './photos/dish-painters'

// What the demo people post and say to each other.

/** A post's words, and the one person they fit when they speak of a life (a bio, a job). */
export type DemoText = string | { text: string; by: string }

export interface DemoDish {
  kind: DishKind
  /** The meal data's title on the post */
  title: string
  mealType: MealType
  /** Logged as the author's meal that day, through the analyser */
  description: string
  captions: readonly DemoText[]
}

/** Dishes that get a photo; each caption is used once. */
export const DEMO_DISHES: readonly DemoDish[] = [
  {
    kind: 'salad',
    title: 'Chicken and feta salad',
    mealType: 'lunch',
    description: 'grilled chicken salad with feta and olive oil dressing',
    captions: [
      'Desk lunch that does not feel like a desk lunch. 39 g of protein and I am full until 5.',
      'Grilled the chicken last night so this took four minutes this morning.',
      'Salad, but make it actually filling.',
    ],
  },
  {
    kind: 'poke',
    title: 'Salmon poke bowl',
    mealType: 'lunch',
    description: 'salmon with rice, avocado, edamame and cucumber',
    captions: [
      'Homemade poke bowl. Cheaper than the place downstairs and I get to pile on the avocado.',
      'Friday lunch treat that still fits the plan.',
      'Finally nailed the rice to fish ratio.',
    ],
  },
  {
    kind: 'spaghetti',
    title: 'Spaghetti bolognese',
    mealType: 'dinner',
    description: 'a large plate of spaghetti bolognese',
    captions: [
      "Sunday sauce simmered for three hours. Worth every minute, and it's still under my goal.",
      'Comfort food after a long run. Logged it before I ate it, growth.',
    ],
  },
  {
    kind: 'pesto-pasta',
    title: 'Pesto pasta with cherry tomatoes',
    mealType: 'dinner',
    description: 'pasta with pesto and cherry tomatoes',
    captions: [
      'Basil from the balcony before the frost gets it. Fifteen-minute dinner.',
      'Pesto pasta and an early night. Perfect Tuesday.',
    ],
  },
  {
    kind: 'berry-oatmeal',
    title: 'Blueberry peanut butter oats',
    mealType: 'breakfast',
    description: '1 cup oatmeal with blueberries and a tablespoon of peanut butter',
    captions: [
      'Porridge season is officially open.',
      'Same breakfast for 12 days straight and I am not even bored.',
      'Peanut butter swirl makes it feel like dessert.',
    ],
  },
  {
    kind: 'banana-oatmeal',
    title: 'Banana walnut oatmeal',
    mealType: 'breakfast',
    description: '1 cup oatmeal with a sliced banana and a handful of walnuts',
    captions: [
      { text: 'Pre-shift fuel. Warm oats at 6am hit different.', by: 'aishabello' },
      'Using up the spotty bananas. Zero waste breakfast.',
    ],
  },
  {
    kind: 'avocado-toast',
    title: 'Avocado toast with poached eggs',
    mealType: 'breakfast',
    description: '2 slices of sourdough toast with an avocado and 2 poached eggs',
    captions: [
      'First time poaching eggs without them exploding. Small wins.',
      'Weekend brunch at home. Chilli flakes are not optional.',
      'Sourdough from the bakery on the corner, eggs from my neighbour.',
    ],
  },
  {
    kind: 'salmon',
    title: 'Salmon, potatoes and broccoli',
    mealType: 'dinner',
    description: 'grilled salmon with roasted potatoes and broccoli',
    captions: [
      'Sheet pan dinner: everything in at 200°C for 20 minutes, done.',
      'Trying to eat fish twice a week. This one was easy.',
      'Crispy potatoes, flaky salmon, happy me.',
    ],
  },
  {
    kind: 'steak',
    title: 'Steak and sweet potato',
    mealType: 'dinner',
    description: 'steak with sweet potato and green beans',
    captions: [
      { text: 'Post-deadlift steak. 46 g of protein in one plate.', by: 'kenji.t' },
      'Date night in. Cast iron pan, too much butter, no regrets.',
    ],
  },
  {
    kind: 'pancakes',
    title: 'Pancakes with raspberries',
    mealType: 'breakfast',
    description: '2 pancakes with maple syrup and raspberries',
    captions: [
      'Saturday pancakes are non-negotiable in this house.',
      { text: 'Kids made breakfast. I only had to clean the whole kitchen after.', by: 'gracekim' },
    ],
  },
  {
    kind: 'yogurt',
    title: 'Yogurt, granola and berries',
    mealType: 'breakfast',
    description: 'greek yogurt with 2 tablespoons of granola and strawberries',
    captions: [
      'Two-minute breakfast, 17 g of protein.',
      'Strawberries are sad this time of year but I refuse to give up.',
    ],
  },
  {
    kind: 'curry',
    title: 'Chicken curry with rice',
    mealType: 'dinner',
    description: 'chicken curry with basmati rice',
    captions: [
      { text: "Mum's recipe, my kitchen. Nearly as good as hers.", by: 'priya.p' },
      'Made a double batch: lunches sorted until Thursday.',
      'Rainy day curry. Windows steamed up, house smells amazing.',
    ],
  },
  {
    kind: 'pizza',
    title: 'Homemade margherita',
    mealType: 'dinner',
    description: '2 slices of cheese pizza',
    captions: [
      'Pizza night, planned and logged. Two slices and stopped. Proud of that one.',
      'Homemade dough attempt number four. Getting there.',
    ],
  },
  {
    kind: 'soup',
    title: 'Lentil soup and sourdough',
    mealType: 'lunch',
    description: 'lentil soup with a slice of sourdough bread',
    captions: [
      'Big pot of lentil soup, six portions in the freezer. Future me says thanks.',
      { text: 'Soup is my speciality now. Week three of learning to cook.', by: 'tombecker' },
    ],
  },
  {
    kind: 'tacos',
    title: 'Beef tacos with guacamole',
    mealType: 'dinner',
    description: '2 beef tacos with guacamole',
    captions: [
      { text: 'Taco Tuesday, as promised in my bio.', by: 'carlos.mendoza' },
      'Homemade guac, store-bought shells, zero shame.',
    ],
  },
  {
    kind: 'burrito-bowl',
    title: 'Chicken burrito bowl',
    mealType: 'lunch',
    description: 'chicken burrito bowl with black beans, rice and salsa',
    captions: [
      '59 g of protein and it tastes like a treat. Meal prep for the week done.',
      'Five containers of this in the fridge. Sunday well spent.',
    ],
  },
  {
    kind: 'eggs-on-toast',
    title: 'Scrambled eggs on toast',
    mealType: 'breakfast',
    description: '2 scrambled eggs, 2 slices of whole wheat toast and a banana',
    captions: [
      'Low and slow scrambled eggs. Took ten minutes, tasted like a hotel breakfast.',
      { text: 'Breakfast before the long ride.', by: 'lucasmartin' },
    ],
  },
  {
    kind: 'stir-fry',
    title: 'Chicken stir fry',
    mealType: 'dinner',
    description: 'chicken stir fry with brown rice',
    captions: [
      'Fridge clear-out stir fry. Every vegetable that was left went in.',
      'Dinner in 15 minutes, faster than delivery.',
    ],
  },
  {
    kind: 'ramen',
    title: 'Ramen with a soft egg',
    mealType: 'dinner',
    description: 'ramen with a soft boiled egg',
    captions: [
      'Jammy eggs: 6 and a half minutes, then straight into ice water. Trust me.',
      'Cold evening, hot ramen. Still under my calories for the day.',
    ],
  },
]

export type TextPostKind = 'progress' | 'question' | 'tip'

export interface DemoTextPost {
  kind: TextPostKind
  text: DemoText
  /** Shares one of the author's meals of that day as the post's meal data */
  shareMeal?: boolean
  /** Only someone with this goal would write it */
  goal?: Goal
}

export const DEMO_TEXT_POSTS: readonly DemoTextPost[] = [
  {
    kind: 'progress',
    text: 'Two weeks of logging every single meal. The streak counter is weirdly motivating.',
  },
  {
    kind: 'progress',
    text: 'Down 4 lb this month without feeling hungry once. Protein at breakfast was the game changer.',
    goal: 'lose',
  },
  {
    kind: 'progress',
    text: 'Hit my protein goal five days in a row for the first time ever.',
    shareMeal: true,
  },
  {
    kind: 'progress',
    text: "Weighed in this morning: 1.5 lb down. Not a lot, but it's going the right way.",
    goal: 'lose',
  },
  {
    kind: 'progress',
    text: 'Had a very large slice of birthday cake last night. Back to normal today, no drama.',
  },
  {
    kind: 'progress',
    text: 'Week two of logging everything. Holidays next month, so this is my practice run.',
  },
  {
    kind: 'progress',
    text: {
      text: 'New deadlift PR today: 180 kg. Eating enough really does make a difference.',
      by: 'kenji.t',
    },
  },
  {
    kind: 'progress',
    text: 'First month done. Clothes fit better and I finally understand what 150 g of protein looks like.',
  },
  {
    kind: 'progress',
    text: {
      text: '32 km long run done this morning. Eighteen weeks to race day, fuelling is finally sorted.',
      by: 'noah.w',
    },
  },
  {
    kind: 'progress',
    text: 'Ten days under my calorie goal. The weekly chart is all green and I am very smug about it.',
  },
  {
    kind: 'progress',
    text: 'Lunch today, logged in about ten seconds by just typing what I ate.',
    shareMeal: true,
  },
  {
    kind: 'progress',
    text: { text: 'My doctor was happy with my bloods. Small changes add up.', by: 'james_obrien' },
  },
  {
    kind: 'progress',
    text: 'Gained 3 lb in a month, on purpose. Never thought I would write that sentence.',
    goal: 'gain',
  },
  {
    kind: 'progress',
    text: 'Cooked every dinner at home this week. Saved money, ate better, slept better.',
  },
  {
    kind: 'question',
    text: 'What are your go-to high protein snacks that are not protein bars? Getting bored.',
  },
  {
    kind: 'question',
    text: 'Does anyone else find weekends the hardest? Weekdays are easy with a routine.',
  },
  { kind: 'question', text: 'Best vegetarian protein sources? Trying to do meat-free Mondays.' },
  { kind: 'question', text: 'How do you all log meals at restaurants? I never know what to type.' },
  {
    kind: 'question',
    text: 'Meal prep people: how many days does cooked chicken last in your fridge?',
  },
  { kind: 'question', text: 'Looking for a breakfast that is not eggs or oats. Ideas?' },
  {
    kind: 'question',
    text: {
      text: 'Is it just me or is hitting a protein goal on a plant-based diet a full-time job?',
      by: 'chloe.dubois',
    },
  },
  {
    kind: 'question',
    text: { text: 'Night shift workers: when do you eat your main meal?', by: 'aishabello' },
  },
  {
    kind: 'tip',
    text: 'Tip: log your meal before you eat it. You make different choices when you see the numbers first.',
  },
  { kind: 'tip', text: 'Freeze bananas when they go spotty. Best smoothie base there is.' },
  {
    kind: 'tip',
    text: 'Roast a whole tray of vegetables on Sunday. It goes into everything all week.',
  },
  { kind: 'tip', text: 'Greek yogurt instead of sour cream on tacos. Nobody at my table noticed.' },
  { kind: 'tip', text: 'A glass of water before every meal. Simple, and it works for me.' },
  {
    kind: 'tip',
    text: 'Saved meals are great: my usual breakfast is one tap now.',
    shareMeal: true,
  },
  { kind: 'tip', text: 'Cook rice in bulk and freeze it in portions. Reheats perfectly.' },
  {
    kind: 'tip',
    text: 'If you keep snacking at night, brush your teeth right after dinner. Silly, works.',
  },
  {
    kind: 'tip',
    text: 'Put the fruit bowl where the biscuit tin used to be. Game changer at home.',
  },
  {
    kind: 'tip',
    text: 'Batch-cooked lentil soup on Sunday: six lunches for the price of one sandwich.',
  },
  {
    kind: 'progress',
    text: 'Three weeks in and I actually look forward to Sunday meal prep now. Who am I.',
  },
  {
    kind: 'progress',
    text: 'Logged a whole week of meals at the office. The salad bar and I are friends now.',
  },
  {
    kind: 'progress',
    text: 'Finally stopped skipping breakfast. My 11am grumpiness is gone.',
    shareMeal: true,
  },
  {
    kind: 'progress',
    text: 'Bouldered my first V5 this week, a few pounds lighter. Coincidence? Probably not.',
    goal: 'lose',
  },
  {
    kind: 'question',
    text: 'Any good soup recipes that freeze well? Trying to stock up for winter.',
  },
  { kind: 'question', text: 'Favourite quick dinner for when you get home late and starving?' },
  { kind: 'tip', text: 'Pre-portion nuts into small boxes. A handful is smaller than you think.' },
  {
    kind: 'tip',
    text: 'Swapped my afternoon biscuits for an apple and almond butter. Same comfort, more fibre.',
  },
  {
    kind: 'tip',
    text: 'Write the shopping list from your meal plan, not from the aisles. Saves money too.',
  },
]

/** Comments on a photo of a dish. */
export const FOOD_COMMENTS: readonly string[] = [
  'That looks amazing! Recipe please?',
  'Okay, now I know what I am making tonight.',
  'This is making me hungry and it is 10am.',
  'How long did that take you?',
  'Saving this one.',
  'Love the colours on this plate.',
  'Looks better than anything I have had at a restaurant this year.',
  'What do you season it with?',
  'I need to try this.',
  'So simple but it looks so good.',
  'The plating though!',
  'Where do you get your fish from? Mine never looks like that.',
  'Yum. Adding this to my meal prep list.',
  'You make healthy food look so easy.',
  'Is that homemade? Impressive.',
  'Perfect portion size, honestly.',
  'Oh I have all of that in the fridge right now.',
  'Chef mode activated.',
  'How many portions does that make?',
  'Not me screenshotting this for my shopping list.',
]

/** Comments on someone's progress or news. */
export const PROGRESS_COMMENTS: readonly string[] = [
  'So proud of you! Keep going.',
  'This is huge, congrats!',
  'Consistency wins every time.',
  'Love seeing this progress.',
  'You are inspiring me to get back on track.',
  'Well deserved, you have been working hard.',
  'Small steps, big results. Nice one!',
  'Amazing! What changed the most for you?',
  'One bad night does not undo two good weeks. You got this.',
  'Same here, the streak counter is strangely addictive.',
  'Let us keep each other accountable!',
  'That is brilliant news.',
]

/** Answers to questions and reactions to tips. */
export const ADVICE_COMMENTS: readonly string[] = [
  'Cottage cheese with fruit, boiled eggs, or edamame. All easy.',
  'Weekends are hard for me too. I plan Saturday lunch on Friday now.',
  'Lentils, chickpeas, tofu and tempeh. Greek yogurt if you eat dairy.',
  'I just type what I think it was and pick the closest portion. Close enough beats not logging.',
  'Three to four days in the fridge, I freeze the rest.',
  'Overnight chia pudding! Prep it the night before.',
  'Great tip, trying this tomorrow.',
  'Totally agree with this.',
  'Doing this from now on, thanks!',
  'Savoury porridge is underrated. Try it with a fried egg.',
  'I eat my main meal before the shift and something light at 2am.',
  'Smoothies with protein powder saved my mornings.',
  'Never thought of that. Smart.',
  'This works for me too!',
  'Rice cakes with cottage cheese and tomato. Trust me.',
]

/** The author answering on their own post. */
export const AUTHOR_REPLIES: readonly string[] = [
  'Thank you! It tasted even better than it looks.',
  'Thanks! Happy to share the recipe, it is really simple.',
  'Haha thank you, it took about twenty minutes.',
  'Thanks so much, it means a lot!',
  'Appreciate it! Onwards.',
  'Thanks! Let me know if you try it.',
  'Ha, thank you. Honestly it is mostly practice.',
  'Thank you, this community keeps me going.',
]
