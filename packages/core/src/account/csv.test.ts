import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from './csv'

describe('csvCell', () => {
  it.each(['=SUM(A1:A9)', '+1', '-2+3', '@cmd', '\tx'])('disarms %j', (value) => {
    expect(csvCell(value).replace(/^"/, '').startsWith("'")).toBe(true)
  })

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('eggs, toast')).toBe('"eggs, toast"')
    expect(csvCell('a "big" bowl')).toBe('"a ""big"" bowl"')
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"')
    expect(csvCell('=1,2')).toBe(`"'=1,2"`)
  })

  it('keeps numbers as numbers and leaves plain text alone', () => {
    expect(csvCell(-3)).toBe('-3')
    expect(csvCell(7.5)).toBe('7.5')
    expect(csvCell('Chicken salad')).toBe('Chicken salad')
    expect(csvCell(null)).toBe('')
  })
})

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          [1, 'x'],
          [2, '=y'],
        ],
      ),
    ).toBe("a,b\r\n1,x\r\n2,'=y\r\n")
  })
})
