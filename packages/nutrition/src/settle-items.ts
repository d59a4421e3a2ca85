// What a meal's items say of one another once it is split: a count or amounts in one item's
// parenthesis that belong to another ('scrambled eggs on toast (2 eggs)'), an amount 'on each' of
// the foods before, and a roast dinner named alone, which is its plate. The passes run after
// split-items.ts has made the items.
import type { SplitItem } from './split-items'
import { readQuantity } from './quantity'
import { foodTokens, stem } from './tokenize'

/**
 * The meal's items with what each says of another settled. Each pass runs only when its
 * trigger is in the meal (most meals need none of them): asides, any parenthesis; roast, the
 * word 'roast'; onEach, 'on each' (marked by the split as ON_EACH).
 */
export function settleItems(
  items: SplitItem[],
  triggers: { asides: boolean; roast: boolean; onEach: boolean },
): SplitItem[] {
  if (items.length > 1 && triggers.asides) {
    giveCountsToTheirFood(items)
    giveNamedAmounts(items)
  }
  if (triggers.onEach) putOnEach(items)
  return triggers.roast ? items.flatMap(platedRoast) : items
}

// a roast dinner named alone, with no parts listed: 'sunday roast', 'a roast chicken dinner'
const ROAST_DINNER =
  /^(?:(?:a|my|the|big|proper|pub|sunday) )*(?:sunday roast|roast dinner|(?:roast|sunday) (beef|chicken|lamb|pork|turkey|gammon) (?:dinner|roast))$/

/**
 * A roast dinner named alone is the plate the name means, each part as a person would list it
 * (FSA portion sizes, as the writers of the spent sets listed theirs): 'sunday roast' read 60 g of
 * roast beef, 'roast dinner' a Puerto Rican tongue pot roast. The meat is beef when none is said.
 */
function platedRoast(item: SplitItem): SplitItem[] {
  const named = ROAST_DINNER.exec(item.text)
  if (!named) return [item]
  const meat = named[1] ?? 'beef'
  const parts = [`roast ${meat}`, 'roast potatoes', 'carrots', 'peas', 'gravy']
  if (meat === 'beef') parts.splice(2, 0, 'yorkshire pudding')
  return parts.map((text, k) => ({ text, joiner: k === 0 ? item.joiner : 'and' }))
}

// a parenthesis that lists amounts by name: '(roll 50g, butter 7g)'
const NAMED_AMOUNTS = /\s*\(((?:[a-z]+ \d+(?:\.\d+)? ?(?:g|ml|oz)(?:,|;| and)? ?){2,})\)$/
const NAMED_AMOUNT = /([a-z]+) (\d+(?:\.\d+)? ?(?:g|ml|oz))/g

/**
 * A parenthesis listing amounts by the names of the meal's items gives each its own:
 * 'buttered roll (roll 50g, butter 7g)' gave the butter the roll's 50 g.
 */
function giveNamedAmounts(items: SplitItem[]): void {
  for (const item of items) {
    const list = NAMED_AMOUNTS.exec(item.text)
    if (!list) continue
    const named = [...(list[1] ?? '').matchAll(NAMED_AMOUNT)].map(([, name = '', amount = '']) => ({
      owner: items.find((other) =>
        foodTokens(other.text.replace(NAMED_AMOUNTS, '')).includes(stem(name)),
      ),
      amount,
    }))
    // (only when every amount names an item of the meal)
    if (named.some(({ owner }) => owner === undefined)) continue
    item.text = item.text.slice(0, list.index)
    for (const { owner, amount } of named) if (owner) owner.text = `${owner.text} (${amount})`
  }
}

// a parenthesis that is only a count of something: '(2 eggs)', '(three rashers)'
const COUNT_ASIDE = /\s*\((\d+|a|an|one|two|three|four|five|six) ([a-z]+)\)$/

/**
 * A count in parentheses that names a food of an earlier item is that item's amount:
 * 'scrambled eggs on toast (2 eggs)' counted the two on the toast, as two slices.
 */
function giveCountsToTheirFood(items: SplitItem[]): void {
  for (let k = 1; k < items.length; k++) {
    const item = items[k]!
    const aside = COUNT_ASIDE.exec(item.text)
    if (!aside) continue
    const noun = stem(aside[2] ?? '')
    const own = foodTokens(item.text.slice(0, aside.index))
    if (own.includes(noun)) continue
    const owner = items
      .slice(0, k)
      .find((other) => !other.text.includes('(') && foodTokens(other.text).includes(noun))
    if (!owner) continue
    owner.text = `${owner.text} (${aside[1]} ${aside[2]})`
    item.text = item.text.slice(0, aside.index)
  }
}

/** How the split marks 'on each' after an amount, for putOnEach. */
export const ON_EACH = 'oneach'

/**
 * An amount 'on each' of the foods before is that amount once for each of them: '2 slices toast
 * w/ 1 tbsp peanut butter on each' is 2 tbsp (it read one, and 'each' as a food).
 */
function putOnEach(items: SplitItem[]): void {
  for (let k = 0; k < items.length; k++) {
    const item = items[k]!
    const marked = item.text.endsWith(` ${ON_EACH}`)
    const alone = item.text === ON_EACH
    if (!marked && !alone) continue
    // ('… peanut butter, on each': the mark stands as an item of its own after the amount)
    const target = alone ? items[k - 1] : item
    if (alone) items.splice(k--, 1)
    if (!target) continue
    target.text = target.text.replace(` ${ON_EACH}`, '')
    const host = items[items.indexOf(target) - 1]
    const count = host && readQuantity(host.text.split(' '))
    const words = target.text.split(' ')
    const amount = readQuantity(words)
    if (!count || !amount) continue
    target.text = [`${count.value * amount.value}`, ...words.slice(amount.next)].join(' ')
  }
}
