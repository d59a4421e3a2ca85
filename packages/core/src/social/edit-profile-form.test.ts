import { describe, expect, it } from 'vitest'
import { messagesByField } from '../api/issues'
import {
  editProfileFormSchema,
  editProfileInputOf,
  editValuesOf,
  type EditProfileValues,
} from './edit-profile-form'
import type { SocialProfile } from './social-profile-schema'

const values: EditProfileValues = {
  first_name: 'Maya',
  last_name: 'Chen',
  username: 'maya',
  bio: 'Hi',
  activity_level: 'moderate',
  daily_calories: '2000',
  daily_protein: '120',
  weight: '170',
  target_weight: '160',
  height: '65',
  age: '30',
  gender: 'female',
  units: 'US',
}

/** The form's messages as it shows them: each field's first. */
const errorsOf = (form: EditProfileValues) =>
  messagesByField(editProfileFormSchema.safeParse(form).error?.issues ?? [])

describe('editProfileInputOf', () => {
  it('sends the numbers as whole numbers, as §5 parses them', () => {
    expect(
      editProfileInputOf({ ...values, daily_calories: '1850.7', weight: '168.9' }),
    ).toMatchObject({ daily_calories: 1850, weight: 168 })
  })

  it('sends an emptied weight as 0, which clears it, and no activity level as null', () => {
    expect(errorsOf({ ...values, weight: '', activity_level: '' })).toEqual({})
    expect(editProfileInputOf({ ...values, weight: '', activity_level: '' })).toMatchObject({
      weight: 0,
      activity_level: null,
    })
  })
})

describe('Edit Profile in metric units', () => {
  const metric: EditProfileValues = {
    ...values,
    units: 'metric',
    weight: '77.1',
    target_weight: '72.6',
    height: '165',
  }

  it('opens with the stored pounds and inches in kilograms and centimetres', () => {
    const profile = {
      user: { first_name: 'Maya', last_name: 'Chen', username: 'maya' },
      bio: null,
      activity_level: null,
      profile: { weight: 170, target_weight: 160, height: 65, age: 30, gender: 'female' },
    } as unknown as SocialProfile
    expect(editValuesOf(profile, 'metric')).toMatchObject({
      weight: '77.1',
      target_weight: '72.6',
      height: '165',
      units: 'metric',
    })
    expect(editValuesOf(profile, 'US')).toMatchObject({ weight: '170', height: '65' })
  })

  it('sends what was typed in pounds and inches, keeping the tenth of a kilogram', () => {
    const input = editProfileInputOf({ ...metric, weight: '80.5' })
    expect(input.weight).toBeCloseTo(177.472, 3)
    expect(input.height).toBeCloseTo(64.961, 3)
  })

  it('leaves out a measure the person did not change, so the stored one stays exact', () => {
    const input = editProfileInputOf({ ...metric, weight: '80' }, metric)
    expect(input.weight).toBeCloseTo(176.37, 2)
    expect(input).toMatchObject({ target_weight: undefined, height: undefined })
    // switched units: every measure is what the form now says
    expect(editProfileInputOf(metric, values).target_weight).toBeCloseTo(160.056, 3)
  })

  it('names the range in kilograms and centimetres', () => {
    expect(errorsOf({ ...metric, weight: '20', height: '300' })).toEqual({
      weight: 'Weight must be between 30 and 299 kg',
      height: 'Height must be between 122 and 243 cm',
    })
    expect(errorsOf(metric)).toEqual({})
  })
})

describe('editProfileFormSchema', () => {
  it('accepts the profile as it is', () => {
    expect(errorsOf(values)).toEqual({})
  })

  it('reads an empty goal as 0 and names that field and its range', () => {
    expect(errorsOf({ ...values, daily_protein: '' })).toEqual({
      daily_protein: 'Daily protein must be between 20 and 400 g',
    })
  })

  it('holds every number to its human range, field by field', () => {
    expect(
      errorsOf({ ...values, daily_calories: '137', weight: '99999', target_weight: '40' }),
    ).toEqual({
      daily_calories: 'Daily calories must be between 1,000 and 6,000 kcal',
      weight: 'Weight must be between 66 and 660 lbs',
      target_weight: 'Target weight must be between 66 and 660 lbs',
    })
  })

  it("shows the registration rules' messages for names and usernames", () => {
    expect(errorsOf({ ...values, first_name: 'M', username: 'no spaces' })).toEqual({
      first_name: 'First name must be at least 2 characters',
      username: 'Username can only contain letters, numbers, dots and underscores',
    })
  })
})
