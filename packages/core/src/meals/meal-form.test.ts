import { describe, expect, it } from 'vitest'
import { messagesByField } from '../api/issues'
import {
  describedMealFormSchema,
  emptyAddMealForm,
  manualMealFormSchema,
  mealFormSchema,
  mealFormValuesOf,
  type AddMealFormValues,
} from './meal-form'

const soup: AddMealFormValues = { ...emptyAddMealForm(), mealType: 'lunch', description: ' Soup ' }

/** A form's messages as it shows them: each field's first. */
const errorsOf = (result: { error?: { issues: Parameters<typeof messagesByField>[0] } }) =>
  messagesByField(result.error?.issues ?? [])

describe('the Add New Meal form', () => {
  it('opens as breakfast with nothing typed', () => {
    expect(emptyAddMealForm()).toEqual({
      mealType: 'breakfast',
      description: '',
      calories: '',
      protein: '',
      carbs: '',
      fat: '',
      fiber: '',
      sugar: '',
      sodium: '',
    })
  })

  it('reads only the type and the trimmed description for Add Meal Using AI', () => {
    // the numbers are the server's to work out: what is typed there is not read, nor refused
    expect(describedMealFormSchema.parse({ ...soup, protein: '-4' })).toEqual({
      mealType: 'lunch',
      description: 'Soup',
    })
  })

  it('rounds calories to fiber to whole numbers, sugar and sodium to one decimal, blanks to 0', () => {
    expect(
      manualMealFormSchema.parse({ ...soup, calories: '410.4', fiber: '2.5', sugar: '3.14' }),
    ).toEqual({
      mealType: 'lunch',
      description: 'Soup',
      calories: 410,
      protein: 0,
      carbs: 0,
      fat: 0,
      fiber: 3,
      sugar: 3.1,
      sodium: 0,
    })
  })

  it("names each field that is wrong, with the server's messages", () => {
    expect(
      errorsOf(manualMealFormSchema.safeParse({ ...soup, description: '  ', protein: '-4' })),
    ).toEqual({
      description: 'Please enter a meal description',
      protein: 'Protein cannot be negative',
    })
    expect(errorsOf(describedMealFormSchema.safeParse({ ...soup, description: '' }))).toEqual({
      description: 'Please enter a meal description',
    })
  })

  it('refuses a nutrient past what one meal may hold, naming the limit', () => {
    expect(errorsOf(manualMealFormSchema.safeParse({ ...soup, calories: '10000' }))).toEqual({
      calories: 'Calories must be at most 5,000 kcal for one meal',
    })
  })
})

describe('the inline edit', () => {
  const pasta = {
    description: 'Pasta',
    calories: 600,
    protein: 20,
    carbs: 90,
    fat: 15,
    fiber: 5,
    sugar: 6.5,
    sodium: 700,
  }

  it("opens with the meal's description and numbers", () => {
    expect(mealFormValuesOf(pasta)).toEqual({
      description: 'Pasta',
      calories: '600',
      protein: '20',
      carbs: '90',
      fat: '15',
      fiber: '5',
      sugar: '6.5',
      sodium: '700',
    })
  })

  it('reads what it opened with as the meal, and an emptied field as 0', () => {
    expect(mealFormSchema.parse(mealFormValuesOf(pasta))).toEqual(pasta)
    expect(mealFormSchema.parse({ ...mealFormValuesOf(pasta), sodium: '' })).toMatchObject({
      sodium: 0,
    })
  })

  it('trims the description, as the server stores it', () => {
    expect(
      mealFormSchema.parse({ ...mealFormValuesOf(pasta), description: ' Pasta ' }),
    ).toMatchObject({ description: 'Pasta' })
  })

  it('asks for a description', () => {
    expect(
      errorsOf(mealFormSchema.safeParse({ ...mealFormValuesOf(pasta), description: ' ' })),
    ).toEqual({ description: 'Please enter a meal description' })
  })
})
