import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { expect } from 'vitest'
import { multipartForm, registerUser, type createTestApp } from '../../test/test-app'

// The commands of the model-based counter tests (counters.model.test.ts and
// counters.model.hard.test.ts): several people follow, unfollow, post, like,
// bookmark, comment, delete and share with a group, in any order. The model
// is what the rows should be; after every command the database's counters
// must equal both the rows they count and the model, none negative, and the
// actor's feed must show exactly their own posts and those of the people they
// follow, with the counts the model says.

type Harness = Awaited<ReturnType<typeof createTestApp>>
type Headers = Record<string, string>

/** The people of the runs and their group, made once; their posts and follows are wiped per run. */
export interface World {
  harness: Harness
  people: { id: number; headers: Headers }[]
  group: number
}

interface ModelPost {
  author: number
  content: string
  allowComments: boolean
  hideLikes: boolean
  likes: Set<number>
  bookmarks: Set<number>
}

/** People are indices into World.people. */
export interface Model {
  /** `${follower}>${followee}` */
  follows: Set<string>
  /** Live posts by id */
  posts: Map<number, ModelPost>
  /** Every post of the run, deleted ones too, so commands also meet deleted posts */
  knownPosts: number[]
  /** Live comments by id */
  comments: Map<number, { postId: number; author: number }>
  knownComments: number[]
  made: number
}

export const emptyModel = (): Model => ({
  follows: new Set(),
  posts: new Map(),
  knownPosts: [],
  comments: new Map(),
  knownComments: [],
  made: 0,
})

/** Registers the people and a public group they all belong to. */
export async function makeWorld(harness: Harness, size: number): Promise<World> {
  const people = []
  for (let i = 0; i < size; i += 1) {
    const person = await registerUser(harness.app)
    people.push({ id: person.user.id, headers: person.headers })
  }
  const created = await harness.app.inject({
    method: 'POST',
    url: '/api/groups',
    headers: people[0]!.headers,
    payload: { name: 'Everyone' },
  })
  const group = created.json<{ id: number }>().id
  for (const person of people.slice(1)) {
    const joined = await harness.app.inject({
      method: 'POST',
      url: `/api/groups/${group}/join`,
      headers: person.headers,
    })
    expect(joined.statusCode).toBe(200)
  }
  return { harness, people, group }
}

/**
 * A fresh start for a run: no follows, no posts (their likes, bookmarks and
 * comments go with them), counters at zero. Group posts stay, which the feed
 * must never show anyway.
 */
export async function resetSocial(world: World) {
  const { db } = world.harness
  await db.execute(sql`delete from follows`)
  await db.execute(sql`delete from posts`)
  await db.execute(sql`update users set posts_count = 0, followers_count = 0, following_count = 0`)
}

async function send(
  world: World,
  who: number,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, string>,
  multipart = false,
) {
  const headers = world.people[who]!.headers
  if (multipart && payload) {
    const form = await multipartForm(payload)
    return world.harness.app.inject({
      method,
      url,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    })
  }
  return world.harness.app.inject({ method, url, headers, payload })
}

const followersOf = (m: Model, person: number) =>
  [...m.follows].filter((edge) => edge.endsWith(`>${person}`)).length
const followingOf = (m: Model, person: number) =>
  [...m.follows].filter((edge) => edge.startsWith(`${person}>`)).length
const postsOf = (m: Model, person: number) =>
  [...m.posts.values()].filter((post) => post.author === person).length
const commentsOn = (m: Model, postId: number) =>
  [...m.comments.values()].filter((comment) => comment.postId === postId).length
const visibleLikes = (post: ModelPost, viewer: number) =>
  post.hideLikes && post.author !== viewer ? null : post.likes.size
const pick = <T>(list: readonly T[], index: number) => list[index % list.length]!

interface CounterRow {
  kind: 'user' | 'post'
  id: number
  a: number
  a_rows: number
  b: number
  b_rows: number
  c: number
  c_rows: number
}

