import {
  socialProfileRoutes,
  type EditProfileInput,
  type Profile,
  type SocialProfile,
  type User,
} from '@platewise/core'
import { callApi } from '../../lib/api-client'

export type { SocialProfile } from '@platewise/core'

/** The calls of a social profile (§7): `ref` is a user id or a username. */
export const socialProfileApi = {
  get: (ref: string, signal?: AbortSignal) =>
    callApi(socialProfileRoutes.get, { params: { id: ref } }, { signal }),
  edit: (changes: EditProfileInput) => callApi(socialProfileRoutes.edit, { body: changes }),
  /** Sent as a multipart form; answers where the new picture is served from */
  uploadAvatar: (image: File) =>
    callApi(socialProfileRoutes.avatar, { body: { image } }).then((r) => r.profile_picture),
}

/**
 * §4 Profile loading: when the server has no social profile for the signed-in
 * person (a 404), the page shows a basic one built here from what the browser
 * knows: the user, and the goals profile when it is loaded.
 */
export function basicSocialProfile(user: User, profile: Profile | null | undefined): SocialProfile {
  return {
    user: {
      id: user.id,
      username: user.username,
      first_name: user.first_name,
      last_name: user.last_name,
      profile_picture: user.profile_picture,
    },
    is_me: true,
    bio: profile?.bio ?? null,
    activity_level: profile?.activity_level ?? null,
    profile: profile ?? null,
    hasCompletedOnboarding: !!profile,
    stats: { posts: 0, followers: 0, following: 0 },
    posts_count: 0,
    followers_count: 0,
    following_count: 0,
    isFollowing: false,
    posts: { posts: [], next_cursor: null },
  }
}

/** §8 fallback names: 'User' for a missing first or last name, 'user{id}' for a missing username. */
export const displayName = (user: Pick<User, 'first_name' | 'last_name'>) =>
  `${user.first_name || 'User'} ${user.last_name || 'User'}`
export const displayUsername = (user: Pick<User, 'id' | 'username'>) =>
  user.username || `user${user.id}`
