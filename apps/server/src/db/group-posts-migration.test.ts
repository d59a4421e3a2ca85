import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FULL_DEMO, planDemo } from '../seed/demo-plan'
import {
  migrations,
  migrationsBefore,
  openBlankDatabase,
  type Blank,
} from '../test/migration-database'

// Issue 26 (decision 034): migration 0013 moves group posts and their likes
// into posts and post_likes. This writes the demo community's groups, group
// posts (photos included) and likes into the tables as they were before it,
// with posts of the feed between them, migrates, and checks that everything
// arrived, on PGlite or on PostgreSQL (PLATEWISE_TEST_DB=postgres).

const plan = planDemo(FULL_DEMO, new Date('2026-06-15T12:00:00Z'))
const photoKey = (index: number) => `${String(index).padStart(32, 'a')}.webp`
const MEAL = { title: 'Lentil soup', calories: 420, protein: 24, carbs: 60, fat: 9 }

interface OldGroupPost {
  id: number
  group_id: number
  user_id: number
  content: string
  image_key: string | null
  meal_data: unknown
  likes_count: number
  created_at: Date
}

let database: Blank
let before: {
  groupPosts: OldGroupPost[]
  likes: { group_post_id: number; user_id: number; created_at: Date }[]
  posts: { id: number; user_id: number; content: string }[]
  postsCount: { id: number; posts_count: number }[]
}

beforeAll(async () => {
  database = await openBlankDatabase()
  const folder = migrationsBefore('0013_')
  await database.migrate(folder)
  fs.rmSync(folder, { recursive: true, force: true })
  await writeDemoCommunity()
  before = {
    groupPosts: await database.query(`select * from group_posts order by id`),
    likes: await database.query(`select * from group_post_likes`),
    posts: await database.query(`select id, user_id, content from posts order by id`),
    postsCount: await database.query(`select id, posts_count from users order by id`),
  }
  await database.migrate(migrations)
}, 60_000)
afterAll(() => database?.close())

