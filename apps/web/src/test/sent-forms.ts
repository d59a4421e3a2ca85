/** A multipart form the page sent, as its fields. */
export interface SentForm {
  url: string
  fields: Record<string, FormDataEntryValue>
}

/**
 * Keeps the multipart forms the page sends from now on, which answerFetch
 * does not read; call it after answerFetch (renderDashboard), whose answers
 * it passes on.
 */
export function recordSentForms(): SentForm[] {
  const forms: SentForm[] = []
  const answer = globalThis.fetch
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.body instanceof FormData) {
      forms.push({ url: String(input), fields: Object.fromEntries(init.body.entries()) })
    }
    return answer(input, init)
  }) as typeof fetch
  return forms
}
