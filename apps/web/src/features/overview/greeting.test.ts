import { describe, expect, it } from 'vitest'
import { greeting, greetingForHour } from './greeting'

const at = (hour: number, minute = 0) => new Date(2026, 4, 12, hour, minute)

describe('greetingForHour', () => {
  it('says Good Morning from midnight until just before noon', () => {
    expect(greetingForHour(0)).toBe('Good Morning')
    expect(greetingForHour(11)).toBe('Good Morning')
  })

  it('says Good Afternoon from noon until just before 5 pm', () => {
    expect(greetingForHour(12)).toBe('Good Afternoon')
    expect(greetingForHour(16)).toBe('Good Afternoon')
  })

  it('says Good Evening from 5 pm on', () => {
    expect(greetingForHour(17)).toBe('Good Evening')
    expect(greetingForHour(23)).toBe('Good Evening')
  })
})

describe('greeting', () => {
  it('greets by first name at the hour on the local clock', () => {
    expect(greeting('Maya', at(11, 59))).toBe('Good Morning, Maya')
    expect(greeting('Maya', at(12))).toBe('Good Afternoon, Maya')
    expect(greeting('Maya', at(16, 59))).toBe('Good Afternoon, Maya')
    expect(greeting('Maya', at(17))).toBe('Good Evening, Maya')
  })

  it("falls back to 'User' without a first name", () => {
    expect(greeting('', at(9))).toBe('Good Morning, User')
    expect(greeting(null, at(20))).toBe('Good Evening, User')
  })
})
