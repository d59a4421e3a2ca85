import { dictionary } from '@zxcvbn-ts/language-common'

// zxcvbn-ts's list of common passwords: about 49,000 from public breach
// corpora, most frequent first, all in lowercase. The rule and its message live
// in packages/core; the list stays on the server, out of the browser bundle.
let common: Set<string> | undefined

// OWASP ASVS also asks to refuse words of the service's own context.
const CONTEXT_WORDS = ['platewise', 'platewise1', 'platewise123']

/** True for a password on the list, whatever its case: 'Password1' is as common as 'password1'. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set([...dictionary['passwords-common'], ...CONTEXT_WORDS])
  return common.has(password.toLowerCase())
}
