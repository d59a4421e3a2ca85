import { describe, expect, it } from 'vitest'
import { chatFormSchema } from './chat-form'

describe('the AI chat message box', () => {
  it('sends the message trimmed', () => {
    expect(chatFormSchema.parse({ message: '  Dinner ideas? ' })).toEqual({
      message: 'Dinner ideas?',
    })
  })

  it('sends no blank message, nor one past 500 characters', () => {
    expect(chatFormSchema.safeParse({ message: ' \n ' }).success).toBe(false)
    expect(chatFormSchema.safeParse({ message: 'a'.repeat(501) }).success).toBe(false)
  })
})