/** The demo plan's people, groups, group posts and likes, as the old tables held them. */
async function writeDemoCommunity() {
  const q = database.query.bind(database)
  const users: number[] = []
  for (const person of plan.people) {
    const [row] = await q<{ id: number }>(
      `insert into users (email, username, first_name, last_name, password_hash)
       values ($1, $2, $3, $4, 'x') returning id`,
      [person.email, person.username, person.firstName, person.lastName],
    )
    users.push(row!.id)
  }
  const groups: number[] = []
  for (const group of plan.groups) {
    const [row] = await q<{ id: number }>(
      `insert into groups (name, is_private, created_by, members_count) values ($1, $2, $3, $4) returning id`,
      [group.name, group.isPrivate, users[group.owner], 1 + group.members.length],
    )
    groups.push(row!.id)
    await q(`insert into group_members (group_id, user_id, role) values ($1, $2, 'owner')`, [
      row!.id,
      users[group.owner],
    ])
    for (const member of group.members) {
      await q(`insert into group_members (group_id, user_id) values ($1, $2)`, [
        row!.id,
        users[member],
      ])
    }
  }
  // posts of the feed written between group posts, so the old ids and the new differ
  const feedPosts = plan.posts.slice(0, 20)
  const groupPostIds: number[] = []
  for (const [index, post] of plan.groupPosts.entries()) {
    const feedPost = feedPosts[index]
    if (feedPost) {
      await q(`insert into posts (user_id, content) values ($1, $2)`, [
        users[feedPost.author],
        feedPost.content,
      ])
      await q(`update users set posts_count = posts_count + 1 where id = $1`, [
        users[feedPost.author],
      ])
    }
    const [row] = await q<{ id: number }>(
      `insert into group_posts (group_id, user_id, content, image_key, meal_data, created_at)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [
        groups[post.group],
        users[post.author],
        post.content,
        post.photo ? photoKey(index) : null,
        index === 0 ? JSON.stringify(MEAL) : null,
        post.at,
      ],
    )
    groupPostIds.push(row!.id)
    await q(`update groups set posts_count = posts_count + 1 where id = $1`, [groups[post.group]])
  }
  for (const like of plan.groupLikes) {
    await q(
      `insert into group_post_likes (group_post_id, user_id, created_at) values ($1, $2, $3)`,
      [groupPostIds[like.post], users[like.person], like.at],
    )
    await q(`update group_posts set likes_count = likes_count + 1 where id = $1`, [
      groupPostIds[like.post],
    ])
  }
}

const groupPostsNow = () =>
  database.query<OldGroupPost & { id: number; comments_count: number }>(
    `select id, group_id, user_id, content, image_key, meal_data, likes_count, created_at, comments_count
     from posts where group_id is not null order by id`,
  )

describe('migration 0013 on the demo community', () => {
  it('had group posts with photos, meal data and likes to move', () => {
    expect(before.groupPosts).toHaveLength(plan.groupPosts.length)
    expect(before.groupPosts.filter((post) => post.image_key).length).toBeGreaterThan(0)
    expect(before.groupPosts.filter((post) => post.meal_data).length).toBe(1)
    expect(before.likes.length).toBeGreaterThan(10)
  })

  it('moves every group post with its author, text, photo, meal data, time and like count, in order', async () => {
    const moved = await groupPostsNow()
    const strip = ({ id: _id, comments_count: _c, ...post }: (typeof moved)[number]) => post
    expect(moved.map(strip)).toEqual(before.groupPosts.map(({ id: _id, ...post }) => post))
    expect(moved.every((post) => post.comments_count === 0)).toBe(true)
  })

  it('moves every like to the post it was on, with its time', async () => {
    const moved = await groupPostsNow()
    const newId = new Map(before.groupPosts.map((post, index) => [post.id, moved[index]!.id]))
    const likes = await database.query<{ post_id: number; user_id: number; created_at: Date }>(
      `select post_id, user_id, created_at from post_likes`,
    )
    const sortKey = (like: { post_id: number; user_id: number }) =>
      `${like.post_id}:${like.user_id}`
    const expected = before.likes.map((like) => ({
      post_id: newId.get(like.group_post_id)!,
      user_id: like.user_id,
      created_at: like.created_at,
    }))
    expect(likes.sort((a, b) => sortKey(a).localeCompare(sortKey(b)))).toEqual(
      expected.sort((a, b) => sortKey(a).localeCompare(sortKey(b))),
    )
    for (const post of moved) {
      expect(post.likes_count).toBe(likes.filter((like) => like.post_id === post.id).length)
    }
  })

  it('keeps each group’s posts_count and each author’s, and the feed’s posts as they were', async () => {
    const groups = await database.query<{ posts_count: number; counted: number }>(
      `select posts_count, (select count(*)::int from posts where group_id = groups.id) as counted from groups`,
    )
    expect(groups.length).toBe(FULL_DEMO.groups)
    for (const group of groups) expect(group.posts_count).toBe(group.counted)
    expect(groups.reduce((sum, group) => sum + group.posts_count, 0)).toBe(plan.groupPosts.length)
    // group posts count in their group, not on their author's profile
    expect(await database.query(`select id, posts_count from users order by id`)).toEqual(
      before.postsCount,
    )
    expect(
      await database.query(
        `select id, user_id, content from posts where group_id is null order by id`,
      ),
    ).toEqual(before.posts)
  })

  it('drops the old tables, and a group’s deletion takes its posts and their likes', async () => {
    const tables = await database.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_name like 'group_post%'`,
    )
    expect(tables).toEqual([])
    const [group] = await database.query<{ id: number }>(
      `select group_id as id from posts where group_id is not null and likes_count > 0 limit 1`,
    )
    const likesOf = async (where: string, params: unknown[] = []) =>
      (
        await database.query<{ n: number }>(
          `select count(*)::int as n from post_likes join posts on posts.id = post_likes.post_id ${where}`,
          params,
        )
      )[0]!.n
    const all = await likesOf('')
    const ofGroup = await likesOf('where posts.group_id = $1', [group!.id])
    await database.query(`delete from groups where id = $1`, [group!.id])
    expect(await likesOf('')).toBe(all - ofGroup)
    expect(await database.query(`select 1 from posts where group_id = $1`, [group!.id])).toEqual([])
  })
})
