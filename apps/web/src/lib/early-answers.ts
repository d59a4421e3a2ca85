import { forgetAtSignOut } from './user-caches'

/**
 * How long an answer counts as fresh: the query cache's own staleTime
 * (query-client.ts), so an early answer is never older than one the cache
 * would have shown anyway.
 */
export const ANSWER_FRESH_FOR_MS = 30_000

interface EarlyAnswer {
  answer: Promise<unknown>
  /** When it came, as Date.now(); undefined while it is on its way */
  settledAt?: number
}

const answers = new Map<string, EarlyAnswer>()
forgetAtSignOut(() => answers.clear())

const keyOf = (queryKey: readonly unknown[]) => JSON.stringify(queryKey)

/**
 * Asks for a query's first answer before the query cache, its code or React
 * are here (the entry does, as a signed-in visit starts: signed-in-start.ts).
 * The query's own queryFn takes it with `earlyAnswerOr`, so a slow network
 * loads the page's code and its data side by side instead of one after the
 * other. Kept for the signed-in person only: cleared at every sign-out.
 */
export function askEarly<T>(queryKey: readonly unknown[], call: () => Promise<T>): Promise<T> {
  const answer = call()
  const early: EarlyAnswer = { answer }
  const settle = () => {
    early.settledAt = Date.now()
  }
  // a failure is the query's to handle when it takes the answer, not an unhandled rejection
  answer.then(settle, settle)
  answers.set(keyOf(queryKey), early)
  return answer
}

/**
 * The answer asked for early under `queryKey`, once: still on its way, or
 * come within ANSWER_FRESH_FOR_MS. Otherwise `call`'s, and the query asks the
 * server itself.
 */
export function earlyAnswerOr<T>(queryKey: readonly unknown[], call: () => Promise<T>): Promise<T> {
  const key = keyOf(queryKey)
  const early = answers.get(key)
  answers.delete(key)
  const fresh =
    early !== undefined &&
    (early.settledAt === undefined || Date.now() - early.settledAt < ANSWER_FRESH_FOR_MS)
  return fresh ? (early.answer as Promise<T>) : call()
}
