import { describe, expect, it } from 'vitest'
import { aSocialProfile } from '../../test/social-profile-fixtures'
import { needsCompletion } from './profile-completeness'

describe('needsCompletion', () => {
  const complete = aSocialProfile({
    bio: 'Cooking my way to 160 lbs',
    picture: '/uploads/maya.webp',
    profile: { weight: 170, target_weight: 160 },
  })

  it('asks nothing more of a profile with a bio, a picture and both weights', () => {
    expect(needsCompletion(complete)).toBe(false)
  })

  it('asks for a bio that is missing or blank', () => {
    expect(needsCompletion({ ...complete, bio: null })).toBe(true)
    expect(needsCompletion({ ...complete, bio: '  ' })).toBe(true)
  })

  it('asks for a picture', () => {
    expect(
      needsCompletion({ ...complete, user: { ...complete.user, profile_picture: null } }),
    ).toBe(true)
  })

  it('asks for the weight and the target weight, and for goals never set', () => {
    expect(needsCompletion({ ...complete, profile: { ...complete.profile!, weight: null } })).toBe(
      true,
    )
    expect(
      needsCompletion({ ...complete, profile: { ...complete.profile!, target_weight: null } }),
    ).toBe(true)
    expect(needsCompletion({ ...complete, profile: null })).toBe(true)
  })
})
