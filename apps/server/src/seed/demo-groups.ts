import type { GroupSymbol } from '@platewise/core'
import type { DishKind } from './photos/dish-painters'

// The demo's groups: most are open to everyone, two are private (one of them
// early in the list, so a small demo has one too). Each has a few posts from
// its members, some with a photo.

export interface DemoGroupPost {
  text: string
  photo?: DishKind
}

export interface DemoGroup {
  name: string
  description: string
  image: GroupSymbol
  isPrivate: boolean
  /** How many of the demo people join, as a share of them */
  reach: number
  posts: readonly DemoGroupPost[]
}

export const DEMO_GROUPS: readonly DemoGroup[] = [
  {
    name: 'Meal Prep Sundays',
    description: 'Share your Sunday batch cooks, containers and shortcuts for the week ahead.',
    image: 'meal-prep',
    isPrivate: false,
    reach: 0.5,
    posts: [
      {
        text: 'This week: chicken burrito bowls x5. Two hours start to finish.',
        photo: 'burrito-bowl',
      },
      { text: 'What containers do you all use? Mine keep cracking in the microwave.' },
      { text: 'Pro tip: cook the grains Saturday night and Sunday is half done.' },
      { text: 'Curry for the week, rice in the freezer. Sorted.', photo: 'curry' },
      {
        text: 'Tried prepping salads for the first time. Dressing on the side or they go soggy by Wednesday.',
      },
    ],
  },
  {
    name: 'High Protein Club',
    description:
      'For lifters, runners and anyone trying to hit their protein goal without living on shakes.',
    image: 'dumbbell',
    isPrivate: false,
    reach: 0.4,
    posts: [
      { text: 'Post-gym dinner, 46 g of protein.', photo: 'steak' },
      {
        text: 'Cottage cheese on toast with tomato is my new favourite snack. 20 g and it takes a minute.',
      },
      {
        text: 'Hit my protein goal every day this week without a single shake. Eggs and lentils did the work.',
      },
      { text: 'How do you hit 150 g on rest days when you are not that hungry?' },
    ],
  },
  {
    name: 'Office Lunch Crew',
    description: 'Our team keeps each other honest at lunch. Invite only.',
    image: 'meal-prep',
    isPrivate: true,
    reach: 0.15,
    posts: [
      { text: 'Salad bar again today. Who is in for the poke place on Friday?' },
      { text: 'Brought leftovers three days in a row. New record.' },
      { text: 'Friday poke, as promised.', photo: 'poke' },
    ],
  },
  {
    name: 'Plant-Powered Kitchen',
    description:
      'Vegetarian and vegan cooking, protein ideas and recipes that do not taste like a sacrifice.',
    image: 'sprout',
    isPrivate: false,
    reach: 0.3,
    posts: [
      { text: 'Chickpea and spinach curry tonight. 24 g of protein, all plants.' },
      { text: 'Lentil soup for the week, it freezes beautifully.', photo: 'soup' },
      { text: 'Best tofu trick: press it, cornflour, hot pan. Crispy every time.' },
    ],
  },
  {
    name: 'Mindful Eating',
    description: 'Slowing down, listening to hunger, and making peace with food.',
    image: 'mindful',
    isPrivate: false,
    reach: 0.25,
    posts: [
      { text: 'Ate lunch away from my desk today, no phone. Noticed I was full halfway through.' },
      { text: 'Reminder that one big dinner does not cancel a good week.' },
      { text: 'Slow breakfast this morning. Porridge, coffee, window.', photo: 'berry-oatmeal' },
    ],
  },
  {
    name: 'Busy Parents Eat Well',
    description: 'Quick family dinners, lunchbox ideas and surviving the 5pm scramble.',
    image: 'group',
    isPrivate: false,
    reach: 0.2,
    posts: [
      {
        text: 'Fifteen-minute dinner that both kids ate without complaining. Writing it down forever.',
        photo: 'pesto-pasta',
      },
      { text: 'Lunchbox ideas that are not sandwiches? Running out of inspiration.' },
      { text: 'Pancake Saturday tradition continues.', photo: 'pancakes' },
    ],
  },
  {
    name: 'Spring Marathon Fuel',
    description: 'Training for a spring race? Long-run fuelling, carb loading and recovery meals.',
    image: 'dumbbell',
    isPrivate: false,
    reach: 0.2,
    posts: [
      { text: 'Long run Sunday: porridge two hours before, gels every 40 minutes. Felt strong.' },
      { text: 'Recovery dinner after 28 km.', photo: 'salmon' },
      { text: 'Carb loading tips for someone who gets bloated easily?' },
    ],
  },
  {
    name: 'Bouldering Cut Crew',
    description: 'A few climbers cutting a few pounds together for the winter bouldering season.',
    image: 'dumbbell',
    isPrivate: true,
    reach: 0.12,
    posts: [
      { text: 'Down 2 lb this week, strength holding. Session tonight?' },
      { text: 'Protein oats before the wall, works for me.', photo: 'banana-oatmeal' },
    ],
  },
]
