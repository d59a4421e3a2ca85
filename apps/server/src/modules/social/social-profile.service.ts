import { FEED_PAGE_SIZE, type EditProfile } from '@platewise/core'
import type { Database } from '../../db/client'
import { forbidden, notFound } from '../../http/errors'
import { storeUploadedImage } from '../../images/store-image'
import type { ImageStorage } from '../../storage/image-storage'
import type { UserRow } from '../auth/auth.queries'
import type { AuthService } from '../auth/auth.service'
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
  images: ImageStorage
}

/** Profiles as others see them (§3): the user, the counts, the bio and the posts. */
export function createSocialProfileService({
  db,
  auth,
  profiles,
  posts,
  images,
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
     * username someone else has, before anything is saved), the rest on the
     * profile. Answers the profile as its owner sees it.
     */
    async edit(userId: number, edit: EditProfile) {
      const { first_name, last_name, username, ...profile } = edit
      const user = await auth.updateAccount(userId, {
        firstName: first_name,
        lastName: last_name,
        username,
        // the picture shows on posts and at login from the user, so both keep it
        profilePicture: profile.profile_picture,
      })
      await profiles.save(userId, profile)
      return view(userId, user)
    },

    /** A new profile picture, handled as a post's photo; answers its address. */
    async setAvatar(userId: number, upload: Uint8Array | Blob) {
      const url = images.url(await storeUploadedImage(images, upload))
      await auth.updateAccount(userId, { profilePicture: url })
      await profiles.setPicture(userId, url)
      return { profile_picture: url }
    },
  }
}

export type SocialProfileService = ReturnType<typeof createSocialProfileService>