/** Every counter beside the rows it counts, in one statement. */
async function countersAndRows(world: World) {
  const result = await world.harness.db.execute(sql`
    select 'user' as kind, u.id,
      u.followers_count as a, (select count(*) from follows where followee_id = u.id)::int as a_rows,
      u.following_count as b, (select count(*) from follows where follower_id = u.id)::int as b_rows,
      u.posts_count as c, (select count(*) from posts where user_id = u.id and group_id is null)::int as c_rows
    from users u
    union all
    select 'post', p.id,
      p.likes_count, (select count(*) from post_likes where post_id = p.id)::int,
      p.comments_count, (select count(*) from comments where post_id = p.id)::int,
      0, 0
    from posts p where p.group_id is null`)
  // both drivers answer { rows }
  return (result as unknown as { rows: CounterRow[] }).rows
}

interface FeedPost {
  id: number
  content: string
  user: { id: number }
  likes_count: number | null
  comments_count: number
  is_liked: boolean
  is_bookmarked: boolean
}

async function feedOf(world: World, viewer: number) {
  const posts: FeedPost[] = []
  let cursor: string | null = null
  do {
    const query: string = cursor ? `&before=${cursor}` : ''
    const response = await send(world, viewer, 'GET', `/api/social/feed?limit=50${query}`)
    expect(response.statusCode).toBe(200)
    const page = response.json<{ posts: FeedPost[]; next_cursor: string | null }>()
    posts.push(...page.posts)
    cursor = page.next_cursor
  } while (cursor)
  return posts
}

/** What must hold after every command; `seen` are the people whose profiles are read. */
export async function checkInvariants(m: Model, world: World, viewer: number, seen: number[]) {
  const personOf = new Map(world.people.map((person, index) => [person.id, index]))

  // the database: counters equal their rows and the model, none negative
  const rows = await countersAndRows(world)
  for (const row of rows) {
    expect(
      [row.a, row.b, row.c].every((n) => n >= 0),
      `${row.kind} ${row.id}`,
    ).toBe(true)
    expect({ kind: row.kind, id: row.id, counters: [row.a, row.b, row.c] }).toEqual({
      kind: row.kind,
      id: row.id,
      counters: [row.a_rows, row.b_rows, row.c_rows],
    })
    if (row.kind === 'user') {
      const person = personOf.get(row.id)!
      expect([row.a, row.b, row.c]).toEqual([
        followersOf(m, person),
        followingOf(m, person),
        postsOf(m, person),
      ])
    } else {
      const post = m.posts.get(row.id)
      expect(post, `post ${row.id} is in the database but not in the model`).toBeDefined()
      expect([row.a, row.b]).toEqual([post!.likes.size, commentsOn(m, row.id)])
    }
  }
  expect(rows.filter((row) => row.kind === 'post').length).toBe(m.posts.size)

  // the API: the viewer's feed is exactly their own posts and their followees', newest first
  const feed = await feedOf(world, viewer)
  const authors = (author: number) => author === viewer || m.follows.has(`${viewer}>${author}`)
  const expected = [...m.posts.entries()]
    .filter(([, post]) => authors(post.author))
    .map(([id]) => id)
    .sort((a, b) => b - a)
  expect(feed.map((post) => post.id)).toEqual(expected)
  for (const shown of feed) {
    const post = m.posts.get(shown.id)!
    expect(shown).toMatchObject({
      content: post.content,
      user: { id: world.people[post.author]!.id },
      likes_count: visibleLikes(post, viewer),
      comments_count: commentsOn(m, shown.id),
      is_liked: post.likes.has(viewer),
      is_bookmarked: post.bookmarks.has(viewer),
    })
  }

  // the API: the counts on the profiles of the people the command touched
  for (const person of new Set(seen)) {
    const response = await send(
      world,
      viewer,
      'GET',
      `/api/social/profile/${world.people[person]!.id}`,
    )
    expect(response.statusCode).toBe(200)
    const profile = response.json<Record<string, number>>()
    expect({
      followers: profile.followers_count,
      following: profile.following_count,
      posts: profile.posts_count,
    }).toEqual({
      followers: followersOf(m, person),
      following: followingOf(m, person),
      posts: postsOf(m, person),
    })
  }
}

type Command = fc.AsyncCommand<Model, World>

