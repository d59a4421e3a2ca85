import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import {
  aSearchUser,
  aSocialProfile,
  anotherProfile,
  followAnswer,
  sam,
} from '../../test/social-profile-fixtures'
import { postKeys } from '../../lib/posts/post-keys'
import { applyFollowEverywhere } from './follow-cache'
import { peopleKeys } from '../../lib/people/people-keys'

const ME = 7
const samResult = aSearchUser({ ...sam, posts_count: 2 })
const lena = aSearchUser({ id: 8, first_name: 'Lena', last_name: 'Fischer' })

/** A cache holding Sam in every place a screen shows him, and Maya's own profile. */
function cacheWithSam() {
  const client = new QueryClient()
  client.setQueryData(peopleKeys.discoverSearch(ME, 'users', 'sa'), {
    pages: [{ users: [lena, samResult], hasMore: false, total: 2 }],
    pageParams: [0],
  })
  client.setQueryData(peopleKeys.headerSearch(ME, 'users', 'sam'), {
    query: 'sam',
    kind: 'users',
    people: [samResult],
    groups: [],
    samples: false,
  })
  client.setQueryData(peopleKeys.list(ME, 'followers', '8'), {
    pages: [{ users: [{ ...sam, is_following: false }], next_cursor: null }],
    pageParams: [undefined],
  })
  client.setQueryData(
    postKeys.profile(ME, 'sam_runs'),
    anotherProfile({ counts: { posts: 2, followers: 3, following: 5 } }),
  )
  client.setQueryData(
    postKeys.profile(ME, '7'),
    aSocialProfile({ counts: { posts: 0, followers: 0, following: 1 } }),
  )
  client.setQueryData(postKeys.feed(ME), { pages: [], pageParams: [undefined] })
  return client
}

describe('applyFollowEverywhere', () => {
  it("writes the answer into every search, list and profile that shows the person, and nobody else's", () => {
    const client = cacheWithSam()
    applyFollowEverywhere(client, ME, sam.id, followAnswer(true, 4, 2))

    const discover = client.getQueryData<{ pages: { users: (typeof lena)[] }[] }>(
      peopleKeys.discoverSearch(ME, 'users', 'sa'),
    )
    expect(discover?.pages[0]?.users.map((user) => [user.username, user.is_following])).toEqual([
      ['lena', false],
      ['sam_runs', true],
    ])
    const header = client.getQueryData<{ people: (typeof lena)[] }>(
      peopleKeys.headerSearch(ME, 'users', 'sam'),
    )
    expect(header?.people[0]?.is_following).toBe(true)
    const list = client.getQueryData<{ pages: { users: (typeof lena)[] }[] }>(
      peopleKeys.list(ME, 'followers', '8'),
    )
    expect(list?.pages[0]?.users[0]?.is_following).toBe(true)

    const profile = client.getQueryData<ReturnType<typeof anotherProfile>>(
      postKeys.profile(ME, 'sam_runs'),
    )
    expect(profile).toMatchObject({
      isFollowing: true,
      followers_count: 4,
      stats: { posts: 2, followers: 4, following: 5 },
    })
    const mine = client.getQueryData<ReturnType<typeof aSocialProfile>>(postKeys.profile(ME, '7'))
    expect(mine).toMatchObject({ following_count: 2, stats: { following: 2, followers: 0 } })
  })

  it('marks the lists and the feed to be asked again, since people and posts came or went', () => {
    const client = cacheWithSam()
    applyFollowEverywhere(client, ME, sam.id, followAnswer(true, 4, 2))
    expect(client.getQueryState(peopleKeys.list(ME, 'followers', '8'))?.isInvalidated).toBe(true)
    expect(client.getQueryState(postKeys.feed(ME))?.isInvalidated).toBe(true)
    // the searches keep their rows, now with the answer written in
    expect(client.getQueryState(peopleKeys.headerSearch(ME, 'users', 'sam'))?.isInvalidated).toBe(
      false,
    )
  })
})
