/**
 * Query keys of everything that holds posts, filed under the viewer they were
 * answered for. Every such key starts with `postKeys.all(userId)`, so a like,
 * a bookmark, a comment or a new post refreshes the feed and every profile
 * list with one invalidation.
 */
export const postKeys = {
  all: (userId: number) => ['user', userId, 'posts'] as const,
  feed: (userId: number) => [...postKeys.all(userId), 'feed'] as const,
  post: (userId: number, postId: number) => [...postKeys.all(userId), 'post', postId] as const,
  comments: (userId: number, postId: number) =>
    [...postKeys.all(userId), 'comments', postId] as const,
  /** A profile by user id or username, with its first page of posts */
  profile: (userId: number, ref: string) => [...postKeys.all(userId), 'profile', ref] as const,
  profilePosts: (userId: number, ref: string) =>
    [...postKeys.profile(userId, ref), 'posts'] as const,
  liked: (userId: number, ref: string) => [...postKeys.profile(userId, ref), 'liked'] as const,
  saved: (userId: number, ref: string) => [...postKeys.profile(userId, ref), 'saved'] as const,
  /** A group's Recent Posts: posts with a group (decision 034) */
  group: (userId: number, groupId: number) => [...postKeys.all(userId), 'group', groupId] as const,
}
