// The analyser's phrase tables (data/phrases.json): synonyms, the foods common words
// default to, dishes named with 'and', chains and regional words, each entry with where
// it came from. Read once, when the analyser's modules load.
import { readFileSync } from 'node:fs'
import { stem } from './tokenize'

interface Sourced {
  /** what the entry is for, where it needs saying */
  note?: string
  /** the commit or issue that added it */
  source: string
}
export interface Rewrite extends Sourced {
  from: string
  to: string
  /** fires only on a word that stands first: 'beans' alone, not 'green beans' */
  alone?: boolean
  /** the words after it are its flavour: 'ben and jerrys cookie dough' is ice cream (phrase-rules.ts) */
  leads?: boolean
}
export interface DefaultFood extends Sourced {
  words: string
  /** food_id of the USDA row */
  food: string
}
export interface Phrase extends Sourced {
  words: string
}

export interface PhraseFile {
  synonyms: Rewrite[]
  defaults: DefaultFood[]
  compounds: Phrase[]
  chains: { named: Phrase[]; afterFrom: Phrase[]; withRows: Phrase[] }
  regional: {
    everywhere: Rewrite[]
    commonwealth: Rewrite[]
    US: Rewrite[]
    UK: Rewrite[]
    AU: Rewrite[]
  }
}

export const PHRASE_FILE_URL = new URL('../data/phrases.json', import.meta.url)

export const PHRASES: PhraseFile = JSON.parse(readFileSync(PHRASE_FILE_URL, 'utf8')) as PhraseFile

/** The words of each phrase in a list. */
export const wordsOf = (list: readonly Phrase[]) => list.map(({ words }) => words)

/**
 * Every phrase a rewrite starts from or a default names, stemmed ('zucchini slice', 'caramel
 * slice'): such a phrase is a food's name, whatever measure word it ends with.
 */
export const NAMED_PHRASES: ReadonlySet<string> = new Set(
  [
    ...PHRASES.synonyms.map((r) => r.from),
    ...PHRASES.defaults.map((d) => d.words),
    ...Object.values(PHRASES.regional).flatMap((list) => list.map((r) => r.from)),
  ].map((phrase) => phrase.split(' ').map(stem).join(' ')),
)
