import { describe, expect, it } from 'vitest'
import { parseCsv, parseCsvRecords } from './csv'

describe('parseCsv', () => {
  it('reads quoted fields with commas, quotes and line breaks', () => {
    const text = 'id,description\n1,"Egg, whole, cooked"\n2,"Pizza, 14"" crust"\n3,"two\nlines"\n'
    expect(parseCsv(text)).toEqual([
      ['id', 'description'],
      ['1', 'Egg, whole, cooked'],
      ['2', 'Pizza, 14" crust'],
      ['3', 'two\nlines'],
    ])
  })

  it('accepts CRLF, a byte-order mark, empty fields and a last line without a newline', () => {
    expect(parseCsv('\ufeffa,b\r\n1,\r\n,2')).toEqual([
      ['a', 'b'],
      ['1', ''],
      ['', '2'],
    ])
  })

  it('turns rows into records keyed by the header', () => {
    expect(parseCsvRecords('food_id,kcal\nsrl:1,143\n')).toEqual([
      { food_id: 'srl:1', kcal: '143' },
    ])
  })
})
