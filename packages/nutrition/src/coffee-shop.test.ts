import { describe, expect, it } from 'vitest'
import { analyzeMeal } from './index'

const foodOf = (text: string) => analyzeMeal(text).items.map((i) => i.food.description)

describe('coffee-shop drinks with a plant milk and a flavour', () => {
  it('reads the plant milk named before or after the drink, and the flavour, in one row', () => {
    const flavoured = ['Coffee, Latte, with non-dairy milk, flavored']
    expect(foodOf('small soy chai latte')).toEqual(flavoured)
    expect(foodOf('vanilla latte with oat milk')).toEqual(flavoured)
    expect(foodOf('grande iced vanilla latte w oat milk')).toEqual([
      'Coffee, Iced Latte, with non-dairy milk, flavored',
    ])
    expect(foodOf('oat flat white')).toEqual(['Coffee, Latte, with non-dairy milk'])
  })

  it('leaves soy sauce and oat milk alone', () => {
    expect(foodOf('soy sauce')).toEqual(['Soy sauce'])
    expect(foodOf('oat milk')).toEqual(['Oat milk'])
  })

  it('reads a chai latte as a flavoured latte, an irish coffee and a float as the drinks they are', () => {
    expect(foodOf('chai latte')).toEqual(['Coffee, Latte, flavored'])
    expect(foodOf('irish coffee')).toEqual(['Alcoholic coffee drink'])
    expect(foodOf('root beer float')[0]).toMatch(/^Ice cream soda/)
  })
})