class CreatePost implements Command {
  constructor(
    readonly author: number,
    readonly allowComments: boolean,
    readonly hideLikes: boolean,
  ) {}
  check = () => true
  async run(m: Model, world: World) {
    m.made += 1
    const content = `post ${m.made}`
    const response = await send(
      world,
      this.author,
      'POST',
      '/api/social/posts',
      {
        content,
        allow_comments: String(this.allowComments),
        hide_like_count: String(this.hideLikes),
      },
      true,
    )
    expect(response.statusCode, response.body).toBe(201)
    const post = response.json<FeedPost>()
    expect(post).toMatchObject({ likes_count: 0, comments_count: 0 })
    m.posts.set(post.id, {
      author: this.author,
      content,
      allowComments: this.allowComments,
      hideLikes: this.hideLikes,
      likes: new Set(),
      bookmarks: new Set(),
    })
    m.knownPosts.push(post.id)
    await checkInvariants(m, world, this.author, [this.author])
  }
  toString = () =>
    `CreatePost(${this.author}, comments ${this.allowComments}, hidden ${this.hideLikes})`
}

class Follow implements Command {
  constructor(
    readonly follower: number,
    readonly followee: number,
    readonly follow: boolean,
  ) {}
  check = () => true
  async run(m: Model, world: World) {
    const response = await send(
      world,
      this.follower,
      this.follow ? 'POST' : 'DELETE',
      `/api/social/follow/${world.people[this.followee]!.id}`,
    )
    if (this.follower === this.followee) {
      // following yourself is a 400 (contract); so is unfollowing yourself
      expect(response.statusCode).toBe(400)
    } else {
      expect(response.statusCode, response.body).toBe(200)
      const edge = `${this.follower}>${this.followee}`
      if (this.follow) m.follows.add(edge)
      else m.follows.delete(edge)
      expect(response.json()).toEqual({
        is_following: this.follow,
        followers_count: followersOf(m, this.followee),
        following_count: followingOf(m, this.follower),
      })
    }
    await checkInvariants(m, world, this.follower, [this.follower, this.followee])
  }
  toString = () => `${this.follow ? 'Follow' : 'Unfollow'}(${this.follower} → ${this.followee})`
}

class Mark implements Command {
  constructor(
    readonly person: number,
    readonly postPick: number,
    readonly mark: 'like' | 'favorite',
  ) {}
  check = (m: Readonly<Model>) => m.knownPosts.length > 0
  async run(m: Model, world: World) {
    const postId = pick(m.knownPosts, this.postPick)
    const response = await send(
      world,
      this.person,
      'POST',
      `/api/social/posts/${postId}/${this.mark}`,
    )
    const post = m.posts.get(postId)
    if (!post) {
      expect(response.statusCode).toBe(404)
    } else {
      expect(response.statusCode, response.body).toBe(200)
      const marks = this.mark === 'like' ? post.likes : post.bookmarks
      if (marks.has(this.person)) marks.delete(this.person)
      else marks.add(this.person)
      expect(response.json()).toEqual(
        this.mark === 'like'
          ? { is_liked: post.likes.has(this.person), likes_count: visibleLikes(post, this.person) }
          : { is_bookmarked: post.bookmarks.has(this.person) },
      )
    }
    await checkInvariants(m, world, this.person, [this.person])
  }
  toString = () =>
    `${this.mark === 'like' ? 'Like' : 'Bookmark'}(${this.person}, post #${this.postPick})`
}

class Comment implements Command {
  constructor(
    readonly person: number,
    readonly postPick: number,
  ) {}
  check = (m: Readonly<Model>) => m.knownPosts.length > 0
  async run(m: Model, world: World) {
    const postId = pick(m.knownPosts, this.postPick)
    const response = await send(
      world,
      this.person,
      'POST',
      `/api/social/posts/${postId}/comments`,
      {
        content: 'Nice',
      },
    )
    const post = m.posts.get(postId)
    if (!post) expect(response.statusCode).toBe(404)
    else if (!post.allowComments) expect(response.statusCode).toBe(403)
    else {
      expect(response.statusCode, response.body).toBe(201)
      const { id } = response.json<{ id: number }>()
      m.comments.set(id, { postId, author: this.person })
      m.knownComments.push(id)
    }
    await checkInvariants(m, world, this.person, [this.person])
  }
  toString = () => `Comment(${this.person}, post #${this.postPick})`
}

