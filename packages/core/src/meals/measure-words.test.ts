import { describe, expect, it } from 'vitest'
import { unitLabel } from './meal-correction'

// The food table's own measures, as the analyser hands them to the panel, and as a person reads
// them after a number (the keys are among those the analyser chose on the bench's meals)
describe('unitLabel for the food table’s measures', () => {
  it.each([
    ['bar-fun-size', 2, 'fun-size bars'],
    ['bar-fun-size', 1, 'fun-size bar'],
    ['cherry-tomato', 5, 'cherry tomatoes'],
    ['egg-white', 3, 'egg whites'],
    ['pea-pod', 10, 'pea pods'],
    ['item-oz', 2, 'items'],
    ['bar-oz', 1, 'bar'],
    ['each-taco', 2, 'tacos'],
    ['baby-potato', 3, 'baby potatoes'],
    ['cooky-label', 2, 'cookies'],
    ['cooky', 1, 'cookie'],
    ['thigh-without-skin', 2, 'thighs without skin'],
    ['cocktail-size-pig-in-a-blanket', 4, 'cocktail-size pigs in a blanket'],
    ['biscuit-regular-size-biscuit', 2, 'regular-size biscuits'],
    ['muffin-small', 2, 'small muffins'],
    ['leaf-inner', 3, 'inner leaves'],
    ['taco-salad:l', 1, 'large taco salad'],
    ['gherkin:l', 2, 'large gherkins'],
    ['or-bite-size:s', 3, 'small bite-size'],
    ['skin-from-small', 1, 'skin from small'],
    ['jigger-fl-oz', 2, 'jiggers'],
    ["wendy'-salad", 1, "wendy's salad"],
    ['gizzard-cooked', 2, 'cooked gizzards'],
    ['piece-whole', 2, 'whole pieces'],
    ['shrimp', 6, 'shrimp'],
  ])('writes %s after %d as %s', (unit, quantity, label) => {
    expect(unitLabel(unit, quantity)).toBe(label)
  })
})
