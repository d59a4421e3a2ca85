// English words within a slip or two of a food word, which are no misspellings of it ('tasty'
// cheese is not 'toasty', 'sunday' not 'sundae', 'union' not 'onion'): typo repair and the
// matcher's spelling repair leave them as they are. Built by scripts/build-english-words.ts
// from the SCOWL word lists.
import { readFileSync } from 'node:fs'
import { stem } from './tokenize'

export const ENGLISH_WORDS_FILE = 'data/english-words.json'

const listed = (
  JSON.parse(readFileSync(new URL(`../${ENGLISH_WORDS_FILE}`, import.meta.url), 'utf8')) as {
    words: string[]
  }
).words
// (the matcher sees stemmed words: a word is known by its stem too)
const ENGLISH: ReadonlySet<string> = new Set([...listed, ...listed.map(stem)])

/** Whether a word (or a stemmed word) is an English word that is no food's misspelling. */
export const isEnglishWord = (word: string): boolean => ENGLISH.has(word)
