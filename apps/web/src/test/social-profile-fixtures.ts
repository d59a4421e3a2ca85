import type { Post, Profile, SocialProfile } from '@platewise/core'
import { testUser } from './render-app'

const author = {
  id: testUser.id,
  username: testUser.username,
  first_name: testUser.first_name,
  last_name: testUser.last_name,
  profile_picture: testUser.profile_picture,
}

/** A post by the test user as the API answers it. */
export function aPost(fields: Partial<Post> & Pick<Post, 'id' | 'content'>): Post {
  return {
    image_url: null,
    meal_data: null,
    created_at: '2026-05-12T18:00:00.000Z',
    user: author,
    likes_count: 0,
    comments_count: 0,
    is_liked: false,
    is_bookmarked: false,
    allow_comments: true,
    hide_like_count: false,
    ...fields,
  }
}

export const aGoalsProfile = (fields: Partial<Profile> = {}): Profile => ({
  daily_calories: 2000,
  daily_protein: 150,
  weight: null,
  target_weight: null,
  height: 66,
  age: 34,
  activity_level: 'moderate',
  gender: 'female',
  bio: null,
  profile_picture: null,
  ...fields,
})

/**
 * The test user's own social profile as GET /api/social/profile/{id} answers
 * it: no bio or picture unless given, the counts and posts given.
 */
export function aSocialProfile({
  bio = null,
  picture = null,
  profile = {},
  counts = { posts: 0, followers: 0, following: 0 },
  posts = [],
  nextCursor = null,
  user = {},
}: {
  bio?: string | null
  picture?: string | null
  profile?: Partial<Profile> | null
  counts?: SocialProfile['stats']
  posts?: Post[]
  nextCursor?: string | null
  user?: Partial<SocialProfile['user']>
} = {}): SocialProfile {
  const goals = profile && aGoalsProfile({ ...profile, bio, profile_picture: picture })
  return {
    user: { ...author, profile_picture: picture, ...user },
    is_me: true,
    bio,
    activity_level: goals ? goals.activity_level : null,
    profile: goals,
    hasCompletedOnboarding: true,
    stats: counts,
    posts_count: counts.posts,
    followers_count: counts.followers,
    following_count: counts.following,
    isFollowing: false,
    posts: { posts, next_cursor: nextCursor },
  }
}
