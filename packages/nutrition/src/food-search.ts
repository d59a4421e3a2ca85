// Search over the whole food table, for 'Change food' when none of the offered
// foods is the one eaten. The analyser's own ranking orders the hits (whole
// words first, everyday rows before brands and restaurants, spelling repaired),
// the person's recent foods go on top, and rows a person could not tell apart
// (same plain name, same numbers) are shown once.
import { FOOD_SEARCH_DEPTH, type FoodSearchPage as FoodSearchAnswer } from '@platewise/core'
import { foodIndex } from './analyze'
import { usualChoice } from './food-choice'
import type { FoodIndex } from './food-index'
import { distinctFoods } from './distinct-foods'
import type { Food } from './food-table'
import { rankFoods } from './match'
import { plainNameOf } from './plain-name'
import { foodTokens } from './tokenize'

export interface FoodSearchOptions {
  limit: number
  offset: number
  /** Ids of the person's recently eaten foods, most recent first */
  recentIds?: readonly string[]
}

export interface FoodSearchPage {
  foods: { food: Food; recent: boolean }[]
  /** Where the next page starts, or null when this was the last */
  nextOffset: number | null
}

/**
 * The foods a query names, best first, one page of them. An empty query lists
 * the recent foods alone.
 */
export function searchFoods(
  ix: FoodIndex,
  query: string,
  options: FoodSearchOptions,
  name: (food: Food) => string,
): FoodSearchPage {
  const recent = (options.recentIds ?? [])
    .map((id) => ix.table.byId.get(id))
    .filter((food): food is Food => food !== undefined)
  const words = foodTokens(query)
  let ranked: Food[]
  if (words.length === 0) {
    ranked = recent
  } else {
    const hits = rankFoods(ix, words, FOOD_SEARCH_DEPTH).map((match) => match.food)
    const found = new Set(hits)
    // a recent food the query names comes first, in the order it was eaten
    const recentHits = recent.filter((food) => found.has(food))
    const onTop = new Set(recentHits)
    ranked = [...recentHits, ...hits.filter((food) => !onTop.has(food))]
  }
  const recentSet = new Set(recent)
  const distinct = distinctFoods(ranked, (food) => food, name)
  const page = distinct.slice(options.offset, options.offset + options.limit)
  const end = options.offset + page.length
  return {
    foods: page.map((food) => ({ food, recent: recentSet.has(food) })),
    nextOffset: end < distinct.length ? end : null,
  }
}

/** The food search as the API answers it: each food at its usual portion, in plain words. */
export function searchFoodChoices(query: string, options: FoodSearchOptions): FoodSearchAnswer {
  const page = searchFoods(foodIndex(), query, options, plainNameOf)
  return {
    foods: page.foods.map(({ food, recent }) => ({ ...usualChoice(food), recent })),
    next_offset: page.nextOffset,
  }
}
