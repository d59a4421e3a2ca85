import type { AccountSession } from '@platewise/core'
import type { SessionRow } from '../auth/auth.queries'

/** A session as its owner sees it in Settings: never its token hash. */
export function presentSession(row: SessionRow, current: boolean): AccountSession {
  return {
    id: row.id,
    device: row.deviceLabel,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    current,
  }
}
