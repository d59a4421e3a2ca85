import { describe, expect, it } from 'vitest'
import { sniffImageType } from './image-type'

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  )
const padded = (head: Uint8Array) => new Uint8Array([...head, ...new Array(16).fill(0)])

describe('sniffImageType', () => {
  it('tells each accepted format by its first bytes', () => {
    expect(sniffImageType(padded(bytes([0xff, 0xd8, 0xff, 0xe0])))).toBe('jpeg')
    expect(sniffImageType(padded(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a])))).toBe('png')
    expect(sniffImageType(padded(bytes('GIF89a')))).toBe('gif')
    expect(sniffImageType(padded(bytes('RIFF', [1, 2, 3, 4], 'WEBP')))).toBe('webp')
    expect(sniffImageType(padded(bytes([0, 0, 0, 24], 'ftypheic')))).toBe('heif')
    expect(sniffImageType(padded(bytes([0, 0, 0, 28], 'ftypavif')))).toBe('heif')
  })

  it('refuses text, SVG, PDF and anything too short to tell, whatever it is named', () => {
    expect(sniffImageType(padded(bytes('Shopping list: eggs, oats')))).toBeNull()
    expect(sniffImageType(padded(bytes('<svg xmlns="http://www.w3.org/2000/svg">')))).toBeNull()
    expect(sniffImageType(padded(bytes('%PDF-1.7')))).toBeNull()
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff]))).toBeNull()
  })
})
