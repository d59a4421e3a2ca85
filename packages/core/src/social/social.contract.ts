import { z } from 'zod'
import { defineRoute, noContent } from '../api/route-contract'
import { idParamsSchema } from '../api/params'
import {
  commentSchema,
  createCommentSchema,
  createPostSchema,
  editPostSchema,
  likeStateSchema,
  postPageQuerySchema,
  postPageSchema,
  postSchema,
} from './post-schema'
import { followPageQuerySchema, followPageSchema, followStateSchema } from './follow-schema'
import {
  groupSearchResponseSchema,
  searchQuerySchema,
  searchResponseSchema,
  userSearchResponseSchema,
} from './search-schema'
import {
  avatarUploadSchema,
  editProfileSchema,
  profileRefParamsSchema,
  socialProfileSchema,
} from './social-profile-schema'

const social = { tag: 'social', auth: true } as const

/** Posts, the feed, likes, bookmarks and comments (§7; paths DESIGN.md §5 adds). */
export const postRoutes = {
  create: defineRoute({
    ...social,
    method: 'POST',
    path: '/api/social/posts',
    summary: 'Share a post: text, an optional photo (re-encoded, metadata removed) and meal data',
    body: createPostSchema,
    bodyType: 'multipart',
    responses: { 201: postSchema },
  }),
  get: defineRoute({
    ...social,
    method: 'GET',
    path: '/api/social/posts/:id',
    summary: 'One post, as the viewer sees it',
    params: idParamsSchema,
    responses: { 200: postSchema },
  }),
  edit: defineRoute({
    ...social,
    method: 'PUT',
    path: '/api/social/posts/:id',
    summary:
      'Change the words of one of your posts (beyond the spec); its photo, meal, likes and comments stay, and it shows when it was edited',
    params: idParamsSchema,
    body: editPostSchema,
    responses: { 200: postSchema },
  }),
  feed: defineRoute({
    ...social,
    method: 'GET',
    path: '/api/social/feed',
    summary: "The user's own posts and those of people they follow, newest first",
    query: postPageQuerySchema,
    responses: { 200: postPageSchema },
  }),
  like: defineRoute({
    ...social,
    method: 'POST',
    path: '/api/social/posts/:id/like',
    summary: 'Like or unlike; answers the new state and count',
    params: idParamsSchema,
    body: null,
    responses: { 200: likeStateSchema },
  }),
  favorite: defineRoute({
    ...social,
    method: 'POST',
    path: '/api/social/posts/:id/favorite',
    summary: 'Bookmark or un-bookmark; bookmarks are private',
    params: idParamsSchema,
    body: null,
    responses: { 200: z.object({ is_bookmarked: z.boolean() }) },
  }),
  comments: defineRoute({
    ...social,
    method: 'GET',
    path: '/api/social/posts/:id/comments',
    summary: "A post's comments, oldest first",
    params: idParamsSchema,
    responses: { 200: z.object({ comments: z.array(commentSchema) }) },
  }),
  comment: defineRoute({
    ...social,
    method: 'POST',
    path: '/api/social/posts/:id/comments',
    summary: 'Comment on a post; 403 when its author turned comments off',
    params: idParamsSchema,
    body: createCommentSchema,
    responses: { 201: commentSchema },
  }),
  remove: defineRoute({
    ...social,
    method: 'DELETE',
    path: '/api/social/posts/:id',
    summary: 'Delete one of your posts (beyond the spec)',
    params: idParamsSchema,
    responses: { 204: noContent },
  }),
  removeComment: defineRoute({
    ...social,
    method: 'DELETE',
    path: '/api/social/comments/:id',
    summary: 'Delete one of your comments (beyond the spec)',
    params: idParamsSchema,
    responses: { 204: noContent },
  }),
}

/** Social profiles: anyone's, and editing one's own (§7, DESIGN.md §5). */
export const socialProfileRoutes = {
  get: defineRoute({
    ...social,
    method: 'GET',
    path: '/api/social/profile/:id',
    summary: 'A profile by user id or username, with counts and the first page of posts',
    params: profileRefParamsSchema,
    responses: { 200: socialProfileSchema },
  }),
  posts: defineRoute({
    ...social,
    method: 'GET',
    path: '/api/social/profile/:id/posts',
    summary: "A profile's posts, newest first, a page at a time (beyond the spec)",
    params: profileRefParamsSchema,
    query: postPageQuerySchema,
    responses: { 200: postPageSchema },
  }),
  likedPosts: defineRoute({
    ...social,
    method: 'GET',
    path: '/api/social/profile/:id/liked-posts',
    summary: 'The posts a profile liked, most recently liked first (the latest 50)',
    params: profileRefParamsSchema,
    responses: { 200: z.object({ posts: z.array(postSchema) }) },
  }),
  favoritedPosts: defineRoute({
    ...social,
    method: 'GET',
    path: '/api/social/profile/:id/favorited-posts',
    summary: "Your bookmarked posts (the latest 50); 403 for anyone else's",
    params: profileRefParamsSchema,
    responses: { 200: z.object({ posts: z.array(postSchema) }) },
  }),
  edit: defineRoute({
    ...social,
    method: 'PUT',
    path: '/api/social/profile',
    summary: 'Edit your profile: names, username, bio, activity level, goals and weights',
    body: editProfileSchema,
    responses: { 200: socialProfileSchema },
  }),
  avatar: defineRoute({
    ...social,
    method: 'POST',
    path: '/api/social/profile/avatar',
    summary: 'Set your profile picture (handled as post photos are)',
    body: avatarUploadSchema,
    bodyType: 'multipart',
    responses: { 200: z.object({ profile_picture: z.string() }) },
  }),
}

/** Following (§4, §7; unfollow and the lists are DESIGN.md §5's). */
export const followRoutes = {
  follow: defineRoute({
    ...social,
    method: 'POST',
    path: '/api/social/follow/:id',
    summary: 'Follow someone (by user id or username); following yourself is a 400',
    params: profileRefParamsSchema,
    body: null,
    responses: { 200: followStateSchema },
  }),
  unfollow: defineRoute({
    ...social,
    method: 'DELETE',
    path: '/api/social/follow/:id',
    summary: 'Stop following someone',
    params: profileRefParamsSchema,
    responses: { 200: followStateSchema },
  }),
  followers: defineRoute({
    ...social,
    method: 'GET',
    path: '/api/social/profile/:id/followers',
    summary: "A profile's followers, a page at a time",
    params: profileRefParamsSchema,
    query: followPageQuerySchema,
    responses: { 200: followPageSchema },
  }),
  following: defineRoute({
    ...social,
    method: 'GET',
    path: '/api/social/profile/:id/following',
    summary: 'The people a profile follows, a page at a time',
    params: profileRefParamsSchema,
    query: followPageQuerySchema,
    responses: { 200: followPageSchema },
  }),
}

/** People and group search (§7). */
export const searchRoutes = {
  all: defineRoute({
    ...social,
    method: 'GET',
    path: '/api/social/search',
    summary: 'People and groups matching a query, a page of each',
    query: searchQuerySchema,
    responses: { 200: searchResponseSchema },
  }),
  users: defineRoute({
    ...social,
    method: 'GET',
    path: '/api/social/search/users',
    summary: 'People by first, last or full name or username, by prefix and with small typos',
    query: searchQuerySchema,
    responses: { 200: userSearchResponseSchema },
  }),
  groups: defineRoute({
    ...social,
    method: 'GET',
    path: '/api/social/search/groups',
    summary: 'Groups by name or description',
    query: searchQuerySchema,
    responses: { 200: groupSearchResponseSchema },
  }),
}
