import { z } from 'zod'
import { firstNameSchema, lastNameSchema, usernameSchema } from '../auth/registration'
import { ACTIVITY_LEVELS } from '../plan/plan-formula'
import { profilePayloadSchema, profileSchema } from '../profile/profile-schema'
import { imageFileSchema, postAuthorSchema, postPageSchema } from './post-schema'

/** `/api/social/profile/{id}`: a user id or a username (§3, DESIGN.md §5). */
export const profileRefParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9._]{1,30}$/, { error: 'Please give a user id or a username' }),
})

/** How many people follow a profile and how many it follows, and its posts (§3). */
export const profileStatsSchema = z.object({
  posts: z.number(),
  followers: z.number(),
  following: z.number(),
})

/**
 * GET /api/social/profile/{id} (§3 Profile, social variant). `profile` holds
 * the goals and measures, so only their owner gets it; anyone sees the user,
 * the bio, the activity level and the counts. The first page of posts comes
 * with it (the Posts tab); Liked and Saved load when chosen.
 */
export const socialProfileSchema = z.object({
  user: postAuthorSchema,
  is_me: z.boolean(),
  bio: z.string().nullable(),
  activity_level: z.enum(ACTIVITY_LEVELS).nullable(),
  profile: profileSchema.nullable(),
  hasCompletedOnboarding: z.boolean(),
  stats: profileStatsSchema,
  posts_count: z.number(),
  followers_count: z.number(),
  following_count: z.number(),
  isFollowing: z.boolean(),
  posts: postPageSchema,
})
export type SocialProfile = z.output<typeof socialProfileSchema>

/**
 * PUT /api/social/profile: the Edit Profile modal (§2, §5) saves the names,
 * the username and the profile's fields in one go. The goals are required as
 * in every profile save; numbers parse as integers, blanks as 0 (which counts
 * as not filled in for the goals).
 */
export const editProfileSchema = profilePayloadSchema.extend({
  first_name: firstNameSchema.optional(),
  last_name: lastNameSchema.optional(),
  username: usernameSchema.optional(),
})
export type EditProfileInput = z.input<typeof editProfileSchema>
export type EditProfile = z.output<typeof editProfileSchema>

/** POST /api/social/profile/avatar: one image, handled as post photos are. */
export const avatarUploadSchema = z.object({ image: imageFileSchema })
