import type { InfiniteData } from '@tanstack/react-query'
import type { Post, PostPage } from '@platewise/core'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { removePostEverywhere, updatePostEverywhere } from './post-cache'
import { postKeys } from '../../lib/posts/post-keys'
import { aPost } from '../../test/post-fixtures'

const USER = 7

function cacheWith(post: Post, other: Post) {
  const client = new QueryClient()
  const feed: InfiniteData<PostPage, string | undefined> = {
    pages: [{ posts: [post, other], next_cursor: null }],
    pageParams: [undefined],
  }
  client.setQueryData(postKeys.feed(USER), feed)
  client.setQueryData(postKeys.profile(USER, 'sam_runs'), {
    user: post.user,
    posts_count: 2,
    posts: { posts: [post], next_cursor: null },
  })
  client.setQueryData(postKeys.liked(USER, 'maya'), { posts: [post] })
  client.setQueryData(postKeys.post(USER, post.id), post)
  // another viewer's cache is theirs alone
  client.setQueryData(postKeys.feed(99), feed)
  return client
}

const liked = (post: Post) => ({ ...post, is_liked: true, likes_count: 1 })

describe('updatePostEverywhere', () => {
  it("changes the post in the feed's pages, a profile's posts, a list and its own entry", () => {
    const post = aPost({ id: 12 })
    const other = aPost({ id: 13 })
    const client = cacheWith(post, other)
    updatePostEverywhere(client, USER, 12, liked)

    const feed = client.getQueryData<InfiniteData<PostPage>>(postKeys.feed(USER))!
    expect(feed.pages[0]!.posts[0]).toMatchObject({ id: 12, is_liked: true, likes_count: 1 })
    // what did not change is the same object, so its card does not render again
    expect(feed.pages[0]!.posts[1]).toBe(other)
    expect(
      client.getQueryData<{ posts: PostPage }>(postKeys.profile(USER, 'sam_runs'))!.posts.posts[0],
    ).toMatchObject({ is_liked: true })
    expect(
      client.getQueryData<{ posts: Post[] }>(postKeys.liked(USER, 'maya'))!.posts[0],
    ).toMatchObject({ is_liked: true })
    expect(client.getQueryData<Post>(postKeys.post(USER, 12))).toMatchObject({ is_liked: true })
    expect(client.getQueryData<InfiniteData<PostPage>>(postKeys.feed(99))!.pages[0]!.posts[0]).toBe(
      post,
    )
  })
})

describe('removePostEverywhere', () => {
  it('takes the post out of every list and forgets its own entry', () => {
    const post = aPost({ id: 12 })
    const other = aPost({ id: 13 })
    const client = cacheWith(post, other)
    removePostEverywhere(client, USER, 12)

    const feed = client.getQueryData<InfiniteData<PostPage>>(postKeys.feed(USER))!
    expect(feed.pages[0]!.posts).toEqual([other])
    expect(client.getQueryData<{ posts: Post[] }>(postKeys.liked(USER, 'maya'))!.posts).toEqual([])
    expect(client.getQueryData(postKeys.post(USER, 12))).toBeUndefined()
  })
})
