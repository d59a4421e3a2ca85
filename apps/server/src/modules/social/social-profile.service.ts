import { FEED_PAGE_SIZE, type EditProfile } from '@platewise/core'
import type { Database } from '../../db/client'
import { forbidden, notFound } from '../../http/errors'
import type { ImageRemovalLog } from '../../images/remove-unreferenced-images'
import type { UserRow } from '../auth/auth.queries'
import type { AuthService } from '../auth/auth.service'
import type { ProfilePictureService } from '../profile/profile-picture.service'
import type { ProfileService } from '../profile/profile.service'
import type { PageRequest, PostsService } from './posts.service'
import { presentSocialProfile } from './social-profile.presenter'
import { isFollowing } from './follows.queries'

export const PROFILE_NOT_FOUND = 'Profile not found'

/** The user a profile path names (an id, or a username in any case); 404 when nobody. */
export async function resolveProfile(auth: AuthService, ref: string): Promise<UserRow> {
  const user = await auth.findByRef(ref)
  if (!user) throw notFound(PROFILE_NOT_FOUND)
  return user
}

interface SocialProfileDependencies {
  db: Database
  auth: AuthService
  profiles: ProfileService
  posts: PostsService
  pictures: ProfilePictureService
}

/** Profiles as others see them (§3): the user, the counts, the bio and the posts. */
export function createSocialProfileService({
  db,
  auth,
  profiles,
  posts,
  pictures,
}: SocialProfileDependencies) {
  const resolve = (ref: string) => resolveProfile(auth, ref)

  async function view(viewerId: number, user: UserRow) {
    const [profile, following, firstPage] = await Promise.all([
      profiles.find(user.id),
      user.id === viewerId ? false : isFollowing(db, viewerId, user.id),
      posts.postsOf(viewerId, user.id, { limit: FEED_PAGE_SIZE }),
    ])
    return presentSocialProfile({
      user,
      viewerId,
      profile,
      isFollowing: following,
      posts: firstPage,
    })
  }

  return {
    async get(viewerId: number, ref: string) {
      return view(viewerId, await resolve(ref))
    },

    async posts(viewerId: number, ref: string, page: PageRequest) {
      const user = await resolve(ref)
      return posts.postsOf(viewerId, user.id, page)
    },

    async likedPosts(viewerId: number, ref: string) {
      const user = await resolve(ref)
      return posts.likedBy(viewerId, user.id)
    },

    /** Bookmarks are private: 403 for anyone's but the viewer's own. */
    async bookmarkedPosts(viewerId: number, ref: string) {
      const user = await resolve(ref)
      if (user.id !== viewerId) throw forbidden('Saved posts are private.')
      return posts.bookmarkedBy(viewerId)
    },

    /**
     * The Edit Profile modal: names and username on the account (409 for a
     * username someone else has), the rest on the profile; the picture may
     * only be kept or cleared (a new one is an upload). Both refusals come
     * before anything is saved. Answers the profile as its owner sees it.
     */
    async edit(userId: number, edit: EditProfile, log: ImageRemovalLog) {
      const { first_name, last_name, username, ...profile } = edit
      const picture = await pictures.allowedChange(userId, profile.profile_picture)
      const user = await auth.updateAccount(userId, {
        firstName: first_name,
        lastName: last_name,
        username,
      })
      await profiles.save(userId, profile, log, picture)
      return view(userId, picture === 'clear' ? { ...user, profilePicture: null } : user)
    },

    /** A new profile picture, handled as a post's photo; the one it replaces goes. */
    async setAvatar(userId: number, upload: Uint8Array | Blob, log: ImageRemovalLog) {
      return { profile_picture: await pictures.upload(userId, upload, log) }
    },
  }
}

export type SocialProfileService = ReturnType<typeof createSocialProfileService>
