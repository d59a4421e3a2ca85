import { formatAmount } from '../format/format-amount'
import { truncateText } from '../meals/meal-text'
import { formatMeasure, KG_PER_LB, type UnitSystem } from '../units/units'
import type { ChatContext, UsualMeal } from './chat-context'
import type { ChatTopic } from './chat-routing'

// The canned replies of §4 AI chat. Each starts with general advice and then,
// where the person's data is known, says what it means for them today: what is
// left of the calorie and protein goals, their weight for the protein tip, and
// the meals they usually log. Paragraphs are separated by a blank line.

/** §4: the protein tip is 0.8 to 1 g per lb of body weight. */
export const PROTEIN_GRAMS_PER_LB = { low: 0.8, high: 1 } as const

const USUAL_MEAL_LENGTH = 60

const MEAL_IDEAS = {
  breakfast:
    'For breakfast, try Greek yogurt with berries and a handful of nuts, two eggs on whole-grain toast with spinach, or overnight oats made with milk and a scoop of protein powder. Starting the day with 20–30 g of protein keeps you full until lunch.',
  lunch:
    'For lunch, try a grilled chicken salad with quinoa, a turkey and avocado whole-grain wrap, or lentil soup with a side of cottage cheese. A lean protein with vegetables and a slow-release carb keeps the afternoon slump away.',
  dinner:
    'For dinner, try baked salmon with roasted vegetables, a chicken and vegetable stir-fry with brown rice, or a lean beef chili with beans. Fill half the plate with vegetables, a quarter with protein and a quarter with whole grains.',
} as const

const WEIGHT_LOSS_TIP =
  'For steady weight loss, aim for a deficit of about 500 kcal a day: roughly 1 lb a week, since a pound of fat is about 3,500 kcal. Build meals around lean protein and vegetables, which fill you up for few calories, and swap sugary drinks for water.'

const PROTEIN_SPREAD =
  'Spread it over 3–4 meals of 25–40 g each, from chicken, fish, eggs, Greek yogurt, tofu or lentils, and pair it with strength training.'

const GENERIC_PROMPT =
  "I'm here to help you plan your meals. Ask me for breakfast, lunch or dinner ideas, tips for weight loss, or how much protein you need to build muscle."

const MEAL_PLURALS = { breakfast: 'breakfasts', lunch: 'lunches', dinner: 'dinners' } as const

const LIGHT_NEXT_MEAL = 'Keep the next meal light: lean protein and plenty of vegetables.'

const kcal = (value: number) => formatAmount(value, 'kcal')
const grams = (value: number) => formatAmount(value, 'g')
const known = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value)
// whole calories and grams: '840 kcal', never '839.6 kcal'
const rounded = (value: number | null | undefined) => (known(value) ? Math.round(value) : null)

/** 'a', 'a or b', 'a, b or c' */
function listText(items: readonly string[], conjunction: 'and' | 'or'): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`
}

const quoted = (meal: UsualMeal) => `“${truncateText(meal.description, USUAL_MEAL_LENGTH)}”`

/** The person's goals today, or null when neither remaining figure is known. */
function todayLine({ remainingCalories, remainingProtein }: ChatContext): string | null {
  const calories = rounded(remainingCalories)
  const protein = rounded(remainingProtein)
  if (calories === null) {
    if (protein === null) return null
    return protein > 0
      ? `You have ${grams(protein)} of protein left to reach today's goal.`
      : "You've already met today's protein goal."
  }
  if (calories > 0 && protein !== null && protein > 0) {
    return `You have ${kcal(calories)} and ${grams(protein)} of protein left for today.`
  }
  const caloriePart =
    calories > 0
      ? `You have ${kcal(calories)} left for today`
      : calories === 0
        ? "You've reached today's calorie goal"
        : `You're ${kcal(-calories)} over today's calorie goal`
  if (protein === null) return `${caloriePart}.`
  return protein > 0
    ? `${caloriePart}, with ${grams(protein)} of protein still to go.`
    : `${caloriePart}, and you've met your protein goal.`
}

