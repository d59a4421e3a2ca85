import { describe, expect, it } from 'vitest'
import { hasDisallowedCharacters, plainText } from './plain-text'

describe('hasDisallowedCharacters', () => {
  it('finds NUL, the other C0 characters and DEL anywhere in the text', () => {
    for (const code of [0x00, 0x01, 0x07, 0x08, 0x0b, 0x0c, 0x1b, 0x1f, 0x7f]) {
      const character = String.fromCharCode(code)
      expect(hasDisallowedCharacters(`Ada${character}`)).toBe(true)
      expect(hasDisallowedCharacters(`${character}Ada`, { multiline: true })).toBe(true)
    }
  })

  it('lets tab and line breaks through only where text may have several lines', () => {
    for (const character of ['\t', '\n', '\r']) {
      expect(hasDisallowedCharacters(`two eggs${character}toast`)).toBe(true)
      expect(hasDisallowedCharacters(`two eggs${character}toast`, { multiline: true })).toBe(false)
    }
  })

  it('finds half of a surrogate pair, which is no character at all', () => {
    expect(hasDisallowedCharacters('egg \uDC00', { multiline: true })).toBe(true)
    expect(hasDisallowedCharacters('Ada\uD800')).toBe(true)
    expect(hasDisallowedCharacters('\uD800\uD800\uDC00')).toBe(true)
    expect(hasDisallowedCharacters('avocado \uD83E\uDD51')).toBe(false)
  })

  it('leaves letters of any script, emoji and ordinary punctuation alone', () => {
    expect(hasDisallowedCharacters('Zoë Ångström-Nakamura, 山田 🥑 (50%)!')).toBe(false)
  })
})

describe('plainText', () => {
  it('refuses a control character with a message naming the field', () => {
    const result = plainText('First name').safeParse('Ada\u0000')
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'First name contains a character that is not allowed',
    ])
  })

  it('says the field must be text when it is not a string', () => {
    expect(plainText('Bio').safeParse(42).error?.issues[0]?.message).toBe('Bio must be text')
  })

  it('runs the rules chained after it', () => {
    const schema = plainText('Name').trim().max(3, { error: 'Too long' })
    expect(schema.parse('  Ada ')).toBe('Ada')
    expect(schema.safeParse('Lovelace').error?.issues[0]?.message).toBe('Too long')
  })
})
