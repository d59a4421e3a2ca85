// Builds data/english-words.json: the English words that typo repair would otherwise 'mend'
// into a food word ('tasty' into 'toasty', 'sunday' into 'sundae', 'union' into 'onion').
// A word of the dictionary is no misspelling. Run with `npm run build:english-words` after
// the food table or the phrase tables change, from an empty list (echo '{"words":[]}' > data/english-words.json); it reads the SCOWL word lists Debian ships as
// the wamerican and wbritish packages (WORD_LISTS names other files, separated by ':').
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { foodIndex } from '../src/analyze'
import { ENGLISH_WORDS_FILE } from '../src/english-words'
import { repairTypos } from '../src/typo-repair'

const here = path.dirname(fileURLToPath(import.meta.url))
const lists = (
  process.env.WORD_LISTS ?? '/usr/share/dict/american-english:/usr/share/dict/british-english'
).split(':')

const words = new Set<string>()
for (const file of lists)
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    // typo repair looks at words of five letters or more, of letters only; names of people and
    // places ('Brest', 'Benny') are left out, as people misspell food words into them
    const word = line.trim()
    if (/^[a-z]{5,}$/.test(word)) words.add(word)
  }

const index = foodIndex()
// (run with the list empty: every word the repair would change)
const atRisk = [...words].filter((word) => repairTypos(index, word) !== word)
atRisk.sort()
const out = path.resolve(here, '..', ENGLISH_WORDS_FILE)
writeFileSync(
  out,
  `${JSON.stringify({ about: 'English words typo repair leaves as they are (scripts/build-english-words.ts); from the SCOWL word lists, (c) Kevin Atkinson, free to use with notice', words: atRisk }, null, 0)}\n`,
)
console.log(
  `${atRisk.length} of ${words.size} dictionary words would have been mended; wrote ${out}`,
)
