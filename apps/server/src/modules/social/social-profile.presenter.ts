import {
  isOnboardingComplete,
  type PostPage,
  type Profile,
  type SocialProfile,
} from '@platewise/core'
import type { UserRow } from '../auth/auth.queries'
import { presentAuthor } from './post.presenter'

interface SocialProfileParts {
  user: UserRow
  viewerId: number
  profile: Profile | null
  isFollowing: boolean
  posts: PostPage
}

/** A profile as one viewer sees it: the goals and measures only for their owner. */
export function presentSocialProfile({
  user,
  viewerId,
  profile,
  isFollowing,
  posts,
}: SocialProfileParts): SocialProfile {
  const isMe = user.id === viewerId
  return {
    user: presentAuthor(user),
    is_me: isMe,
    bio: profile?.bio ?? null,
    activity_level: profile?.activity_level ?? null,
    profile: isMe ? profile : null,
    hasCompletedOnboarding: isOnboardingComplete(profile),
    stats: {
      posts: user.postsCount,
      followers: user.followersCount,
      following: user.followingCount,
    },
    posts_count: user.postsCount,
    followers_count: user.followersCount,
    following_count: user.followingCount,
    isFollowing,
    posts,
  }
}
