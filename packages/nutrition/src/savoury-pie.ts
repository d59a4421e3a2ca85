// A pie named by its meat is a savoury pie: 'steak pie', 'chicken and leek pie', 'a meat pie'.
// USDA's 'Pie' rows are sweet (fruit, cream, nut); its savoury pies are the pot pies, of beef,
// chicken or no meat. Read as the meat beside a sweet pie, a steak pie counted a fruit pie's
// 444 kcal on top of its steak.
import { isProtein } from './dish'
import type { FoodMatch } from './match'
import type { ParsedItem } from './parse-item'
import { applySynonyms } from './synonyms'
import { stem } from './tokenize'

const PIE = stem('pie')
const POT = stem('pot')
// 'meat' names no row of its own ('Meat, NFS' is no protein row), yet 'a meat pie' is beef's
const MEAT = stem('meat')
// a mince pie is the Christmas one, of dried fruit, in Britain and Australia alike: mince alone
// names no meat pie
const MINCE = stem('mince')
const POULTRY = /poultry|chicken|turkey|duck/i
// fish pie is fish under mashed potato, no pastry: the two foods it is read as are nearer
const SEAFOOD = /fish|shellfish/i

type Match = (words: readonly string[]) => FoodMatch | undefined

/**
 * The words of a savoury pie's pot pie ('chicken pot pie', 'beef pot pie') for a pie named by a
 * meat or poultry, or undefined for any other words.
 */
export function savouryPieWords(match: Match, words: readonly string[]): string[] | undefined {
  if (words[words.length - 1] !== PIE || words.includes(POT)) return undefined
  // (a pie with a name of its own is that food: a pork pie is the cold meat pastry)
  if (applySynonyms(words).at(-1) !== PIE) return undefined
  // (the first meat named decides: 'chicken and bacon pie' is a chicken pie)
  let family: 'beef' | 'chicken' | undefined
  for (const word of words.slice(0, -1)) {
    if (word === MINCE) continue
    if (word === MEAT) {
      family = 'beef'
      break
    }
    const alone = match([word])
    if (!alone || !isProtein(alone.food) || SEAFOOD.test(alone.food.category)) continue
    family = POULTRY.test(alone.food.category) ? 'chicken' : 'beef'
    break
  }
  return family && [stem(family), POT, PIE]
}

/** The item read as its savoury pie, when it names one. */
export function asSavouryPie(match: Match, parsed: ParsedItem): ParsedItem {
  const words = savouryPieWords(match, parsed.words)
  return words ? { ...parsed, words } : parsed
}
