import type {
  FollowState,
  Post,
  PostAuthor,
  Profile,
  SearchGroup,
  SearchUser,
  SocialProfile,
} from '@platewise/core'
import { aPost as aFeedPost, maya, sam } from './post-fixtures'

/** A post by the test user as the API answers it, at a fixed time. */
export const aPost = (fields: Partial<Post> & Pick<Post, 'id' | 'content'>): Post =>
  aFeedPost({ user: maya, created_at: '2026-05-12T18:00:00.000Z', ...fields })

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
    user: { ...maya, profile_picture: picture, ...user },
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

/** Someone other than the test user, as posts, lists and searches name them. */
export { sam }

/** Another person's social profile as the API answers it to the test user: no goals, no Saved. */
export function anotherProfile({
  user = sam,
  counts = { posts: 0, followers: 0, following: 0 },
  isFollowing = false,
  posts = [],
  bio = null,
}: {
  user?: PostAuthor
  counts?: SocialProfile['stats']
  isFollowing?: boolean
  posts?: Post[]
  bio?: string | null
} = {}): SocialProfile {
  return {
    user,
    is_me: false,
    bio,
    activity_level: 'active',
    profile: null,
    hasCompletedOnboarding: true,
    stats: counts,
    posts_count: counts.posts,
    followers_count: counts.followers,
    following_count: counts.following,
    isFollowing,
    posts: { posts, next_cursor: null },
  }
}

/** A person in search results (§3 Search user result). */
export function aSearchUser(
  fields: Partial<SearchUser> & Pick<SearchUser, 'id' | 'first_name' | 'last_name'>,
): SearchUser {
  return {
    username: fields.first_name.toLowerCase(),
    profile_picture: null,
    posts_count: 0,
    is_following: false,
    ...fields,
  }
}

/** A group in search results (§3 Search group result). */
export function aSearchGroup(
  fields: Partial<SearchGroup> & Pick<SearchGroup, 'id' | 'name'>,
): SearchGroup {
  return {
    description: 'Cooking together',
    image: 'group',
    members_count: 10,
    is_member: false,
    ...fields,
  }
}

/** What following or unfollowing answers (follow-schema's FollowState). */
export const followAnswer = (
  is_following: boolean,
  followers_count: number,
  following_count = 1,
): FollowState => ({ is_following, followers_count, following_count })
