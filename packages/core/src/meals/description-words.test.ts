import { describe, expect, it } from 'vitest'
import {
  correctionTextsOutside,
  isDescriptionText,
  notInDescriptionMessage,
  readingFitsDescription,
  readingTexts,
} from './description-words'

const description = 'Two  Eggs, mac n cheese and a blorft'
// as the analyser writes what it read
const readings = ['two eggs', 'mac and cheese', 'a blorft']

describe('isDescriptionText', () => {
  it('takes words of the description, whatever their case and spacing', () => {
    expect(isDescriptionText('two eggs', description, [])).toBe(true)
    expect(isDescriptionText(' TWO EGGS ', description, [])).toBe(true)
    expect(isDescriptionText('blorft', description, [])).toBe(true)
  })

  it("takes the analyser's own wording of the description", () => {
    expect(isDescriptionText('mac and cheese', description, readings)).toBe(true)
    expect(isDescriptionText('Mac  and Cheese', description, readings)).toBe(true)
  })

  it('refuses words the description does not have, and blank words', () => {
    expect(isDescriptionText('olive oil', description, readings)).toBe(false)
    expect(isDescriptionText('mac and cheese', description, [])).toBe(false)
    expect(isDescriptionText('  ', description, readings)).toBe(false)
  })
})

describe('correctionTextsOutside', () => {
  it('names each item and each hand-entered text that is not words of the description', () => {
    expect(
      correctionTextsOutside(
        {
          items: [
            { text: 'two eggs', foodId: 'f:egg', grams: 100 },
            { text: '5 kg of butter', foodId: 'f:butter', grams: 3_000 },
          ],
          handEntered: [
            { text: 'a blorft', calories: 100 },
            { text: 'cake', calories: 3_000 },
          ],
        },
        description,
        readings,
      ),
    ).toEqual({
      'items.1.text': notInDescriptionMessage('5 kg of butter'),
      'handEntered.1.text': notInDescriptionMessage('cake'),
    })
    expect(notInDescriptionMessage('cake')).toBe(
      "“cake” is not in the meal's description: each item must be words of it",
    )
  })
})

describe('readingTexts', () => {
  it("lists the items' texts and the words the analyser could not place", () => {
    expect(
      readingTexts({
        items: [{ text: 'two eggs' } as never, { text: 'mac and cheese' } as never],
        unmatched: ['a blorft'],
      }),
    ).toEqual(readings)
  })
})

describe('readingFitsDescription', () => {
  const reading = {
    items: [{ text: 'two eggs' } as never],
    totals: {} as never,
    unmatched: [],
    handEntered: [{ text: 'a blorft', calories: 100 }],
  }

  it('keeps a reading whose words are all still in the edited description', () => {
    expect(readingFitsDescription(reading, 'Two eggs and a blorft, then tea', [])).toBe(true)
  })

  it('drops one whose item or hand-entered words are gone from it', () => {
    expect(readingFitsDescription(reading, 'Three eggs and a blorft', [])).toBe(false)
    expect(readingFitsDescription(reading, 'Two eggs', [])).toBe(false)
  })
})
