import type { Post } from '@platewise/core'
import type { ReactNode } from 'react'
import { authorName } from '../../lib/posts/post-author'
import { PostMealCard } from './post-meal-card'

/** What a post says and shows, for the feed's posts and a group's alike: its words, photo and meal. */
export function PostBody({
  post,
  words,
}: {
  post: Pick<Post, 'content' | 'image_url' | 'meal_data' | 'user'>
  /** What shows in the words' place instead of them: the author's Edit form */
  words?: ReactNode
}) {
  return (
    <>
      {words ??
        (post.content && (
          <p className="mt-3 px-4 text-[0.9375rem] leading-relaxed wrap-anywhere whitespace-pre-wrap text-stone-800 sm:px-5">
            {post.content}
          </p>
        ))}

      {post.image_url && (
        // a fixed 4:3 frame, so the card does not jump when the photo arrives
        <div className="mt-3 aspect-[4/3] overflow-hidden bg-stone-100 sm:mx-5 sm:rounded-xl">
          <img
            src={post.image_url}
            alt={`Photo shared by ${authorName(post.user)}`}
            loading="lazy"
            decoding="async"
            width={800}
            height={600}
            className="size-full object-cover"
          />
        </div>
      )}

      {post.meal_data && (
        <div className="mt-3 px-4 sm:px-5">
          <PostMealCard meal={post.meal_data} author={post.user} />
        </div>
      )}
    </>
  )
}
