import type { Comment, MealData, Post, PostAuthor } from '@platewise/core'
import type { ImageStorage } from '../../storage/image-storage'
import type { CommentRow, ViewedPostRow } from './posts.queries'

interface AuthorRow {
  id: number
  username: string
  firstName: string
  lastName: string
  profilePicture: string | null
}

export function presentAuthor(row: AuthorRow): PostAuthor {
  return {
    id: row.id,
    username: row.username,
    first_name: row.firstName,
    last_name: row.lastName,
    profile_picture: row.profilePicture,
  }
}

/** A like count as `viewerId` may see it: an author who hides it sees it alone (§6). */
export function visibleLikeCount(
  post: { likesCount: number; hideLikeCount: boolean; authorId: number },
  viewerId: number,
): number | null {
  return post.hideLikeCount && post.authorId !== viewerId ? null : post.likesCount
}

/** A post as the viewer whose row this is sees it (§3); a group post with its group (decision 034). */
export function presentPost(row: ViewedPostRow, viewerId: number, images: ImageStorage): Post {
  return {
    id: row.id,
    content: row.content,
    image_url: row.imageKey ? images.url(row.imageKey) : null,
    meal_data: (row.mealData as MealData | null) ?? null,
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
    user: presentAuthor(row.author),
    likes_count: visibleLikeCount({ ...row, authorId: row.userId }, viewerId),
    comments_count: row.commentsCount,
    is_liked: row.isLiked,
    is_bookmarked: row.isBookmarked,
    allow_comments: row.allowComments,
    hide_like_count: row.hideLikeCount,
    group:
      row.groupId !== null && row.groupName !== null
        ? { id: row.groupId, name: row.groupName }
        : null,
    can_remove:
      row.userId === viewerId || (row.groupId !== null && row.groupCreatedBy === viewerId),
  }
}

export function presentComment(row: CommentRow): Comment {
  return {
    id: row.id,
    post_id: row.postId,
    content: row.content,
    user: presentAuthor(row.author),
    created_at: row.createdAt.toISOString(),
  }
}
