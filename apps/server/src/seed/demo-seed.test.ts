import path from 'node:path'
import { addDays } from '@platewise/core'
import { analyzeMeal } from '@platewise/nutrition'
import { sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalImageStorage } from '../storage/local-image-storage'
import { createTestApp } from '../test/test-app'
import { DEMO_MEALS, DEMO_TREATS } from './demo-meals'
import { DEMO_PASSWORD } from './demo-people'
import { planDemo, type DemoSize } from './demo-plan'
import { DEMO_DISHES } from './demo-posts'
import { DEMO_WEIGH_IN_DAYS } from './demo-weights'
import { seedDemo, type SeedDemoResult } from './demo-seed'

// A small demo keeps the test fast: drawing photos and hashing passwords are
// what take the time, and a few of each show that they work.
const SMALL: DemoSize = { people: 6, days: 4, posts: 4, groups: 3, groupPosts: 4 }

let harness: Awaited<ReturnType<typeof createTestApp>>
let first: SeedDemoResult
const now = new Date()
const plan = planDemo(SMALL, now)
const { today } = plan

const seedOnce = () =>
  seedDemo({
    db: harness.db,
    images: createLocalImageStorage(path.join(harness.config.DATA_DIR, 'uploads')),
    size: SMALL,
    now,
  })

beforeAll(async () => {
  harness = await createTestApp()
  first = await seedOnce()
})
afterAll(() => harness.close())

async function signIn(email: string) {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: DEMO_PASSWORD },
  })
  expect(response.statusCode).toBe(200)
  return { authorization: `Bearer ${response.json<{ token: string }>().token}` }
}

const get = (url: string, headers: Record<string, string>) =>
  harness.app.inject({ method: 'GET', url, headers })

