/** What a request needs to know about a live session: whose it is and until when. */
export interface LiveSession {
  id: number
  userId: number
  expiresAt: Date
  lastUsedAt: Date | null
}

// Enough for every session a busy single server sees in a day; beyond it the
// oldest entries go and their next request asks the database again.
const MAX_ENTRIES = 50_000

/**
 * Live sessions by token hash, so a request need not ask the database who is
 * calling. Only sound where this process is the database's one writer (PGlite,
 * which a lock keeps to one server): every revocation happens here and forgets
 * the entries it ends. Another server on the same PostgreSQL could revoke a
 * session this one still held, so there no cache is used.
 *
 * A lookup that raced a revocation must not store what it read before the
 * revocation committed: `remember` is refused when anything was forgotten since
 * `generation()` was read, before the lookup's query.
 */
export function createSessionCache(maxEntries = MAX_ENTRIES) {
  const byTokenHash = new Map<string, LiveSession>()
  let forgetting = 0

  return {
    find(tokenHash: string, now: Date): LiveSession | undefined {
      const session = byTokenHash.get(tokenHash)
      if (session && session.expiresAt <= now) {
        byTokenHash.delete(tokenHash)
        return undefined
      }
      return session
    },

    generation: () => forgetting,

    remember(tokenHash: string, session: LiveSession, generation: number) {
      if (generation !== forgetting) return
      if (byTokenHash.size >= maxEntries) {
        // a Map iterates in insertion order: the first key is the oldest entry
        byTokenHash.delete(byTokenHash.keys().next().value!)
      }
      byTokenHash.set(tokenHash, session)
    },

    /** After a session ended in the database (logout) */
    forgetToken(tokenHash: string) {
      forgetting += 1
      byTokenHash.delete(tokenHash)
    },

    /** After some or all of a user's sessions ended in the database */
    forgetUser(userId: number) {
      forgetting += 1
      for (const [tokenHash, session] of byTokenHash) {
        if (session.userId === userId) byTokenHash.delete(tokenHash)
      }
    },

    get size() {
      return byTokenHash.size
    },
  }
}

export type SessionCache = ReturnType<typeof createSessionCache>
