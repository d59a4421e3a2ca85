import { describe, expect, it } from 'vitest'
import { tabForPath } from './dashboard-tabs'

describe('tabForPath', () => {
  it('picks the tab whose path starts the current one', () => {
    expect(tabForPath('/dashboard/overview')).toBe('overview')
    expect(tabForPath('/dashboard/profile/42')).toBe('profile')
    expect(tabForPath('/dashboard/mealplan/')).toBe('mealplan')
  })

  it('matches whole path segments only', () => {
    expect(tabForPath('/dashboard/feedback')).toBeNull()
  })

  it('finds no tab for the meal inputs, which the shell shows under Feed', () => {
    expect(tabForPath('/dashboard/inputs')).toBeNull()
  })
})
