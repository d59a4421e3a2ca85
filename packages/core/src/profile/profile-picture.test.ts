import { describe, expect, it } from 'vitest'
import { imageKeyOfAddress, isImageKey, pictureChange } from './profile-picture'

const KEY = '0123456789abcdef0123456789abcdef.webp'
const MINE = `/uploads/${KEY}`
const OTHER = '/uploads/fedcba9876543210fedcba9876543210.webp'

describe('pictureChange', () => {
  it('keeps the picture when the save leaves it out or sends the one the person has', () => {
    expect(pictureChange([MINE], undefined)).toBe('keep')
    expect(pictureChange([null], undefined)).toBe('keep')
    expect(pictureChange([MINE, MINE], MINE)).toBe('keep')
  })

  it('clears the picture when the save sends null', () => {
    expect(pictureChange([MINE], null)).toBe('clear')
    expect(pictureChange([null], null)).toBe('clear')
  })

  it('refuses any other upload: someone else’s photo, or one that exists nowhere', () => {
    expect(pictureChange([MINE], OTHER)).toBe('refuse')
    expect(pictureChange([null], MINE)).toBe('refuse')
    expect(pictureChange([], MINE)).toBe('refuse')
  })
})

describe('image keys and their addresses', () => {
  it('finds the key of an upload’s address', () => {
    expect(isImageKey(KEY)).toBe(true)
    expect(imageKeyOfAddress(MINE)).toBe(KEY)
  })

  it('finds no key behind anything else', () => {
    for (const address of [
      `https://elsewhere.example/uploads/${KEY}`,
      `/uploads/${KEY}?v=2`,
      `/uploads/../${KEY}`,
      `/uploads/${KEY.toUpperCase()}`,
      '/uploads/0123456789abcdef0123456789abcdef.png',
      `/avatars/${KEY}`,
      '/uploads/',
      '',
    ]) {
      expect(imageKeyOfAddress(address), address).toBeUndefined()
    }
  })
})
