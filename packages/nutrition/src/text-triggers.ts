// The rewrite tables of split-items.ts run a pattern only when its trigger string is in the
// meal's text. Asking includes() of sixty triggers a meal took a twentieth of an analysis; for
// most triggers, their first or their last two characters are not side by side anywhere in the
// text, which one pass over it tells, so includes() is asked only of the few whose pairs are.

// a pair of characters, each folded to 7 bits: two characters that fold alike share a slot, so
// the test may say yes where includes() then says no, but never no where it would say yes
const PAIRS = 1 << 14
const pairOf = (first: number, second: number) => ((first & 127) << 7) | (second & 127)

/** A trigger string, read for the test: its first and its last pair of characters. */
export interface Trigger {
  text: string
  first: number
  last: number
}

export function trigger(text: string): Trigger {
  const n = text.length
  if (n < 2) throw new Error(`a trigger needs two characters: '${text}'`)
  return {
    text,
    first: pairOf(text.charCodeAt(0), text.charCodeAt(1)),
    last: pairOf(text.charCodeAt(n - 2), text.charCodeAt(n - 1)),
  }
}

// the pairs of the text marked last, by the mark's number (a new number clears the old marks)
const marked = new Int32Array(PAIRS)
let mark = 0

/** The character pairs of a text, for `mayHold`, until the next call marks another text. */
export function markPairs(text: string): number {
  // (numbers run out after two billion texts: start the marks again)
  if (mark === 0x7fffffff) {
    marked.fill(0)
    mark = 0
  }
  mark++
  for (let k = 1; k < text.length; k++)
    marked[pairOf(text.charCodeAt(k - 1), text.charCodeAt(k))] = mark
  return mark
}

/** Whether the text marked under `marks` holds the trigger (markPairs's text, still the last marked). */
export function holds(text: string, marks: number, t: Trigger): boolean {
  if (marks === mark && (marked[t.first] !== marks || marked[t.last] !== marks)) return false
  return text.includes(t.text)
}