/** `person` null: the author of what is deleted, so deletions that succeed are frequent. */
class DeleteComment implements Command {
  constructor(
    readonly person: number | null,
    readonly commentPick: number,
  ) {}
  check = (m: Readonly<Model>) => m.knownComments.length > 0
  async run(m: Model, world: World) {
    const commentId = pick(m.knownComments, this.commentPick)
    const comment = m.comments.get(commentId)
    const who = this.person ?? comment?.author ?? 0
    const response = await send(world, who, 'DELETE', `/api/social/comments/${commentId}`)
    if (!comment) expect(response.statusCode).toBe(404)
    else if (comment.author !== who) expect(response.statusCode).toBe(403)
    else {
      expect(response.statusCode, response.body).toBe(204)
      m.comments.delete(commentId)
    }
    await checkInvariants(m, world, who, [who])
  }
  toString = () => `DeleteComment(${this.person ?? 'its author'}, comment #${this.commentPick})`
}

class DeletePost implements Command {
  constructor(
    readonly person: number | null,
    readonly postPick: number,
  ) {}
  check = (m: Readonly<Model>) => m.knownPosts.length > 0
  async run(m: Model, world: World) {
    const postId = pick(m.knownPosts, this.postPick)
    const post = m.posts.get(postId)
    const who = this.person ?? post?.author ?? 0
    const response = await send(world, who, 'DELETE', `/api/social/posts/${postId}`)
    if (!post) expect(response.statusCode).toBe(404)
    else if (post.author !== who) expect(response.statusCode).toBe(403)
    else {
      expect(response.statusCode, response.body).toBe(204)
      m.posts.delete(postId)
      // its likes, bookmarks and comments go with it
      for (const [id, comment] of m.comments) if (comment.postId === postId) m.comments.delete(id)
    }
    await checkInvariants(m, world, who, [who])
  }
  toString = () => `DeletePost(${this.person ?? 'its author'}, post #${this.postPick})`
}

/** A post in the group: never in anyone's feed, never in anyone's posts count. */
class ShareWithGroup implements Command {
  constructor(readonly person: number) {}
  check = () => true
  async run(m: Model, world: World) {
    const response = await send(
      world,
      this.person,
      'POST',
      `/api/groups/${world.group}/posts`,
      { content: 'For the group only' },
      true,
    )
    expect(response.statusCode, response.body).toBe(201)
    await checkInvariants(m, world, this.person, [this.person])
  }
  toString = () => `ShareWithGroup(${this.person})`
}

/** Every command, over `people` people. */
export function socialCommands(people: number) {
  const person = fc.nat({ max: people - 1 })
  // someone, or (null) the author of the comment or post, half the time each
  const personOrAuthor = fc.option(person, { freq: 2 })
  const index = fc.nat({ max: 1_000 })
  // most posts allow comments, so comments and their deletion are frequent
  const allowComments = fc.nat({ max: 3 }).map((n) => n > 0)
  return [
    fc.tuple(person, allowComments, fc.boolean()).map(([a, c, h]) => new CreatePost(a, c, h)),
    fc.tuple(person, person).map(([a, b]) => new Follow(a, b, true)),
    fc.tuple(person, person).map(([a, b]) => new Follow(a, b, false)),
    fc.tuple(person, index).map(([a, p]) => new Mark(a, p, 'like')),
    fc.tuple(person, index).map(([a, p]) => new Mark(a, p, 'favorite')),
    fc.tuple(person, index).map(([a, p]) => new Comment(a, p)),
    fc.tuple(personOrAuthor, index).map(([a, c]) => new DeleteComment(a, c)),
    fc.tuple(personOrAuthor, index).map(([a, p]) => new DeletePost(a, p)),
    person.map((a) => new ShareWithGroup(a)),
  ]
}

/** Runs `numRuns` sequences of at most `maxCommands` commands, each from a fresh start. */
export async function runSocialModel(
  world: World,
  { numRuns, maxCommands }: { numRuns: number; maxCommands: number },
) {
  await fc.assert(
    fc.asyncProperty(
      fc.commands(socialCommands(world.people.length), { maxCommands, size: 'max' }),
      async (commands) => {
        await resetSocial(world)
        await fc.asyncModelRun(() => ({ model: emptyModel(), real: world }), commands)
      },
    ),
    { numRuns },
  )
}
