import { describe, expect, it } from 'vitest'
import {
  LOCAL_POST_TTL_MS,
  POST_DEDUPE_WINDOW_MS,
  coverageOf,
  isSamePost,
  mergePosts,
  type LocalPost,
} from './post-merge'
import type { Post } from './post-schema'

const NOW = Date.parse('2026-11-23T12:00:00.000Z')
const at = (msAgo: number) => new Date(NOW - msAgo).toISOString()

function post(id: number, content: string, msAgo: number): Post {
  return {
    id,
    content,
    image_url: null,
    meal_data: null,
    created_at: at(msAgo),
    edited_at: null,
    user: { id: 1, username: 'maya', first_name: 'Maya', last_name: 'Chen', profile_picture: null },
    likes_count: 0,
    comments_count: 0,
    is_liked: false,
    is_bookmarked: false,
    allow_comments: true,
    hide_like_count: false,
    group: null,
    can_remove: true,
  }
}

const local = (content: string, msAgo: number, id = 0): LocalPost => ({
  ...post(id, content, msAgo),
  _localId: `local-${content}`,
  _status: id ? 'saved' : 'creating',
  _serverSaved: id > 0,
})

describe('mergePosts (§4 Posts)', () => {
  it('shows a local post the server does not have yet, newest first', () => {
    const merged = mergePosts([local('Just now', 1_000)], [post(7, 'Earlier', 60_000)], NOW)
    expect(merged.map((p) => p.content)).toEqual(['Just now', 'Earlier'])
  })

  it('drops a local post once the server has the same id, keeping the server copy', () => {
    const saved = post(9, 'Lunch bowl', 2_000)
    const merged = mergePosts([local('Lunch bowl', 2_500, 9)], [saved], NOW)
    expect(merged).toEqual([saved])
  })

  it('treats the same words within 15 s as one post, and further apart as two', () => {
    const server = [post(3, 'Salad again', 20_000)]
    const close = local('Salad again', 20_000 + POST_DEDUPE_WINDOW_MS - 1)
    const far = local('Salad again', 20_000 + POST_DEDUPE_WINDOW_MS + 1)
    expect(mergePosts([close], server, NOW)).toHaveLength(1)
    expect(mergePosts([far], server, NOW)).toHaveLength(2)
  })

  it('drops local posts older than 10 minutes', () => {
    const merged = mergePosts([local('Stale', LOCAL_POST_TTL_MS + 1)], [], NOW)
    expect(merged).toEqual([])
    expect(mergePosts([local('Recent', LOCAL_POST_TTL_MS - 1)], [], NOW)).toHaveLength(1)
  })

  it('never takes two photo-only posts for one because both have no words', () => {
    expect(isSamePost(local('', 1_000), post(4, '', 1_000))).toBe(false)
  })

  it('orders posts of the same moment by id, highest first', () => {
    const merged = mergePosts([], [post(1, 'a', 0), post(2, 'b', 0)], NOW)
    expect(merged.map((p) => p.id)).toEqual([2, 1])
  })
})

describe('mergePosts: posts the server no longer has', () => {
  // saved on the server a minute ago, as this browser kept it
  const keptCopy = (id: number, content: string, msAgo: number): LocalPost => ({
    ...local(content, msAgo, id),
    _savedAt: NOW - 60_000,
  })
  const answeredNow = (posts: Post[], morePages = false) => coverageOf(posts, morePages, NOW)

  it('drops a kept copy that a later answer of the server no longer lists: it was deleted', () => {
    const server = [post(3, 'Oats', 120_000)]
    const merged = mergePosts(
      [keptCopy(9, 'Deleted elsewhere', 90_000)],
      server,
      NOW,
      answeredNow(server),
    )
    expect(merged.map((p) => p.id)).toEqual([3])
  })

  it('drops it from an empty list that has no more pages', () => {
    expect(
      mergePosts([keptCopy(9, 'Deleted elsewhere', 90_000)], [], NOW, answeredNow([])),
    ).toEqual([])
  })

  it('keeps it when the answer is older than the save: the server had not listed it yet', () => {
    const earlier = coverageOf([], false, NOW - 120_000)
    const merged = mergePosts([keptCopy(9, 'Just saved', 90_000)], [], NOW, earlier)
    expect(merged.map((p) => p.id)).toEqual([9])
  })

  it('keeps it when it is older than the last post of the pages loaded so far', () => {
    const server = [post(12, 'Newer', 10_000)]
    const merged = mergePosts(
      [keptCopy(9, 'On a later page', 90_000)],
      server,
      NOW,
      answeredNow(server, true),
    )
    expect(merged.map((p) => p.id)).toEqual([12, 9])
  })

  it('keeps posts the server never had, and everything when nothing says what the list covers', () => {
    const pending = local('Still sending', 1_000)
    expect(mergePosts([pending], [], NOW, answeredNow([]))).toEqual([pending])
    expect(mergePosts([keptCopy(9, 'Unknown', 90_000)], [], NOW).map((p) => p.id)).toEqual([9])
  })
})
