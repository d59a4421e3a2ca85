import { describe, expect, it } from 'vitest'
import { messagesByField } from '../api/issues'
import { limitMessage } from '../meals/meal-limits'
import {
  dashboardPostFormSchema,
  emptyPostForm,
  feedPostFormSchema,
  type PostFormValues,
} from './post-form'

const photo = new Blob(['png'], { type: 'image/png' })
const lunch = { title: 'Chicken salad', calories: 520, protein: 42, carbs: 18, fat: 30 }
const typed = (fields: Partial<PostFormValues>): PostFormValues => ({
  ...emptyPostForm(),
  ...fields,
})

/** A form's messages as it shows them: each field's first. */
const errorsOf = (result: { error?: { issues: Parameters<typeof messagesByField>[0] } }) =>
  messagesByField(result.error?.issues ?? [])

describe('the Create post form', () => {
  it("opens empty, with comments allowed and the like count shown (§9's default post flags)", () => {
    expect(emptyPostForm()).toEqual({
      content: '',
      allowComments: true,
      hideLikeCount: false,
      mealData: null,
      image: null,
    })
  })

  it('reads the trimmed words, the options, the meal and the photo as the server stores them', () => {
    expect(
      feedPostFormSchema.parse(
        typed({ content: '  Oats \n', hideLikeCount: true, mealData: lunch, image: photo }),
      ),
    ).toEqual({
      content: 'Oats',
      allowComments: true,
      hideLikeCount: true,
      mealData: lunch,
      image: photo,
    })
  })

  it("refuses a feed post of neither words nor a photo with the server's message, and takes a photo alone", () => {
    expect(errorsOf(feedPostFormSchema.safeParse(typed({ content: '   ' })))).toEqual({
      content: 'Please write something or add a photo',
    })
    expect(feedPostFormSchema.parse(typed({ image: photo }))).toMatchObject({
      content: '',
      image: photo,
    })
  })

  it("refuses what the server refuses: too many words, a control character, a meal past one meal's limits", () => {
    expect(errorsOf(feedPostFormSchema.safeParse(typed({ content: 'a'.repeat(2_001) })))).toEqual({
      content: 'A post can be at most 2,000 characters',
    })
    expect(errorsOf(feedPostFormSchema.safeParse(typed({ content: 'Oats\u0000' })))).toEqual({
      content: 'Post contains a character that is not allowed',
    })
    // a whole day's totals can be more than one meal may hold
    const day = { ...lunch, title: 'Full day of eating', calories: 5_200 }
    expect(
      errorsOf(feedPostFormSchema.safeParse(typed({ content: 'My day', mealData: day }))),
    ).toEqual({ 'mealData.calories': limitMessage('calories', 'meal') })
  })

  it("asks the header's Post for words (§5 'Dashboard modal'), even beside a photo", () => {
    for (const values of [typed({ content: '  ' }), typed({ image: photo })]) {
      expect(errorsOf(dashboardPostFormSchema.safeParse(values))).toEqual({
        content: 'Please enter some content for your post',
      })
    }
    expect(dashboardPostFormSchema.parse(typed({ content: ' Meal prep done ' }))).toMatchObject({
      content: 'Meal prep done',
      image: null,
      mealData: null,
    })
  })
})
