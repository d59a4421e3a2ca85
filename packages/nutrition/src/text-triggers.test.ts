import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { holds, markPairs, trigger } from './text-triggers'

describe('holds', () => {
  it('answers as includes() does for the text marked last', () => {
    const text = 'fish and chips, mushy peas'
    const marks = markPairs(text)
    expect(holds(text, marks, trigger('chips'))).toBe(true)
    expect(holds(text, marks, trigger(' peas'))).toBe(true)
    // the pair 'ba' is nowhere in the text
    expect(holds(text, marks, trigger('bangers'))).toBe(false)
    // both its pairs, 'ch' and 'ps', are there, but not side by side
    expect(holds(text, marks, trigger('chps'))).toBe(false)
    // its first pair 'fi' is there, its last 'ie' is not
    expect(holds(text, marks, trigger('fish pie'))).toBe(false)
  })

  it('asks includes() when another text was marked since', () => {
    const text = 'bangers and mash'
    const marks = markPairs(text)
    markPairs('something else')
    expect(holds(text, marks, trigger('bangers'))).toBe(true)
    expect(holds(text, marks, trigger('fish'))).toBe(false)
  })

  it('never says no where includes() says yes, whatever the characters', () => {
    const characters = fc.constantFrom('a', 'b', ' ', '&', 'é', 'ā', '\u0002', '½', 'ש', '😀')
    const text = fc.array(characters, { maxLength: 40 }).map((c) => c.join(''))
    const triggerText = fc.array(characters, { minLength: 2, maxLength: 4 }).map((c) => c.join(''))
    fc.assert(
      fc.property(text, triggerText, (t, wanted) => {
        const marks = markPairs(t)
        expect(holds(t, marks, trigger(wanted))).toBe(t.includes(wanted))
      }),
    )
  })

  it('refuses a trigger too short to have a pair', () => {
    expect(() => trigger('a')).toThrow(/two characters/)
  })
})
