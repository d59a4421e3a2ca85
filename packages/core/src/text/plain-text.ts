import { z } from 'zod'

// Text people type (names, an email, a bio, a meal description) never needs the
// C0 control characters or DEL. PostgreSQL's text cannot hold U+0000 at all, so
// a NUL byte used to end in a 500, and the others are invisible in a name or a
// title, where they only serve to spoof or break what others see. Tab and line
// breaks are kept where text may have several lines (a bio, a description).
// Half of a surrogate pair is no character at all: PostgreSQL's jsonb refuses
// it (another 500) and text silently turns it into U+FFFD.

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/
// eslint-disable-next-line no-control-regex -- as above, less tab (09), LF (0A) and CR (0D)
const CONTROL_CHARACTERS_BUT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

interface PlainTextOptions {
  /** Allows tab, line feed and carriage return, for text that may have several lines. */
  multiline?: boolean
}

/** True for text holding a control character (but tab and line breaks when `multiline`) or half a surrogate pair. */
export function hasDisallowedCharacters(
  value: string,
  { multiline = false }: PlainTextOptions = {},
) {
  const control = multiline ? CONTROL_CHARACTERS_BUT_LINE_BREAKS : CONTROL_CHARACTERS
  return control.test(value) || LONE_SURROGATE.test(value)
}

const disallowedCharacterMessage = (label: string) =>
  `${label} contains a character that is not allowed`

/**
 * A string of plain text, refusing the characters above with a message that
 * names the field. Chain the field's own rules (trim, min, max) after it.
 */
export function plainText(label: string, options: PlainTextOptions & { error?: string } = {}) {
  return z
    .string({ error: options.error ?? `${label} must be text` })
    .refine((value) => !hasDisallowedCharacters(value, options), {
      error: disallowedCharacterMessage(label),
      abort: true,
    })
}
