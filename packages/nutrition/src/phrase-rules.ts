// Rewrites of phrases within a food's stemmed words, longest phrase first:
// the engine of the synonyms (synonyms.ts) and of the regional words (regional-words.ts).
import { stem } from './tokenize'

interface Rule {
  from: string[]
  to: string[]
  alone: boolean
  leads: boolean
}

/** One rewrite as the data file writes it: `alone`, it fires only on a word no other precedes. */
export interface PhraseRewrite {
  from: string
  to: string
  alone?: boolean
  /**
   * the food it names is what the words after it are a flavour of: 'ben and jerrys cookie
   * dough' is ice cream, of cookie dough ('ice cream' goes last, where the food is read)
   */
  leads?: boolean
}

export interface PhraseRules {
  /** Whether a word alone is rewritten ('fry', 'burger', 'soda'). */
  hasOneWordRule(word: string): boolean
  /** The first words of the rewrites that write any of the words ('maccas' writes 'mcdonalds'). */
  startsWriting(words: ReadonlySet<string>): Set<string>
  /**
   * The words with every phrase rewritten. keepQualified(prev, word), when given, may keep a
   * one-word rule from firing on a word that the word before it qualifies into a food of its own.
   */
  apply(words: readonly string[], keepQualified?: (prev: string, word: string) => boolean): string[]
}

/**
 * Rules from rewrites of phrases ('french fry' → 'potato french fry'), both sides stemmed; of
 * two rewrites of one phrase, the later wins (a region's own words over the shared ones).
 */
export function phraseRules(rewrites: readonly PhraseRewrite[]): PhraseRules {
  const latest = new Map(rewrites.map((rewrite) => [rewrite.from, rewrite]))
  // rules by their first word, longest phrases first, so 'diet coke' wins over 'coke'
  const byFirst = new Map<string, Rule[]>()
  for (const rule of [...latest.values()]
    .map(({ from, to, alone, leads }) => ({
      from: from.split(' ').map(stem),
      to: to.split(' ').map(stem),
      alone: alone === true,
      leads: leads === true,
    }))
    .sort((a, b) => b.from.length - a.from.length)) {
    const first = rule.from[0] ?? ''
    const list = byFirst.get(first) ?? []
    list.push(rule)
    byFirst.set(first, list)
  }

  return {
    hasOneWordRule: (word) => byFirst.get(word)?.some((r) => r.from.length === 1) ?? false,
    startsWriting: (words) =>
      new Set(
        [...byFirst]
          .filter(([, rules]) => rules.some((rule) => rule.to.some((w) => words.has(w))))
          .map(([first]) => first),
      ),
    apply(words, keepQualified) {
      const out: string[] = []
      // (what a leading rule names, read after the flavour words that follow it)
      const led: string[] = []
      let i = 0
      outer: while (i < words.length) {
        const w = words[i] ?? ''
        const rules = byFirst.get(w)
        if (rules) {
          for (const rule of rules) {
            const n = rule.from.length
            if (i + n > words.length) continue
            let same = true
            for (let k = 1; k < n && same; k++) same = words[i + k] === rule.from[k]
            if (!same) continue
            if (n === 1 && i > 0 && (rule.alone || keepQualified?.(words[i - 1] ?? '', w))) break
            // 'french fry' stays 'french fry', not 'french french fry'
            const prev = out[out.length - 1]
            const to = rule.to[0] === prev ? rule.to.slice(1) : rule.to
            for (const t of to) (rule.leads ? led : out).push(t)
            i += n
            continue outer
          }
        }
        out.push(w)
        i++
      }
      for (const t of led) out.push(t)
      return out
    },
  }
}
