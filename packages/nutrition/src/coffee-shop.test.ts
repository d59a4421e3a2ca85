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

describe('sugar-free soft drinks and skim coffee said first', () => {
  it('reads a coke no sugar as the diet cola, and a skim cappuccino as the nonfat one', () => {
    expect(foodOf('375ml can of coke no sugar')).toEqual(['Soft drink, cola, diet'])
    expect(foodOf('tall skim cappuccino')).toEqual(['Coffee, Cappuccino, nonfat'])
    expect(foodOf('coffee with no sugar')).toEqual(['Coffee, brewed'])
  })

  it('serves an oat flat white in the flat white cup', () => {
    expect(analyzeMeal('oat flat white').items[0]?.grams).toBe(
      analyzeMeal('flat white').items[0]?.grams,
    )
  })
})
