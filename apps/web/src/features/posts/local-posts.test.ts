import type { LocalPost } from '@platewise/core'
import { describe, expect, it } from 'vitest'
import { storeSession, testUser } from '../../test/render-app'
import { localPosts, localPostsOf } from './local-posts'
import { aPost, maya } from '../../test/post-fixtures'

const pending = (localId: string, content: string): LocalPost => ({
  ...aPost({ id: -1, user: maya, content, created_at: new Date().toISOString() }),
  _localId: localId,
  _status: 'creating',
  _serverSaved: false,
})

describe('local posts', () => {
  it("are kept for the signed-in user, with their id, and are nobody else's", () => {
    storeSession()
    localPosts.addPending(testUser.id, pending('local-a', 'Oats'), null)
    expect(JSON.parse(localStorage.getItem('local_posts')!)).toMatchObject({
      userId: testUser.id,
      posts: [{ content: 'Oats' }],
    })
    expect(localPostsOf(testUser.id).map((post) => post.content)).toEqual(['Oats'])
    expect(localPostsOf(99)).toEqual([])
  })

  it('show a post whose save a reload cut off as failed, so it can be sent again', () => {
    storeSession()
    localStorage.setItem(
      'local_posts',
      JSON.stringify({ userId: testUser.id, posts: [pending('local-b', 'Soup')] }),
    )
    expect(localPostsOf(testUser.id)[0]).toMatchObject({ content: 'Soup', _status: 'failed' })
  })

  it("never write over the next person's posts when a save ends after sign-out", () => {
    storeSession()
    localPosts.addPending(testUser.id, pending('local-c', 'Mine'), null)
    // Maya signs out (her posts go) and Sam signs in and posts
    localStorage.clear()
    storeSession({ ...testUser, id: 9, username: 'sam_runs' })
    localPosts.addPending(9, { ...pending('local-d', "Sam's"), user: { ...maya, id: 9 } }, null)

    localPosts.failed(testUser.id, 'local-c', {
      reason: 'The server could not be reached.',
      photoRefused: false,
    })
    expect(JSON.parse(localStorage.getItem('local_posts')!)).toMatchObject({
      userId: 9,
      posts: [{ content: "Sam's" }],
    })
  })
})
