import { FOLLOW_MESSAGES, type FollowPage } from '@platewise/core'
import type { Database } from '../../db/client'
import { badRequest, notFound } from '../../http/errors'
import type { AuthService } from '../auth/auth.service'
import { publishNotifications } from '../notifications/notification-bus'
import { presentFollowState, presentListedPerson } from './follow.presenter'
import {
  followeesOf,
  followersOf,
  setFollowing,
  type ListedPersonRow,
  type PersonPage,
} from './follows.queries'
import { PROFILE_NOT_FOUND, resolveProfile } from './social-profile.service'

/** Following and unfollowing (§4), and a profile's followers and following lists. */
export function createFollowsService(db: Database, auth: AuthService) {
  async function setState(viewerId: number, ref: string, follow: boolean) {
    const person = await resolveProfile(auth, ref)
    if (person.id === viewerId) throw badRequest(FOLLOW_MESSAGES.yourself)
    const notified: number[] = []
    const counts = await setFollowing(db, viewerId, person.id, follow, notified)
    // the account was deleted between the lookup and the follow
    if (!counts) throw notFound(PROFILE_NOT_FOUND)
    publishNotifications(db, notified)
    return presentFollowState(counts)
  }

  // One row more than asked tells whether there is a next page.
  async function page(
    ref: string,
    list: (userId: number, page: PersonPage) => Promise<ListedPersonRow[]>,
    { limit, before }: PersonPage,
  ): Promise<FollowPage> {
    const person = await resolveProfile(auth, ref)
    const rows = await list(person.id, { limit: limit + 1, before })
    const shown = rows.slice(0, limit)
    return {
      users: shown.map(presentListedPerson),
      next_cursor: rows.length > limit ? String(shown[shown.length - 1]!.id) : null,
    }
  }

  return {
    follow: (viewerId: number, ref: string) => setState(viewerId, ref, true),
    unfollow: (viewerId: number, ref: string) => setState(viewerId, ref, false),
    followers: (viewerId: number, ref: string, request: PersonPage) =>
      page(ref, (userId, p) => followersOf(db, viewerId, userId, p), request),
    following: (viewerId: number, ref: string, request: PersonPage) =>
      page(ref, (userId, p) => followeesOf(db, viewerId, userId, p), request),
  }
}

export type FollowsService = ReturnType<typeof createFollowsService>
