import { describe, expect, it } from 'vitest'
import type { UsualMeal } from './chat-context'
import { chatGreeting, composeReply, proteinRange } from './chat-replies'

const paragraphs = (reply: string) => reply.split('\n\n')
const usual = (description: string, mealType: UsualMeal['mealType']): UsualMeal => ({
  description,
  mealType,
  count: 3,
})

describe('composeReply', () => {
  it('gives each topic its own advice', () => {
    expect(composeReply('breakfast')).toMatch(/^For breakfast, try/)
    expect(composeReply('lunch')).toMatch(/^For lunch, try/)
    expect(composeReply('dinner')).toMatch(/^For dinner, try/)
    expect(composeReply('weightLoss')).toMatch(/^For steady weight loss/)
    expect(composeReply('protein')).toMatch(/^To build muscle/)
    expect(composeReply('generic')).toMatch(/^I'm here to help you plan your meals/)
  })

  describe('the protein tip', () => {
    it('works out 0.8–1 g per lb from the weight', () => {
      const reply = composeReply('protein', { weightLbs: 170 })
      expect(reply).toContain('aim for about 136–170 g of protein a day')
      expect(reply).toContain('you weigh 170 lbs')
    })

    it('names the rate and the weight in kilograms for a person in metric', () => {
      const reply = composeReply('protein', { weightLbs: 170, units: 'metric' })
      expect(reply).toContain('aim for about 136–170 g of protein a day: 1.8–2.2 g per kg')
      expect(reply).toContain('you weigh 77.1 kg')
    })

    it('rounds to whole grams', () => {
      expect(proteinRange(183)).toEqual({ low: 146, high: 183 })
      expect(proteinRange(155.5)).toEqual({ low: 124, high: 156 })
      expect(composeReply('protein', { weightLbs: 1250 })).toContain('about 1,000–1,250 g')
    })

    it('gives the general rule without a weight', () => {
      const reply = composeReply('protein', {})
      expect(reply).toContain('aim for 0.8–1 g of protein per lb of body weight a day')
      expect(reply).toContain('Add your weight to your profile')
      expect(composeReply('protein', { weightLbs: null })).toBe(reply)
    })

    it('says how much protein is left today, or that the goal is met', () => {
      expect(composeReply('protein', { remainingProtein: 74.6 })).toContain(
        'You still need 75 g of protein today to reach your goal.',
      )
      expect(composeReply('protein', { remainingProtein: 0 })).toContain(
        "You've already met today's protein goal.",
      )
      expect(composeReply('protein', { remainingProtein: -20 })).toContain(
        "You've already met today's protein goal.",
      )
    })
  })

  describe("today's goals in a meal reply", () => {
    it('names the calories and protein left', () => {
      const reply = composeReply('lunch', { remainingCalories: 840.4, remainingProtein: 75 })
      expect(paragraphs(reply)[1]).toBe('You have 840 kcal and 75 g of protein left for today.')
    })

    it('writes thousands with a separator', () => {
      const reply = composeReply('breakfast', { remainingCalories: 2000, remainingProtein: 150 })
      expect(reply).toContain('You have 2,000 kcal and 150 g of protein left for today.')
    })

    it('says when the protein goal is met already', () => {
      const reply = composeReply('dinner', { remainingCalories: 300, remainingProtein: -5 })
      expect(paragraphs(reply)[1]).toBe(
        "You have 300 kcal left for today, and you've met your protein goal.",
      )
    })

    it('says how far over the calorie goal today is and suggests a light meal', () => {
      const reply = composeReply('dinner', { remainingCalories: -120, remainingProtein: 30 })
      expect(paragraphs(reply)[1]).toBe(
        "You're 120 kcal over today's calorie goal, with 30 g of protein still to go. Keep the next meal light: lean protein and plenty of vegetables.",
      )
    })

    it('says when the calorie goal is reached exactly', () => {
      const reply = composeReply('breakfast', { remainingCalories: 0, remainingProtein: 0 })
      expect(paragraphs(reply)[1]).toBe(
        "You've reached today's calorie goal, and you've met your protein goal. Keep the next meal light: lean protein and plenty of vegetables.",
      )
    })

    it('offers the usual meals of that meal type only', () => {
      const usualMeals = [
        usual('Oatmeal with blueberries', 'breakfast'),
        usual('Chicken wrap', 'lunch'),
        usual('Eggs on toast', 'breakfast'),
      ]
      expect(composeReply('breakfast', { usualMeals })).toContain(
        'Or have one of your usual breakfasts: “Oatmeal with blueberries” or “Eggs on toast”.',
      )
      expect(composeReply('lunch', { usualMeals })).toContain(
        'Or have one of your usual lunches: “Chicken wrap”.',
      )
      expect(composeReply('dinner', { usualMeals })).not.toContain('usual')
    })

    it('cuts a long usual meal short', () => {
      const long = 'Oatmeal with blueberries, walnuts, almond butter, chia seeds and a little honey'
      const reply = composeReply('breakfast', { usualMeals: [usual(long, 'breakfast')] })
      expect(reply).toContain('“Oatmeal with blueberries, walnuts, almond butter, chia seeds...”')
    })

    it('is the general advice alone without any data', () => {
      expect(paragraphs(composeReply('lunch', {}))).toHaveLength(1)
      expect(paragraphs(composeReply('lunch', { usualMeals: [] }))).toHaveLength(1)
    })
  })

  describe('the weight-loss tip', () => {
    it('says how many calories are left today', () => {
      expect(composeReply('weightLoss', { remainingCalories: 840 })).toContain(
        'Today you have 840 kcal left before you reach your calorie goal.',
      )
    })

    it('says how far over the goal today is', () => {
      expect(composeReply('weightLoss', { remainingCalories: -250 })).toContain(
        "Today you're 250 kcal over your calorie goal",
      )
    })

    it('is the general tip alone without data', () => {
      expect(paragraphs(composeReply('weightLoss', {}))).toHaveLength(1)
    })
  })

  describe('the generic prompt', () => {
    it("adds today's goals and the usual meals", () => {
      const reply = composeReply('generic', {
        remainingCalories: 1200,
        remainingProtein: 90,
        usualMeals: [
          usual('Oatmeal', 'breakfast'),
          usual('Chicken wrap', 'lunch'),
          usual('Salmon', 'dinner'),
        ],
      })
      expect(paragraphs(reply).slice(1)).toEqual([
        'You have 1,200 kcal and 90 g of protein left for today.',
        'You often have “Oatmeal”, “Chicken wrap” and “Salmon”.',
      ])
    })

    it('names the protein alone when the calories are unknown', () => {
      expect(composeReply('generic', { remainingProtein: 40 })).toContain(
        "You have 40 g of protein left to reach today's goal.",
      )
    })
  })
})

describe('chatGreeting', () => {
  it('greets by first name, or as there without one', () => {
    expect(chatGreeting('Maya')).toMatch(/^Hi Maya! I'm your AI meal planner\./)
    expect(chatGreeting('  ')).toMatch(/^Hi there!/)
    expect(chatGreeting(null)).toMatch(/^Hi there!/)
  })
})
