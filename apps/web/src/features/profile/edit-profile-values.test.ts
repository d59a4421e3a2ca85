import { describe, expect, it } from 'vitest'
import { aSocialProfile } from '../../test/social-profile-fixtures'
import { editValuesOf } from '@platewise/core'
import { hasEditProfileChanges } from './edit-profile-values'

const values = editValuesOf(
  aSocialProfile({ bio: 'Hi', profile: { weight: 170, target_weight: 160 } }),
  'US',
)

describe('hasEditProfileChanges', () => {
  it('finds a change in any field, and none once it is typed back', () => {
    expect(hasEditProfileChanges(values, { ...values })).toBe(false)
    expect(hasEditProfileChanges(values, { ...values, bio: 'Hi there' })).toBe(true)
    expect(hasEditProfileChanges(values, { ...values, gender: 'male' })).toBe(true)
    expect(hasEditProfileChanges(values, { ...values, bio: 'Hi' })).toBe(false)
    expect(hasEditProfileChanges(values, { ...values, units: 'metric' })).toBe(true)
  })
})
