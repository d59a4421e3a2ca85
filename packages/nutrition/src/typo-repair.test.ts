import { describe, expect, it } from 'vitest'
import { analyzeMeal, foodIndex } from './analyze'
import { repairTypos } from './typo-repair'

const repaired = (text: string) => repairTypos(foodIndex(), text)
const texts = (description: string) => analyzeMeal(description).items.map((item) => item.text)

describe('misspellings put right before the meal is split', () => {
  it('mends a food word one or two slips away', () => {
    expect(repaired('brocolli and rice')).toBe('broccoli and rice')
    expect(repaired('spagetti bolognese')).toBe('spaghetti bolognese')
    expect(repaired('chiken tikka masala, 2 tomatoe')).toBe('chicken tikka masala, 2 tomato')
  })

  it('mends two slips only in a word about as long as the food word, with its first three letters', () => {
    expect(repaired('zuchinni slice')).toBe('zucchini slice')
    expect(repaired('philly cheesteak')).toBe('philly cheesesteak')
    // two letters more than 'crust', or another third letter than 'raccoon': other words
    expect(repaired('2 cruskits with avo')).toBe('2 cruskits with avo')
    expect(repaired('6 crab rangoon')).toBe('6 crab rangoon')
  })

  it('leaves English words alone: they are no misspellings of a food', () => {
    expect(repaired('2 slices of tasty cheese')).toBe('2 slices of tasty cheese')
    expect(repaired('raspberry ripple and a sausage sizzle')).toBe(
      'raspberry ripple and a sausage sizzle',
    )
    // a name of a place is no English word here: 'brest' is still a misspelt breast
    expect(repaired('chiken brest')).toBe('chicken breast')
  })

  it('prefers one slip to two, and leaves how full a spoon was alone', () => {
    // 'guinness' is one slip away (a beer's brand), 'guinea' two
    expect(repaired('pint of guiness')).toBe('pint of guinness')
    expect(repaired('3 heaped teaspoons')).toBe('3 heaped teaspoons')
  })

  it('mends a slip in a word only the phrase tables know', () => {
    expect(repaired('fettucine alfredo')).toBe('fettuccine alfredo')
    expect(repaired('hoummos and pitta')).toBe('houmous and pitta')
  })

  it('parts two known words written as one', () => {
    expect(repaired('2 hashbrowns and an icecream')).toBe('2 hash brown and an ice cream')
    expect(repaired('oatmilk latte')).toBe('oat milk latte')
    expect(texts('a kitkat')).toEqual(['a kit kat'])
  })

  it('lets the split and the dishes read the word meant', () => {
    // the toast that USDA has no row for is still split into its toast and avocado
    expect(texts('avacado toast')).toEqual(['toast', 'half an avocado'])
    // a misspelt sandwich is still a sandwich on its bread, not a second food
    expect(texts('a turkey sandwhich on rye')).toEqual(['a turkey sandwich'])
  })

  it('leaves the words the analyser knows though the table does not', () => {
    for (const text of [
      'a pasty',
      'a pint of lager',
      'houmous and pitta',
      '2 schooners',
      'black pepper to taste',
      'chips from the chippy',
      'neeps and tatties',
      '3 glasses of water',
    ])
      expect(repaired(text)).toBe(text)
  })

  it('leaves numbers, units and everything else as it was', () => {
    expect(repaired('150g chicken breast, 1 cup rice (cooked)')).toBe(
      '150g chicken breast, 1 cup rice (cooked)',
    )
    expect(repaired('zzzzzzzzz')).toBe('zzzzzzzzz')
  })
})