async function rows<T>(query: SQL) {
  const result = (await harness.db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

const countOf = async (query: SQL) => (await rows<{ n: number }>(query))[0]!.n

function examples() {
  if (!first.created) throw new Error('the first run should have created the demo')
  return first.summary.examples
}

describe('the demo seed', () => {
  it('creates people who sign in with the demo password and have finished onboarding', async () => {
    expect(first).toMatchObject({ created: true, summary: { people: SMALL.people } })
    for (const email of examples()) {
      const headers = await signIn(email)
      const profile = (await get('/api/profile', headers)).json()
      expect(profile.hasCompletedOnboarding).toBe(true)
      expect(profile.profile.bio).toBeTruthy()
    }
  })

  it("fills a demo person's feed with posts whose photos are served", async () => {
    const headers = await signIn(examples()[0]!)
    const feed = (await get('/api/social/feed?limit=50', headers)).json()
    expect(feed.posts.length).toBeGreaterThanOrEqual(SMALL.posts - 1)
    const withPhotos = feed.posts.filter((post: { image_url: string | null }) => post.image_url)
    expect(withPhotos.length).toBeGreaterThan(0)
    const photo = await get(withPhotos[0].image_url, {})
    expect(photo.statusCode).toBe(200)
    expect(photo.headers['content-type']).toBe('image/webp')
    // posted over the last days, not all at the moment the seed ran
    const times = feed.posts.map((post: { created_at: string }) => Date.parse(post.created_at))
    expect(Math.min(...times)).toBeLessThan(now.getTime() - 60 * 60 * 1000)
    expect(Math.max(...times)).toBeLessThanOrEqual(now.getTime())
  })

  it('logs days of analysed meals ending today', async () => {
    const headers = await signIn(examples()[0]!)
    const start = addDays(today, -(SMALL.days - 1))
    const { days } = (await get(`/api/diary/${start}/${today}`, headers)).json()
    const logged = days.filter((day: { has_data: boolean }) => day.has_data)
    expect(logged.length).toBeGreaterThanOrEqual(SMALL.days - 1)
    const yesterday = (await get(`/api/meals?date=${addDays(today, -1)}`, headers)).json()
    expect(yesterday.meals.length).toBeGreaterThanOrEqual(3)
    for (const meal of yesterday.meals) {
      expect(meal.calories).toBeGreaterThan(0)
      expect(meal.analysis.items.length).toBeGreaterThan(0)
    }
  })

  it('weighs people in over six weeks, today’s being their profile’s weight', async () => {
    const headers = await signIn(examples()[0]!)
    const { weights } = (
      await get(`/api/weights?from=${addDays(today, -60)}&to=${today}`, headers)
    ).json<{ weights: { date: string; weight: number }[] }>()
    expect(weights.length).toBeGreaterThan(20)
    expect(weights[0]!.date >= addDays(today, -DEMO_WEIGH_IN_DAYS)).toBe(true)
    const last = weights.at(-1)!
    expect(last.date).toBe(today)
    const { profile } = (await get('/api/profile', headers)).json()
    expect(profile.weight).toBe(last.weight)
    // a steady pace toward the target, with a day's water either way
    const first = weights[0]!
    expect(Math.abs(first.weight - last.weight)).toBeLessThan(6)
  })

  it('creates groups with members and posts, a private one among them', async () => {
    // a private group shows to its members only: ask each group's owner
    const owners = [...new Set(plan.groups.map((group) => plan.people[group.owner]!.email))]
    interface Summary {
      id: number
      members_count: number
      posts_count: number
      is_private: boolean
    }
    const lists = await Promise.all(
      owners.map(async (email) => (await get('/api/groups', await signIn(email))).json()),
    )
    const seen = new Map<number, Summary>()
    for (const { groups } of lists as { groups: Summary[] }[]) {
      for (const group of groups) seen.set(group.id, group)
    }
    expect(seen.size).toBe(SMALL.groups)
    const groups = [...seen.values()]
    expect(groups.every((group) => group.members_count >= 3)).toBe(true)
    expect(groups.some((group) => group.is_private)).toBe(true)
    expect(groups.reduce((total, group) => total + group.posts_count, 0)).toBe(SMALL.groupPosts)
  })

  it('keeps every counter equal to the rows it counts', async () => {
    const mismatches = await rows<{ what: string }>(sql`
      select 'posts_count' as what from users u
        where u.posts_count <> (select count(*) from posts p where p.user_id = u.id and p.group_id is null)
      union all select 'followers_count' from users u
        where u.followers_count <> (select count(*) from follows f where f.followee_id = u.id)
      union all select 'following_count' from users u
        where u.following_count <> (select count(*) from follows f where f.follower_id = u.id)
      union all select 'likes_count' from posts p
        where p.likes_count <> (select count(*) from post_likes l where l.post_id = p.id)
      union all select 'comments_count' from posts p
        where p.comments_count <> (select count(*) from comments c where c.post_id = p.id)
      union all select 'members_count' from groups g
        where g.members_count <> (select count(*) from group_members m where m.group_id = g.id)
      union all select 'group posts_count' from groups g
        where g.posts_count <> (select count(*) from posts p where p.group_id = g.id)`)
    expect(mismatches).toEqual([])
    expect(await countOf(sql`select count(*)::int as n from post_likes`)).toBeGreaterThan(0)
  })

  it('adds nothing when the demo people are already there', async () => {
    const count = () =>
      countOf(
        sql`select ((select count(*) from users) + (select count(*) from posts) + (select count(*) from meals))::int as n`,
      )
    const before = await count()
    expect(await seedOnce()).toEqual({ created: false, existingPeople: SMALL.people })
    expect(await count()).toBe(before)
  })

  it('plans the same demo every time for the same moment', () => {
    expect(planDemo(SMALL, now)).toEqual(plan)
  })

  it('only uses meals the analyser reads in full', () => {
    const descriptions = [
      ...Object.values(DEMO_MEALS).flat(),
      ...DEMO_TREATS,
      ...DEMO_DISHES.map((dish) => dish.description),
    ]
    for (const description of descriptions) {
      const analysis = analyzeMeal(description)
      expect({ description, unmatched: analysis.unmatched }).toEqual({ description, unmatched: [] })
      expect(analysis.totals.calories).toBeGreaterThan(0)
    }
  })
})
