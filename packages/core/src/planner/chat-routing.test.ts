import { describe, expect, it } from 'vitest'
import { routeChatMessage } from './chat-routing'

describe('routeChatMessage', () => {
  it.each([
    ['What should I eat for breakfast?', 'breakfast'],
    ['Something quick in the morning', 'breakfast'],
    ['Lunch ideas please', 'lunch'],
    ['I get hungry around midday', 'lunch'],
    ['What can I cook for dinner', 'dinner'],
    ['A light meal for the evening?', 'dinner'],
    ['Any tips for weight loss?', 'weightLoss'],
    ['I want to lose weight', 'weightLoss'],
    ['How do I build muscle?', 'protein'],
    ['How much protein do I need?', 'protein'],
    ['I want to gain a few pounds', 'protein'],
  ] as const)('routes %j to %s', (message, topic) => {
    expect(routeChatMessage(message)).toBe(topic)
  })

  it('ignores case', () => {
    expect(routeChatMessage('BREAKFAST')).toBe('breakfast')
    expect(routeChatMessage('Weight Loss')).toBe('weightLoss')
    expect(routeChatMessage('PROTEIN shake?')).toBe('protein')
  })

  it('matches whole words only', () => {
    // 'again' holds 'gain', 'mornings' is a word of its own but 'gainsay' is not gain
    expect(routeChatMessage('Tell me again')).toBe('generic')
    expect(routeChatMessage('Bargain snacks')).toBe('generic')
    expect(routeChatMessage('I never gainsay my coach')).toBe('generic')
    expect(routeChatMessage('Dinnerware for a party')).toBe('generic')
    expect(routeChatMessage('A lunchbox note')).toBe('generic')
  })

  it('accepts plurals and the usual endings of a keyword', () => {
    expect(routeChatMessage('My mornings are rushed')).toBe('breakfast')
    expect(routeChatMessage('Packed lunches for work')).toBe('lunch')
    expect(routeChatMessage('Quick dinners')).toBe('dinner')
    expect(routeChatMessage('I keep gaining weight')).toBe('protein')
    expect(routeChatMessage('Losing weight is slow')).toBe('weightLoss')
    expect(routeChatMessage('weight-loss snacks')).toBe('weightLoss')
    expect(routeChatMessage('Bigger muscles')).toBe('protein')
  })

  it('finds a keyword beside punctuation', () => {
    expect(routeChatMessage('breakfast?!')).toBe('breakfast')
    expect(routeChatMessage('(protein)')).toBe('protein')
    expect(routeChatMessage('high-protein')).toBe('protein')
  })

  it("gives the topic earlier in the spec's list when a message names two", () => {
    expect(routeChatMessage('A high protein breakfast')).toBe('breakfast')
    expect(routeChatMessage('Dinner or lunch?')).toBe('lunch')
    expect(routeChatMessage('Evening snack for weight loss')).toBe('dinner')
    expect(routeChatMessage('Lose weight but keep muscle')).toBe('weightLoss')
  })

  it('falls back to the generic prompt', () => {
    expect(routeChatMessage('Hello')).toBe('generic')
    expect(routeChatMessage('')).toBe('generic')
    expect(routeChatMessage('   ')).toBe('generic')
  })
})
