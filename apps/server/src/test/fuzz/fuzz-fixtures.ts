import { and, count, eq, isNotNull } from 'drizzle-orm'
import sharp from 'sharp'
import type { Database } from '../../db/client'
import { comments, favorites, groupMembers, meals, posts, profiles } from '../../db/schema'
import { multipartForm, onboardedProfile, registerUser, type TestApp } from '../test-app'
import type { SampleName } from './requests'
import { pngClaiming } from '../png-claiming'

// The fuzz user has something of everything (a profile, meals, a saved meal, a
// post with a comment, a group with a post), and so does a neighbour whose rows
// the fuzz user may aim at, so that hostile requests reach deep into the
// handlers rather than stopping at "not found". Requests that succeed may
// delete these rows, log the user out or end the session: `recover()` puts
// back what is missing through the API, as a user would.

const PASSWORD = 'analytical-engine'

interface Person {
  id: number
  email: string
  token: string
}

export interface FuzzFixtures {
  /** The fuzz user's current token */
  readonly token: string
  /** The fuzz user's id (a new user's, if a request deleted the account) */
  readonly userId: number
  /** After a request that succeeded: sign in again if needed and put back missing rows */
  recover(): Promise<void>
}

export async function createFuzzFixtures(app: TestApp, db: Database): Promise<FuzzFixtures> {
  const call = async (
    person: Person,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) => {
    const response = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${person.token}` },
      payload,
    })
    if (response.statusCode >= 300) {
      throw new Error(`fixture ${method} ${url} answered ${response.statusCode}: ${response.body}`)
    }
    return response.json<{ id: number }>()
  }
  const share = async (person: Person, url: string, content: string) => {
    const form = await multipartForm({ content })
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${person.token}`, ...form.headers },
      payload: form.payload,
    })
    if (response.statusCode !== 201) throw new Error(`fixture post: ${response.body}`)
  }
  const rowsOf = async (
    table: typeof meals | typeof favorites | typeof posts | typeof comments,
    person: Person,
  ) => {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.userId, person.id))
    return row!.n
  }

  const register = async (): Promise<Person> => {
    const { token, user } = await registerUser(app, { password: PASSWORD })
    return { id: user.id, email: user.email, token }
  }

  /** Puts back whatever this person is missing. */
  const fillIn = async (person: Person, other: Person) => {
    const [profile] = await db
      .select({ n: count() })
      .from(profiles)
      .where(eq(profiles.userId, person.id))
    if (profile!.n === 0) {
      await call(person, 'POST', '/api/profile/create', { ...onboardedProfile, bio: 'Eats things' })
    }
    while ((await rowsOf(meals, person)) < 2) {
      await call(person, 'POST', '/api/meals', {
        meal_date: '2026-05-01',
        meal_type: 'lunch',
        description: 'two eggs and toast',
        calories: 350,
        protein: 20,
      })
    }
    if ((await rowsOf(favorites, person)) === 0) {
      const meal = await call(person, 'POST', '/api/meals', {
        meal_date: '2026-04-30',
        meal_type: 'dinner',
        description: 'lentil soup',
        calories: 420,
        protein: 24,
      })
      await call(person, 'POST', '/api/favorites/from-meal', {
        mealId: meal.id,
        customName: 'Soup',
      })
    }
    if ((await rowsOf(posts, person)) === 0) await share(person, '/api/social/posts', 'Lunch!')
    const [membership] = await db
      .select({ groupId: groupMembers.groupId })
      .from(groupMembers)
      .where(eq(groupMembers.userId, person.id))
      .limit(1)
    const groupId =
      membership?.groupId ??
      (await call(person, 'POST', '/api/groups', { name: 'Runners', description: 'We run' })).id
    const [groupPost] = await db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.userId, person.id), isNotNull(posts.groupId)))
      .limit(1)
    if (!groupPost) {
      await share(person, `/api/groups/${groupId}/posts`, 'Ran 5 km')
    }
    // the fuzz user's own posts may have comments turned off by now
    const [theirs] = await db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.userId, other.id), eq(posts.allowComments, true)))
      .limit(1)
    if (theirs && (await rowsOf(comments, person)) === 0) {
      await call(person, 'POST', `/api/social/posts/${theirs.id}/comments`, { content: 'Nice' })
    }
  }

  const stillSignedIn = async (person: Person) =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/account/sessions',
        headers: { authorization: `Bearer ${person.token}` },
      })
    ).statusCode === 200

  /** A new token for a person who was logged out, or a new person if the account is gone. */
  const signIn = async (person: Person): Promise<Person> => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: PASSWORD },
    })
    if (response.statusCode === 200) return { ...person, token: response.json().token }
    return register()
  }

  let owner = await register()
  let neighbour = await register()
  await call(neighbour, 'POST', `/api/social/follow/${owner.id}`)
  await call(owner, 'POST', `/api/social/follow/${neighbour.id}`)
  const privateGroup = await call(neighbour, 'POST', '/api/groups', {
    name: 'Quiet corner',
    is_private: true,
  })
  await call(neighbour, 'POST', `/api/groups/${privateGroup.id}/invitations`, { user_id: owner.id })

  const recover = async () => {
    if (!(await stillSignedIn(owner))) owner = await signIn(owner)
    if (!(await stillSignedIn(neighbour))) neighbour = await signIn(neighbour)
    await fillIn(owner, neighbour)
    await fillIn(neighbour, owner)
  }
  await recover()

  return {
    get token() {
      return owner.token
    },
    get userId() {
      return owner.id
    },
    recover,
  }
}

/** Files for upload fields: real small images of each kind, an image claiming 900 megapixels, an SVG. */
export async function sampleFiles(): Promise<Record<SampleName, Uint8Array>> {
  const image = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#2f9e44' } })
  return {
    png: await image().png().toBuffer(),
    jpeg: await image().jpeg().toBuffer(),
    webp: await image().webp().toBuffer(),
    gif: await image().gif().toBuffer(),
    hugePng: pngClaiming(30_000, 30_000),
    svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  }
}
