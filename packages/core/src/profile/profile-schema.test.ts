import { describe, expect, it } from 'vitest'
import { messagesByField } from '../api/issues'
import { PROFILE_PICTURE_MESSAGE } from './profile-picture'
import { profilePayloadSchema } from './profile-schema'

const MISSING = 'Missing required profile data. Please complete all steps.'
const goals = { daily_calories: 2000, daily_protein: 150 }

function messagesOf(input: unknown): Record<string, string> {
  const result = profilePayloadSchema.safeParse(input)
  if (result.success) return {}
  return messagesByField(result.error.issues)
}

describe('profilePayloadSchema', () => {
  it('accepts the full payload onboarding sends', () => {
    const payload = {
      ...goals,
      weight: 200,
      target_weight: 180,
      height: 70,
      age: 30,
      activity_level: 'moderate',
      gender: 'male',
      bio: 'Lifting and lentils',
      profile_picture: '/uploads/0123456789abcdef0123456789abcdef.webp',
    }
    expect(profilePayloadSchema.parse(payload)).toEqual(payload)
  })

  it('accepts only the two daily goals', () => {
    expect(profilePayloadSchema.parse(goals)).toEqual(goals)
  })

  it('drops fields that are not part of the profile', () => {
    const parsed = profilePayloadSchema.parse({ ...goals, goal: 'lose', timeline: '8 weeks' })
    expect(parsed).toEqual(goals)
  })

  describe('daily goals', () => {
    it('asks to complete all steps when either goal is missing', () => {
      const result = profilePayloadSchema.safeParse({ daily_calories: 2000 })
      expect(result.success).toBe(false)
      if (result.success) return
      expect(result.error.issues[0]?.message).toBe(MISSING)
      expect(messagesByField(result.error.issues)).toEqual({ daily_protein: MISSING })
      expect(messagesOf({ daily_protein: 150 })).toEqual({ daily_calories: MISSING })
      expect(messagesOf({})).toEqual({ daily_calories: MISSING, daily_protein: MISSING })
    })

    it('treats null and blank as missing, and 0 as outside the range', () => {
      expect(messagesOf({ daily_calories: null, daily_protein: 150 })).toEqual({
        daily_calories: MISSING,
      })
      expect(messagesOf({ daily_calories: '', daily_protein: 150 })).toEqual({
        daily_calories: MISSING,
      })
      // Edit Profile's empty field sends 0 (§5): the person reads which field, and its range
      expect(messagesOf({ daily_calories: 2000, daily_protein: 0 })).toEqual({
        daily_protein: 'Daily protein must be between 20 and 400 g',
      })
    })

    it('refuses negative goals, text and goals beyond their ranges', () => {
      expect(messagesOf({ ...goals, daily_calories: -100 })).toEqual({
        daily_calories: 'Daily calories must be between 1,000 and 6,000 kcal',
      })
      expect(messagesOf({ ...goals, daily_calories: 999 })).toEqual({
        daily_calories: 'Daily calories must be between 1,000 and 6,000 kcal',
      })
      expect(messagesOf({ ...goals, daily_calories: 'lots' })).toEqual({
        daily_calories: 'Daily calories must be a number',
      })
      expect(messagesOf({ ...goals, daily_calories: 6_001 })).toEqual({
        daily_calories: 'Daily calories must be between 1,000 and 6,000 kcal',
      })
      expect(messagesOf({ ...goals, daily_protein: 401 })).toEqual({
        daily_protein: 'Daily protein must be between 20 and 400 g',
      })
      expect(messagesOf({ ...goals, daily_calories: 1000, daily_protein: 400 })).toEqual({})
    })

    it('reads numeric text and rounds to whole numbers', () => {
      expect(profilePayloadSchema.parse({ daily_calories: '1850', daily_protein: 120.6 })).toEqual({
        daily_calories: 1850,
        daily_protein: 121,
      })
    })
  })

  describe('body measures', () => {
    it('keeps decimals for weight and height and rounds age', () => {
      expect(
        profilePayloadSchema.parse({ ...goals, weight: 165.5, height: '70.5', age: 30.4 }),
      ).toEqual({ ...goals, weight: 165.5, height: 70.5, age: 30 })
    })

    it('clears a measure sent as null, blank or the edit form’s 0', () => {
      expect(
        profilePayloadSchema.parse({ ...goals, weight: null, target_weight: '', age: 0 }),
      ).toEqual({ ...goals, weight: null, target_weight: null, age: null })
    })

    it('refuses negative measures', () => {
      expect(messagesOf({ ...goals, weight: -1, height: -70 })).toEqual({
        weight: 'Weight must be between 66 and 660 lbs',
        height: 'Height must be between 48 and 96 inches',
      })
    })

    it('refuses measures outside their human ranges (the wizard hints of §2)', () => {
      // the issue's 99999 lb, 10 in, age 5
      expect(
        messagesOf({ ...goals, weight: 99999, target_weight: 40, height: 10, age: 5 }),
      ).toEqual({
        weight: 'Weight must be between 66 and 660 lbs',
        target_weight: 'Target weight must be between 66 and 660 lbs',
        height: 'Height must be between 48 and 96 inches',
        age: 'Age must be between 16 and 100 years',
      })
      expect(messagesOf({ ...goals, weight: 661, height: 97, age: 101 })).toEqual({
        weight: 'Weight must be between 66 and 660 lbs',
        height: 'Height must be between 48 and 96 inches',
        age: 'Age must be between 16 and 100 years',
      })
      expect(messagesOf({ ...goals, weight: 660, target_weight: 66, height: 48, age: 16 })).toEqual(
        {},
      )
    })

    it('refuses text that is not a number', () => {
      expect(messagesOf({ ...goals, age: 'thirty', height: '5ft 10' })).toEqual({
        age: 'Age must be a number',
        height: 'Height must be a number',
      })
    })
  })

  describe('choices', () => {
    it('accepts every activity level and gender of §3', () => {
      for (const activity_level of ['sedentary', 'light', 'moderate', 'active', 'very_active']) {
        expect(messagesOf({ ...goals, activity_level })).toEqual({})
      }
      for (const gender of ['male', 'female', 'other']) {
        expect(messagesOf({ ...goals, gender })).toEqual({})
      }
    })

    it('refuses anything else with a readable message', () => {
      expect(messagesOf({ ...goals, activity_level: 'extreme', gender: 'Male' })).toEqual({
        activity_level:
          'Please choose an activity level: sedentary, light, moderate, active or very active',
        gender: 'Please choose a gender: male, female or other',
      })
    })
  })

  describe('bio and picture', () => {
    it('trims the bio and keeps it to 500 characters', () => {
      expect(profilePayloadSchema.parse({ ...goals, bio: '  Hello  ' }).bio).toBe('Hello')
      expect(profilePayloadSchema.parse({ ...goals, bio: 'x'.repeat(500) }).bio).toHaveLength(500)
      expect(messagesOf({ ...goals, bio: 'x'.repeat(501) })).toEqual({
        bio: 'Bio must be at most 500 characters',
      })
      expect(profilePayloadSchema.parse({ ...goals, bio: '   ' }).bio).toBeNull()
    })

    it('accepts an uploaded picture’s address, or null or blank for none', () => {
      const upload = '/uploads/3f2a9c0d1e4b5a697887766554433221.webp'
      expect(
        profilePayloadSchema.parse({ ...goals, profile_picture: upload }).profile_picture,
      ).toBe(upload)
      expect(profilePayloadSchema.parse({ ...goals, profile_picture: null }).profile_picture).toBe(
        null,
      )
      expect(profilePayloadSchema.parse({ ...goals, profile_picture: '  ' }).profile_picture).toBe(
        null,
      )
    })

    it('refuses any other address with a message a person can act on', () => {
      const key = '0123456789abcdef0123456789abcdef'
      for (const profile_picture of [
        'https://cdn.example.com/a.webp',
        'http://localhost:3000/uploads/a.webp',
        `https://tracker.example/uploads/${key}.webp`,
        '/\\127.0.0.1:9/x.png',
        '//evil.example.com/a.png',
        `/uploads/../${key}.webp`,
        `/uploads/${key}.png`,
        `/uploads/${key.toUpperCase()}.webp`,
        `/uploads/${key}.webp?v=2`,
        ` /uploads/${key}.webp`,
        `/uploads/avatars/${key}.webp`,
        '/settings',
        'javascript:alert(1)',
        'data:image/png;base64,AAAA',
        'not a url',
        42,
      ]) {
        expect(messagesOf({ ...goals, profile_picture }), String(profile_picture)).toEqual({
          profile_picture: PROFILE_PICTURE_MESSAGE,
        })
      }
    })
  })
})
