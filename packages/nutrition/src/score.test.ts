import { describe, expect, it } from 'vitest'
import { FAT_STATE } from './food-index'
import {
  NAME_BONUS,
  NOT_A_CANDIDATE,
  candidateCoverage,
  confidenceOf,
  coverageFloor,
  coverageOf,
  extraWordsScore,
  leanScore,
  nameScore,
  restaurantScore,
  srExtraWordsScore,
  wholeQueryScore,
  wordWeight,
} from './score'

// priors as food-index.ts builds them: an FNDDS NFS row, an SR brand row
const GENERIC_PRIOR = 0.8
const BRAND_PRIOR = -2.5

describe('coverage of the query', () => {
  it('weighs the head noun most and a flavour least', () => {
    expect(wordWeight('head')).toBeGreaterThan(wordWeight('food'))
    expect(wordWeight('head-part')).toBe(wordWeight('head'))
    expect(wordWeight('food')).toBeGreaterThan(wordWeight('state'))
    expect(wordWeight('state')).toBeGreaterThan(wordWeight('flavour'))
  })

  it('counts a close cooking method as half the word asked for', () => {
    // 'grilled chicken': a 'broiled' row has the head and half of 'grilled'
    const total = wordWeight('state') + wordWeight('head')
    const grilled = coverageOf(total, 0, total)
    const broiled = coverageOf(wordWeight('head'), wordWeight('state'), total)
    const plain = coverageOf(wordWeight('head'), 0, total)
    expect(grilled).toBe(1)
    expect(broiled).toBeLessThan(grilled)
    expect(broiled).toBeGreaterThan(plain)
  })

  it('never takes a food without the head noun', () => {
    expect(candidateCoverage(0.9, false, GENERIC_PRIOR)).toBe(NOT_A_CANDIDATE)
  })

  it('never takes a food covering less than half the query', () => {
    expect(candidateCoverage(0.4, true, GENERIC_PRIOR)).toBe(NOT_A_CANDIDATE)
  })

  it('takes a brand row only when it covers every word, a generic row with less', () => {
    expect(candidateCoverage(0.8, true, BRAND_PRIOR)).toBe(NOT_A_CANDIDATE)
    expect(candidateCoverage(0.8, true, GENERIC_PRIOR)).toBe(0.8)
    expect(candidateCoverage(1, true, BRAND_PRIOR)).toBe(1)
  })

  it('scores only foods near the best coverage', () => {
    expect(coverageFloor(1)).toBeCloseTo(0.55)
    expect(coverageFloor(0.6)).toBe(0.5)
  })
})

describe('the parts of a score', () => {
  it('prefers a shorter description, up to ten extra words', () => {
    expect(extraWordsScore(2)).toBeLessThan(extraWordsScore(1))
    expect(extraWordsScore(30)).toBe(extraWordsScore(10))
  })

  it('makes an SR row pay more for its extra words than an FNDDS row', () => {
    expect(srExtraWordsScore(3, true)).toBeLessThan(0)
    expect(srExtraWordsScore(3, false)).toBe(0)
  })

  it('ranks a restaurant row lower unless the query asks for a restaurant', () => {
    expect(restaurantScore(true, false)).toBeLessThan(0)
    expect(restaurantScore(true, true)).toBe(0)
    expect(restaurantScore(false, false)).toBe(0)
  })

  it('rewards a row with every food word of a query of several', () => {
    expect(wholeQueryScore(3, 3)).toBeGreaterThan(0)
    expect(wholeQueryScore(3, 2)).toBe(0)
    expect(wholeQueryScore(1, 1)).toBe(0)
  })

  it('takes steamed or boiled vegetables without added fat', () => {
    const none = leanScore(FAT_STATE.none, true)
    const unknown = leanScore(FAT_STATE.unknown, true)
    const added = leanScore(FAT_STATE.added, true)
    expect(none).toBeGreaterThan(unknown)
    expect(unknown).toBeGreaterThan(added)
    expect(leanScore(FAT_STATE.none, false)).toBeLessThan(none)
  })

  it('fits "Garden salad" better than "Salad dressing" to "salad"', () => {
    // both names hold the head; the dressing's name ends on a noun nobody asked for
    const dressing = nameScore(1, 2, true, true, true)
    const gardenSalad = nameScore(1, 2, true, false, false)
    expect(dressing).toBeLessThan(gardenSalad)
  })

  it('never adds more for the name than NAME_BONUS, which the ranking prunes by', () => {
    let most = -Infinity
    for (const length of [0, 1, 2, 5])
      for (let hits = 0; hits <= length; hits++)
        for (const head of [false, true])
          for (const qualifies of [false, true])
            for (const lead of [false, true])
              most = Math.max(most, nameScore(hits, length, head, qualifies, lead))
    expect(most).toBe(NAME_BONUS)
  })
})

describe('confidence', () => {
  it('is the coverage for a food described no longer than the query', () => {
    expect(confidenceOf(1, false, false)).toBe(1)
    expect(confidenceOf(0.8, false, false)).toBe(0.8)
  })

  it('marks a food found around a word the table does not know as a best guess', () => {
    // the web app marks a match below 0.6 as a best guess ('zorbleberry juice')
    expect(confidenceOf(1, true, true)).toBeLessThan(0.6)
  })
})
