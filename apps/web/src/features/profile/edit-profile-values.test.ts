import { describe, expect, it } from 'vitest'
import { aSocialProfile } from '../../test/social-profile-fixtures'
import { editValuesOf, hasEditProfileChanges, readEditProfile } from './edit-profile-values'

const values = editValuesOf(
  aSocialProfile({ bio: 'Hi', profile: { weight: 170, target_weight: 160 } }),
)

describe('readEditProfile', () => {
  it('sends the numbers as whole numbers, as §5 parses them', () => {
    const read = readEditProfile({ ...values, daily_calories: '1850.7', weight: '168.9' })
    expect(read).toMatchObject({ ok: true, value: { daily_calories: 1850, weight: 168 } })
  })

  it('reads an empty goal as 0 and names that field and its range', () => {
    const read = readEditProfile({ ...values, daily_protein: '' })
    expect(read).toEqual({
      ok: false,
      errors: { daily_protein: 'Daily protein must be between 20 and 400 g' },
    })
  })

  it('holds every number to its human range, field by field', () => {
    const read = readEditProfile({
      ...values,
      daily_calories: '137',
      weight: '99999',
      target_weight: '40',
    })
    expect(read).toEqual({
      ok: false,
      errors: {
        daily_calories: 'Daily calories must be between 1,000 and 6,000 kcal',
        weight: 'Weight must be between 66 and 660 lbs',
        target_weight: 'Target weight must be between 66 and 660 lbs',
      },
    })
  })

  it('sends an emptied weight as 0, which clears it', () => {
    expect(readEditProfile({ ...values, weight: '' })).toMatchObject({
      ok: true,
      value: { weight: 0 },
    })
  })

  it("shows the registration rules' messages for names and usernames", () => {
    const read = readEditProfile({ ...values, first_name: 'M', username: 'no spaces' })
    expect(read).toEqual({
      ok: false,
      errors: {
        first_name: 'First name must be at least 2 characters',
        username: 'Username can only contain letters, numbers, dots and underscores',
      },
    })
  })

  it('sends no activity level as null', () => {
    expect(readEditProfile({ ...values, activity_level: '' })).toMatchObject({
      ok: true,
      value: { activity_level: null },
    })
  })
})

describe('hasEditProfileChanges', () => {
  it('finds a change in any field, and none once it is typed back', () => {
    expect(hasEditProfileChanges(values, { ...values })).toBe(false)
    expect(hasEditProfileChanges(values, { ...values, bio: 'Hi there' })).toBe(true)
    expect(hasEditProfileChanges(values, { ...values, gender: 'male' })).toBe(true)
    expect(hasEditProfileChanges(values, { ...values, bio: 'Hi' })).toBe(false)
  })
})