function mealReply(topic: keyof typeof MEAL_IDEAS, context: ChatContext): string[] {
  const today = todayLine(context)
  const calories = rounded(context.remainingCalories)
  const overGoal = calories !== null && calories <= 0
  const regulars = (context.usualMeals ?? []).filter((meal) => meal.mealType === topic)
  return [
    MEAL_IDEAS[topic],
    today && (overGoal ? `${today} ${LIGHT_NEXT_MEAL}` : today),
    regulars.length > 0 &&
      `Or have one of your usual ${MEAL_PLURALS[topic]}: ${listText(regulars.map(quoted), 'or')}.`,
  ].filter((part): part is string => typeof part === 'string')
}

function weightLossReply({ remainingCalories }: ChatContext): string[] {
  const calories = rounded(remainingCalories)
  const today =
    calories === null
      ? null
      : calories > 0
        ? `Today you have ${kcal(calories)} left before you reach your calorie goal.`
        : calories === 0
          ? `You've reached today's calorie goal. ${LIGHT_NEXT_MEAL}`
          : `Today you're ${kcal(-calories)} over your calorie goal; a lighter next meal and a walk will help even it out.`
  return today ? [WEIGHT_LOSS_TIP, today] : [WEIGHT_LOSS_TIP]
}

/** The protein range for a body weight in pounds, in whole grams. */
export function proteinRange(weightLbs: number): { low: number; high: number } {
  return {
    low: Math.round(weightLbs * PROTEIN_GRAMS_PER_LB.low),
    high: Math.round(weightLbs * PROTEIN_GRAMS_PER_LB.high),
  }
}

/** The tip's rate in the person's units: §7's 0.8–1 g per lb is 1.8–2.2 g per kg. */
const perBodyWeight = (units: UnitSystem) =>
  units === 'US'
    ? '0.8–1 g per lb'
    : `${formatAmount(PROTEIN_GRAMS_PER_LB.low / KG_PER_LB)}–${formatAmount(PROTEIN_GRAMS_PER_LB.high / KG_PER_LB)} g per kg`

function proteinReply({ weightLbs, remainingProtein, units = 'US' }: ChatContext): string[] {
  const tip =
    known(weightLbs) && weightLbs > 0
      ? (() => {
          const { low, high } = proteinRange(weightLbs)
          return `To build muscle, aim for about ${formatAmount(low)}–${grams(high)} of protein a day: ${perBodyWeight(units)} of body weight, and you weigh ${formatMeasure('weight', weightLbs, units)}. ${PROTEIN_SPREAD}`
        })()
      : `To build muscle, aim for 0.8–1 g of protein per lb of body weight a day. Add your weight to your profile and I'll work out your own numbers. ${PROTEIN_SPREAD}`
  const protein = rounded(remainingProtein)
  const today =
    protein === null
      ? null
      : protein > 0
        ? `You still need ${grams(protein)} of protein today to reach your goal.`
        : "You've already met today's protein goal. Nice work!"
  return today ? [tip, today] : [tip]
}

function genericReply(context: ChatContext): string[] {
  const today = todayLine(context)
  const usual = context.usualMeals ?? []
  return [
    GENERIC_PROMPT,
    today,
    usual.length > 0 && `You often have ${listText(usual.map(quoted), 'and')}.`,
  ].filter((part): part is string => typeof part === 'string')
}

/** The assistant's reply on a topic, using what is known of the person. */
export function composeReply(topic: ChatTopic, context: ChatContext = {}): string {
  const paragraphs =
    topic === 'breakfast' || topic === 'lunch' || topic === 'dinner'
      ? mealReply(topic, context)
      : topic === 'weightLoss'
        ? weightLossReply(context)
        : topic === 'protein'
          ? proteinReply(context)
          : genericReply(context)
  return paragraphs.join('\n\n')
}

/** The assistant's first message, before the person has written anything. */
export function chatGreeting(firstName?: string | null): string {
  const name = firstName?.trim() || 'there'
  return `Hi ${name}! I'm your AI meal planner. Ask me for breakfast, lunch or dinner ideas, tips for weight loss, or how much protein you need to build muscle.`
}
