import type { User } from '@platewise/core'
import type { UserRow } from './auth.queries'

/** The public user object of §3: never the password hash. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    username: row.username,
    profile_picture: row.profilePicture ?? null,
  }
}
