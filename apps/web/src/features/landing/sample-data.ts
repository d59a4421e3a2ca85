// Static figures for the marketing page. They are invented but internally consistent
// (the meals add up to the day's totals) so the demo reads like a real day in the app.

export type MealType = 'breakfast' | 'lunch' | 'dinner' | 'snack'

export type DayStatus = 'met' | 'partial' | 'today' | 'none'

export interface SampleMeal {
  type: MealType
  time: string
  description: string
  calories: number
  protein: number
}

export interface SampleWeekDay {
  name: string
  status: DayStatus
}

export type NutrientLabel = 'Carbs' | 'Fat' | 'Fiber'

export interface SampleNutrient {
  label: NutrientLabel
  amount: number
  goal: number
  unit: string
}

export interface SamplePost {
  id: string
  firstName: string
  lastName: string
  username: string
  postedAgo: string
  content: string
  meal: { calories: number; protein: number; carbs: number; fat: number }
  likes: number
  comments: number
}

export const sampleDay = {
  firstName: 'Maya',
  dateLabel: 'Thursday, June 12',
  calories: { amount: 1640, goal: 2100 },
  protein: { amount: 118, goal: 150 },
  streakDays: 12,
  daysLogged: 5,
  averageDeficit: 310,
}

export const sampleWeek: SampleWeekDay[] = [
  { name: 'Sunday', status: 'met' },
  { name: 'Monday', status: 'met' },
  { name: 'Tuesday', status: 'partial' },
  { name: 'Wednesday', status: 'met' },
  { name: 'Thursday', status: 'today' },
  { name: 'Friday', status: 'none' },
  { name: 'Saturday', status: 'none' },
]

export const sampleNutrients: SampleNutrient[] = [
  { label: 'Carbs', amount: 162, goal: 235, unit: 'g' },
  { label: 'Fat', amount: 58, goal: 70, unit: 'g' },
  { label: 'Fiber', amount: 24, goal: 30, unit: 'g' },
]

export const sampleMeals: SampleMeal[] = [
  {
    type: 'breakfast',
    time: '8:10 AM',
    description: 'Greek yogurt with berries and granola',
    calories: 320,
    protein: 24,
  },
  {
    type: 'lunch',
    time: '12:45 PM',
    description: 'Chicken quinoa bowl with avocado',
    calories: 610,
    protein: 46,
  },
  {
    type: 'snack',
    time: '3:30 PM',
    description: 'Apple with almond butter',
    calories: 250,
    protein: 6,
  },
  {
    type: 'dinner',
    time: '7:05 PM',
    description: 'Salmon with roasted vegetables',
    calories: 460,
    protein: 42,
  },
]

// What the AI analysis returns for the example sentence on the page.
export const sampleAnalysis = {
  input: '2 eggs and toast with butter',
  result: { calories: 290, protein: 17, carbs: 15, fat: 18 },
}

export const samplePosts: SamplePost[] = [
  {
    id: 'post-priya',
    firstName: 'Priya',
    lastName: 'Raman',
    username: 'priya.eats',
    postedAgo: '2h',
    content:
      'Meal-prepped five lunches in an hour: lemon-herb chicken, roasted sweet potato and a big pile of greens. Future me says thanks.',
    meal: { calories: 520, protein: 44, carbs: 48, fat: 16 },
    likes: 48,
    comments: 12,
  },
  {
    id: 'post-marcus',
    firstName: 'Marcus',
    lastName: 'Lee',
    username: 'marcuslifts',
    postedAgo: '5h',
    content:
      'Thirty days in a row hitting my protein goal. Overnight oats with a scoop of whey are doing the heavy lifting.',
    meal: { calories: 410, protein: 35, carbs: 52, fat: 8 },
    likes: 126,
    comments: 23,
  },
  {
    id: 'post-sofia',
    firstName: 'Sofia',
    lastName: 'Alvarez',
    username: 'sofia.cooks',
    postedAgo: '1d',
    content:
      'Farmers’ market haul turned into shakshuka for six. Logged my plate by typing one sentence, then went back for bread.',
    meal: { calories: 380, protein: 21, carbs: 24, fat: 22 },
    likes: 74,
    comments: 9,
  },
]
