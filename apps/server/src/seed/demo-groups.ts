import type { GroupSymbol } from '@platewise/core'

// The demo's groups: most are open to everyone, two are private.

export interface DemoGroup {
  name: string
  description: string
  image: GroupSymbol
  isPrivate: boolean
  /** How many of the demo people join, as a share of them */
  reach: number
}

export const DEMO_GROUPS: readonly DemoGroup[] = [
  {
    name: 'Meal Prep Sundays',
    description: 'Share your Sunday batch cooks, containers and shortcuts for the week ahead.',
    image: 'meal-prep',
    isPrivate: false,
    reach: 0.5,
  },
  {
    name: 'High Protein Club',
    description:
      'For lifters, runners and anyone trying to hit their protein goal without living on shakes.',
    image: 'dumbbell',
    isPrivate: false,
    reach: 0.4,
  },
  {
    name: 'Plant-Powered Kitchen',
    description:
      'Vegetarian and vegan cooking, protein ideas and recipes that do not taste like a sacrifice.',
    image: 'sprout',
    isPrivate: false,
    reach: 0.3,
  },
  {
    name: 'Mindful Eating',
    description: 'Slowing down, listening to hunger, and making peace with food.',
    image: 'mindful',
    isPrivate: false,
    reach: 0.25,
  },
  {
    name: 'Busy Parents Eat Well',
    description: 'Quick family dinners, lunchbox ideas and surviving the 5pm scramble.',
    image: 'group',
    isPrivate: false,
    reach: 0.2,
  },
  {
    name: 'Spring Marathon Fuel',
    description: 'Training for a spring race? Long-run fuelling, carb loading and recovery meals.',
    image: 'dumbbell',
    isPrivate: false,
    reach: 0.2,
  },
  {
    name: 'Office Lunch Crew',
    description: 'Our team keeps each other honest at lunch. Invite only.',
    image: 'meal-prep',
    isPrivate: true,
    reach: 0.15,
  },
  {
    name: 'Bouldering Cut Crew',
    description: 'A few climbers cutting a few pounds together for the winter bouldering season.',
    image: 'dumbbell',
    isPrivate: true,
    reach: 0.12,
  },
]
