import fs from 'node:fs'
import path from 'node:path'
import { GROUP_MESSAGES, PROFILE_PICTURE_MESSAGE } from '@platewise/core'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { addDays, CLIENT_TODAY_MESSAGE, utcTodayIso } from '@platewise/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { changedTables, rowsContaining, TABLE_NAMES, tableDigests } from '../test/database-digest'
import { mailSettingsFor, resetLinkIn, startMailbox } from '../test/mailbox'
import { POST_NOT_YOURS_TO_EDIT } from '../modules/social/post-access'
import { createTestApp, multipartForm, newUserPayload, registerUser } from '../test/test-app'

// Issue 15's authorisation matrix. The routes come from the app's own OpenAPI
// document: every route whose path takes a parameter is called by Bob with
// Alice's things, with every method. What Bob may do there is listed below
// (ALLOWED), each with its reason; anything else, including any route added
// later, must answer 403 or 404 and change nothing in any table.

// Every request here is one person's; the general limit must not decide an answer.
// The statements are kept while a test records them, to see whether a streak was counted.
let recorded: string[] | undefined
// password reset is offered (its mail goes to a real SMTP server of the test's own)
const mailbox = await startMailbox()
const harness = await createTestApp(
  { API_LIMIT_PER_MINUTE: 100_000, ...mailSettingsFor(mailbox) },
  { queryLogger: { logQuery: (query) => void recorded?.push(query) } },
)
afterAll(async () => {
  await harness.close()
  await mailbox.close()
})

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
const METHODS: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

interface Operation {
  method: Method
  /** Fastify's spelling, /api/meals/:id */
  path: string
  key: string
  multipart: boolean
  /** The names of its query parameters */
  query: string[]
}

const document = (await harness.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content?: Record<string, unknown> }
        parameters?: { in: string; name: string }[]
      }
    >
  >
}>()
const OPERATIONS: Operation[] = Object.entries(document.paths).flatMap(([openApiPath, byMethod]) =>
  Object.entries(byMethod).map(([method, operation]) => {
    const path = openApiPath.replace(/\{(\w+)\}/g, ':$1')
    return {
      method: method.toUpperCase() as Method,
      path,
      key: `${method.toUpperCase()} ${path}`,
      multipart: !!operation.requestBody?.content?.['multipart/form-data'],
      query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    }
  }),
)
const WITH_PARAMETERS = OPERATIONS.filter((operation) => operation.path.includes('/:'))

/** Alice's things, made through the API before the matrix runs. */
interface Alice {
  id: number
  username: string
  meal: number
  savedMeal: number
  post: number
  quietPost: number
  commentOnHerPost: number
  commentOnBobsPost: number
  publicGroup: number
  publicGroupPost: number
  privateGroup: number
  privateGroupPost: number
  session: number
  /** Bob's own group, where he may like and remove posts: hers named under it must stay hers */
  bobsGroup: number
  /** The address of her profile picture, /uploads/… */
  picture: string
  /** The address of her post's photo, /uploads/… */
  photo: string
}

// Her words, which nothing Bob is refused may show him.
const SECRETS = {
  meal: 'Alice’s secret porridge',
  savedMeal: 'Alice’s saved porridge',
  privateGroup: 'Alice’s hidden circle',
  privateGroupPost: 'Only for the hidden circle',
}
const MEAL_DAY = '2026-05-04'

type Params = Record<string, string | number>
interface TargetRule {
  path: RegExp
  targets: Record<string, (alice: Alice) => Params>
}

/**
 * Which of Alice's things fill a path's parameters; the first rule that matches
 * the path wins. A path no rule knows fails the matrix: say here what it names.
 */
const TARGET_RULES: TargetRule[] = [
  { path: /^\/api\/meals\/:id$/, targets: { 'her meal': (a) => ({ id: a.meal }) } },
  {
    path: /^\/api\/(meals\/range|diary)\/:start\/:end$/,
    targets: { 'the day of her meal': () => ({ start: MEAL_DAY, end: MEAL_DAY }) },
  },
  {
    path: /^\/api\/meals\/calendar\/:year\/:month$/,
    targets: { 'the month of her meal': () => ({ year: 2026, month: 5 }) },
  },
  { path: /^\/api\/favorites\/:id$/, targets: { 'her saved meal': (a) => ({ id: a.savedMeal }) } },
  {
    path: /^\/api\/weights\/:date$/,
    targets: { 'the day of her weight': () => ({ date: MEAL_DAY }) },
  },
  {
    path: /^\/api\/social\/posts\/:id(\/|$)/,
    targets: {
      'her post': (a) => ({ id: a.post }),
      'her post with comments off and likes hidden': (a) => ({ id: a.quietPost }),
      // a group post is a post (decision 034): the post routes reach it too
      'her post in her public group': (a) => ({ id: a.publicGroupPost }),
      'her post in her private group': (a) => ({ id: a.privateGroupPost }),
    },
  },
  {
    path: /^\/api\/social\/comments\/:id$/,
    targets: {
      'her comment on her post': (a) => ({ id: a.commentOnHerPost }),
      'her comment on his post': (a) => ({ id: a.commentOnBobsPost }),
    },
  },
  {
    path: /^\/api\/social\/(profile|follow)\/:id(\/|$)/,
    targets: {
      'her user id': (a) => ({ id: a.id }),
      'her username': (a) => ({ id: a.username }),
    },
  },
  {
    path: /^\/api\/groups\/:id\/posts\/:postId(\/|$)/,
    targets: {
      'her post in her public group': (a) => ({ id: a.publicGroup, postId: a.publicGroupPost }),
      'her post in her private group': (a) => ({ id: a.privateGroup, postId: a.privateGroupPost }),
      'her private group’s post named under his own group': (a) => ({
        id: a.bobsGroup,
        postId: a.privateGroupPost,
      }),
    },
  },
  {
    path: /^\/api\/groups\/:id(\/|$)/,
    targets: {
      'her public group': (a) => ({ id: a.publicGroup }),
      'her private group': (a) => ({ id: a.privateGroup }),
    },
  },
  {
    path: /^\/api\/account\/sessions\/:id$/,
    targets: { 'her session': (a) => ({ id: a.session }) },
  },
]

interface Answer {
  status: number
  body: string
}

interface Allowed {
  route: string
  /** Only for these of her things; every target of the route when left out */
  target?: string | readonly string[]
  reason: string
  /** The tables the call may change; every other table must stay as it was */
  mayChange: string[]
  /** What the answer must (not) show */
  check?: (answer: Answer, alice: Alice) => void
}

const covers = (entry: Allowed, target: string) =>
  entry.target === undefined || [entry.target].flat().includes(target)

/** Her posts anyone sees: her own, and hers in her public group (decision 013's Recent Posts). */
const VISIBLE_POSTS = [
  'her post',
  'her post with comments off and likes hidden',
  'her post in her public group',
]
/** Her posts anyone may like: a group's only its members (decision 013). */
const OPEN_POSTS = ['her post', 'her post with comments off and likes hidden']

const readingHerDays = {
  reason: 'dates, not her rows: answers the caller’s own meals of those days, none of hers',
  mayChange: [],
  check: (answer: Answer) => expect(answer.body).not.toContain(SECRETS.meal),
}

/** What Bob may do with Alice's things: the spec's social layer, and why. */
const ALLOWED: Allowed[] = [
  { route: 'GET /api/meals/range/:start/:end', ...readingHerDays },
  { route: 'GET /api/diary/:start/:end', ...readingHerDays },
  {
    route: 'GET /api/meals/calendar/:year/:month',
    ...readingHerDays,
    check: (answer) => {
      const days = (JSON.parse(answer.body) as { days: { date: string; has_data: boolean }[] }).days
      expect(days.find((day) => day.date === MEAL_DAY)).toMatchObject({ has_data: false })
    },
  },
  {
    route: 'GET /api/social/posts/:id',
    target: VISIBLE_POSTS,
    reason:
      'every post without a group is visible to every signed-in user (§7 feed), a public group’s too (decision 034)',
    mayChange: [],
    check: (answer, alice) => {
      const post = JSON.parse(answer.body) as { id: number; likes_count: number | null }
      // hide_like_count hides the count from everyone but the author (§6)
      if (post.id === alice.quietPost) expect(post.likes_count).toBeNull()
    },
  },
  {
    route: 'POST /api/social/posts/:id/like',
    target: OPEN_POSTS,
    reason: 'a like is the liker’s own row; her post’s count moves with it, she is told (issue 27)',
    mayChange: ['post_likes', 'posts', 'notifications', 'notification_events'],
  },
  {
    route: 'POST /api/social/posts/:id/favorite',
    target: VISIBLE_POSTS,
    reason: 'a bookmark is the caller’s own, private row',
    mayChange: ['post_bookmarks'],
  },
  {
    route: 'GET /api/social/posts/:id/comments',
    target: VISIBLE_POSTS,
    reason: 'the comments of a visible post are shown under it (§2 Feed)',
    mayChange: [],
  },
  {
    route: 'POST /api/social/posts/:id/comments',
    target: 'her post',
    reason:
      'anyone comments on a post that allows comments (§2 Feed); the count moves, she is told (issue 27)',
    mayChange: ['comments', 'posts', 'notifications', 'notification_events'],
  },
  {
    route: 'GET /api/social/profile/:id',
    reason: 'profiles are social: the user, bio, counts and posts, never her goals (§3)',
    mayChange: [],
    check: (answer) => {
      const profile = JSON.parse(answer.body) as { profile: unknown; is_me: boolean }
      expect(profile).toMatchObject({ profile: null, is_me: false })
    },
  },
  {
    route: 'GET /api/social/profile/:id/posts',
    reason: 'her posts, as on her profile',
    mayChange: [],
  },
  {
    route: 'GET /api/social/profile/:id/liked-posts',
    reason: 'the Liked tab is public (contract summary; only Saved is private)',
    mayChange: [],
  },
  {
    route: 'GET /api/social/profile/:id/followers',
    reason: 'the counts on a profile open these lists (§2 Social Profile)',
    mayChange: [],
  },
  {
    route: 'GET /api/social/profile/:id/following',
    reason: 'the counts on a profile open these lists (§2 Social Profile)',
    mayChange: [],
  },
  {
    route: 'POST /api/social/follow/:id',
    reason: 'following is the follower’s own row; both counters move (§4), she is told (issue 27)',
    mayChange: ['follows', 'users', 'notifications', 'notification_events'],
  },
  {
    route: 'DELETE /api/social/follow/:id',
    reason:
      'unfollowing removes the caller’s own row, never anyone else’s, and withdraws what it told her (issue 27)',
    mayChange: ['follows', 'users', 'notifications', 'notification_events'],
  },
  {
    route: 'GET /api/groups/:id',
    target: 'her public group',
    reason: 'a public group is visible to everyone (decision 013)',
    mayChange: [],
  },
  {
    route: 'GET /api/groups/:id/posts',
    target: 'her public group',
    reason: 'a public group’s Recent Posts are visible to everyone (decision 013)',
    mayChange: [],
  },
  {
    route: 'POST /api/groups/:id/join',
    target: 'her public group',
    reason: 'anyone joins a public group (decision 013); its creator is told (issue 27)',
    mayChange: ['group_members', 'groups', 'notifications', 'notification_events'],
  },
  {
    route: 'DELETE /api/groups/:id/join',
    target: 'her public group',
    reason:
      'leaving takes only the caller out; Bob joined it just before, and what that told her is withdrawn',
    mayChange: ['group_members', 'groups', 'notifications', 'notification_events'],
  },
  {
    route: 'DELETE /api/groups/:id/join',
    target: 'her private group',
    reason: 'leaving a group one is not in answers 204 and changes nothing (decision 013)',
    mayChange: [],
  },
  {
    route: 'DELETE /api/groups/:id/invitation',
    reason:
      'a decline takes only the caller’s own invitation; without one it answers 204 and changes nothing (decision 013)',
    mayChange: [],
  },
]

/** A body that passes validation, so the answer says who may, not what is malformed. */
const BODIES: Record<string, (people: { carol: number }) => Record<string, unknown>> = {
  'PUT /api/meals/:id': () => ({ description: 'Eaten by Bob', calories: 1 }),
  'POST /api/social/posts/:id/comments': () => ({ content: 'Bob was here' }),
  'PUT /api/social/posts/:id': () => ({ content: 'Bob rewrote this' }),
  'POST /api/groups/:id/posts': () => ({ content: 'Bob shares this' }),
  'POST /api/groups/:id/invitations': ({ carol }) => ({ user_id: carol }),
}

interface Case {
  method: Method
  path: string
  route: string
  target: string
  params: (alice: Alice) => Params
  multipart: boolean
  allowed?: Allowed
}

function targetsOf(path: string) {
  return TARGET_RULES.find((rule) => rule.path.test(path))?.targets
}

const CASES: Case[] = WITH_PARAMETERS.flatMap((operation) =>
  Object.entries(targetsOf(operation.path) ?? {}).map(([target, params]) => ({
    method: operation.method,
    path: operation.path,
    route: operation.key,
    target,
    params,
    multipart: operation.multipart,
    allowed: ALLOWED.find((entry) => entry.route === operation.key && covers(entry, target)),
  })),
)
const FORBIDDEN = CASES.filter((entry) => !entry.allowed)
const PERMITTED = CASES.filter((entry) => entry.allowed)

/** Each path with a parameter, under every method it has no route for. */
const UNROUTED = [...new Set(WITH_PARAMETERS.map((operation) => operation.path))].flatMap((path) =>
  METHODS.filter((method) => !OPERATIONS.some((o) => o.path === path && o.method === method)).map(
    (method) => ({ method, path, target: Object.keys(targetsOf(path) ?? {})[0] ?? '' }),
  ),
)

let alice: Alice
let bob: Awaited<ReturnType<typeof registerUser>>
let carol: Awaited<ReturnType<typeof registerUser>>

const fill = (path: string, params: Params) =>
  path.replace(/:(\w+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`no ${name} for ${path}`)
    return encodeURIComponent(String(params[name]))
  })

async function call(
  headers: Record<string, string>,
  method: Method,
  url: string,
  body?: Record<string, unknown>,
  multipart = false,
): Promise<Answer> {
  if (body && multipart) {
    const form = await multipartForm(
      Object.fromEntries(Object.entries(body).map(([name, value]) => [name, String(value)])),
    )
    const response = await harness.app.inject({
      method,
      url,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    })
    return { status: response.statusCode, body: response.body }
  }
  const response = await harness.app.inject({ method, url, headers, payload: body })
  return { status: response.statusCode, body: response.body }
}

async function made(answer: Answer | Promise<Answer>, status = 201) {
  const { status: got, body } = await answer
  expect(got, body).toBe(status)
  return JSON.parse(body) as { id: number }
}

beforeAll(async () => {
  const her = await registerUser(harness.app)
  aliceHeaders = her.headers
  bob = await registerUser(harness.app)
  carol = await registerUser(harness.app)
  const as = her.headers
  await made(call(as, 'POST', '/api/profile/create', { daily_calories: 1900, daily_protein: 120 }))
  const meal = await made(
    call(as, 'POST', '/api/meals', {
      meal_date: MEAL_DAY,
      meal_type: 'breakfast',
      description: SECRETS.meal,
      calories: 420,
      protein: 18,
    }),
  )
  const savedMeal = await made(
    call(as, 'POST', '/api/favorites/from-meal', {
      mealId: meal.id,
      customName: SECRETS.savedMeal,
    }),
  )
  await made(call(as, 'POST', '/api/weights', { date: MEAL_DAY, weight: 150 }))
  const post = await made(call(as, 'POST', '/api/social/posts', { content: 'Hello' }, true))
  const quietPost = await made(
    call(
      as,
      'POST',
      '/api/social/posts',
      { content: 'Quiet', allow_comments: 'false', hide_like_count: 'true' },
      true,
    ),
  )
  const bobsPost = await made(
    call(bob.headers, 'POST', '/api/social/posts', { content: 'Bob’s' }, true),
  )
  const commentOnHerPost = await made(
    call(as, 'POST', `/api/social/posts/${post.id}/comments`, { content: 'Mine' }),
  )
  const commentOnBobsPost = await made(
    call(as, 'POST', `/api/social/posts/${bobsPost.id}/comments`, { content: 'Nice, Bob' }),
  )
  // her likes and bookmarks, which her Liked tab shows and her Saved tab keeps private
  await made(call(as, 'POST', `/api/social/posts/${post.id}/like`), 200)
  await made(call(as, 'POST', `/api/social/posts/${post.id}/favorite`), 200)
  const publicGroup = await made(call(as, 'POST', '/api/groups', { name: 'Alice’s open table' }))
  const privateGroup = await made(
    call(as, 'POST', '/api/groups', { name: SECRETS.privateGroup, is_private: true }),
  )
  const publicGroupPost = await made(
    call(as, 'POST', `/api/groups/${publicGroup.id}/posts`, { content: 'Open' }, true),
  )
  const privateGroupPost = await made(
    call(
      as,
      'POST',
      `/api/groups/${privateGroup.id}/posts`,
      { content: SECRETS.privateGroupPost },
      true,
    ),
  )
  // Bob follows Carol, so inviting her would be his to do in a group of his own
  await made(call(bob.headers, 'POST', `/api/social/follow/${carol.user.id}`), 200)
  const bobsGroup = await made(call(bob.headers, 'POST', '/api/groups', { name: 'Bob’s table' }))
  const avatar = await multipartForm({
    image: { bytes: await pngBytes('#c36'), filename: 'alice.png', contentType: 'image/png' },
  })
  const picture = await harness.app.inject({
    method: 'POST',
    url: '/api/social/profile/avatar',
    headers: { ...as, ...avatar.headers },
    payload: avatar.payload,
  })
  expect(picture.statusCode, picture.body).toBe(200)
  const photoForm = await multipartForm({
    content: 'My lunch',
    image: { bytes: await pngBytes('#2b8a3e'), filename: 'lunch.png', contentType: 'image/png' },
  })
  const photoPost = await harness.app.inject({
    method: 'POST',
    url: '/api/social/posts',
    headers: { ...as, ...photoForm.headers },
    payload: photoForm.payload,
  })
  expect(photoPost.statusCode, photoPost.body).toBe(201)
  const sessions = JSON.parse((await call(as, 'GET', '/api/account/sessions')).body) as {
    sessions: { id: number }[]
  }
  alice = {
    id: her.user.id,
    username: her.payload.username,
    meal: meal.id,
    savedMeal: savedMeal.id,
    post: post.id,
    quietPost: quietPost.id,
    commentOnHerPost: commentOnHerPost.id,
    commentOnBobsPost: commentOnBobsPost.id,
    publicGroup: publicGroup.id,
    publicGroupPost: publicGroupPost.id,
    privateGroup: privateGroup.id,
    privateGroupPost: privateGroupPost.id,
    session: sessions.sessions[0]!.id,
    bobsGroup: bobsGroup.id,
    picture: picture.json<{ profile_picture: string }>().profile_picture,
    photo: photoPost.json<{ image_url: string }>().image_url,
  }
})

/** A small PNG, for a profile picture. */
const pngBytes = (colour: string) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: colour } })
    .png()
    .toBuffer()

/** Bob's call of one case, with the tables it changed. */
async function bobCalls(entry: Case) {
  const url = fill(entry.path, entry.params(alice))
  const body = BODIES[entry.route]?.({ carol: carol.user.id })
  const before = await tableDigests(harness.db)
  const answer = await call(bob.headers, entry.method, url, body, entry.multipart)
  const changed = changedTables(before, await tableDigests(harness.db))
  return { url, answer, changed }
}

describe('the route table', () => {
  it('has routes with parameters, each with a rule saying which of Alice’s things they name', () => {
    expect(WITH_PARAMETERS.length).toBeGreaterThan(30)
    const unknown = WITH_PARAMETERS.filter((operation) => !targetsOf(operation.path))
    expect(unknown.map((operation) => operation.key)).toEqual([])
  })

  it('has a route and a target for every allowed entry, so none outlives its route', () => {
    const stale = ALLOWED.filter(
      (entry) =>
        ![entry.target ?? []]
          .flat()
          .every((target) => CASES.some((c) => c.route === entry.route && c.target === target)) ||
        !CASES.some((c) => c.route === entry.route),
    )
    expect(stale.map((entry) => `${entry.route} ${String(entry.target ?? '')}`)).toEqual([])
  })
})

// Refusals run first: Bob's allowed writes (joining her public group) would
// otherwise make some of them his right.
describe('Bob with Alice’s things, where he has no right', () => {
  it.each(FORBIDDEN.map((entry) => [entry.route, entry.target, entry] as const))(
    '%s with %s answers 403 or 404 and changes nothing',
    async (_, __, entry) => {
      const { url, answer, changed } = await bobCalls(entry)
      expect([403, 404], `${entry.method} ${url}: ${answer.body}`).toContain(answer.status)
      expect(JSON.parse(answer.body)).toEqual({
        error: expect.any(String),
        code: expect.any(String),
      })
      expect(changed).toEqual([])
      for (const secret of Object.values(SECRETS)) expect(answer.body).not.toContain(secret)
    },
  )

  it.each(UNROUTED.map((entry) => [entry.method, entry.path, entry] as const))(
    '%s %s, a method the path has no route for, answers 404 and changes nothing',
    async (method, path, entry) => {
      const params = targetsOf(path)![entry.target]!(alice)
      const before = await tableDigests(harness.db)
      const answer = await call(bob.headers, method, fill(path, params), { content: 'Bob' })
      expect(answer.status, answer.body).toBe(404)
      expect(changedTables(before, await tableDigests(harness.db))).toEqual([])
    },
  )

  // Her picture is a file, not a route of the document: served to anyone with
  // its address, whose name cannot be guessed (decision 009), and nothing else.
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    '%s on her profile picture answers 404 and leaves the file as it was',
    async (method) => {
      const file = path.join(harness.config.DATA_DIR, alice.picture)
      const bytes = fs.readFileSync(file)
      const before = await tableDigests(harness.db)
      const answer = await call(bob.headers, method, alice.picture, { content: 'Bob' })
      expect(answer.status, answer.body).toBe(404)
      expect(fs.readFileSync(file).equals(bytes)).toBe(true)
      expect(changedTables(before, await tableDigests(harness.db))).toEqual([])
      const served = await harness.app.inject({ method: 'GET', url: alice.picture })
      expect(served.statusCode).toBe(200)
      expect(served.rawPayload.equals(bytes)).toBe(true)
    },
  )

  // Issue 24: an image named in a body. Pointing his picture at her photo made
  // it his to delete with his account; an address elsewhere made every other
  // client load it. A save may only keep his own picture or clear it, so each
  // of these answers the same 400, whether the image is hers or exists nowhere.
  const IMAGE_ADDRESSES: Record<string, (alice: Alice) => string> = {
    'her post’s photo': (a) => a.photo,
    'her profile picture': (a) => a.picture,
    'an upload that exists nowhere': () => '/uploads/0123456789abcdef0123456789abcdef.webp',
    'her photo by its full address': (a) => `http://localhost:3000${a.photo}`,
    'her photo with a query': (a) => `${a.photo}?v=2`,
    'her photo through ..': (a) => `/uploads/../uploads/${a.photo.slice('/uploads/'.length)}`,
    'a path up out of uploads': () => '/uploads/../x',
    'a backslash host, /\\host': () => '/\\127.0.0.1:9/x.png',
    'a protocol-relative host, //host': () => '//tracker.example/x.png',
    'a tracking pixel, https://…': () => 'https://tracker.example/pixel.png',
    'a script address': () => 'javascript:alert(1)',
  }
  const PICTURE_CASES = ['/api/profile', '/api/social/profile'].flatMap((url) =>
    Object.entries(IMAGE_ADDRESSES).map(([what, address]) => [url, what, address] as const),
  )

  it.each(PICTURE_CASES)(
    'PUT %s with %s as his picture answers 400 and changes nothing of anyone’s',
    async (url, _, address) => {
      const files = [alice.picture, alice.photo].map((image) =>
        path.join(harness.config.DATA_DIR, image),
      )
      const bytes = files.map((file) => fs.readFileSync(file))
      const before = await tableDigests(harness.db)
      const answer = await call(bob.headers, 'PUT', url, {
        daily_calories: 2000,
        daily_protein: 120,
        profile_picture: address(alice),
      })
      expect(answer.status, answer.body).toBe(400)
      expect(JSON.parse(answer.body)).toEqual({
        error: PROFILE_PICTURE_MESSAGE,
        code: 'VALIDATION_ERROR',
        fields: { profile_picture: PROFILE_PICTURE_MESSAGE },
      })
      expect(changedTables(before, await tableDigests(harness.db))).toEqual([])
      files.forEach((file, index) => expect(fs.readFileSync(file).equals(bytes[index]!)).toBe(true))
    },
  )

  it('cannot save her meal by naming it in a body (POST /api/favorites/from-meal)', async () => {
    const before = await tableDigests(harness.db)
    const answer = await call(bob.headers, 'POST', '/api/favorites/from-meal', {
      mealId: alice.meal,
      customName: 'Mine now',
    })
    expect(answer.status, answer.body).toBe(404)
    expect(answer.body).not.toContain(SECRETS.meal)
    expect(changedTables(before, await tableDigests(harness.db))).toEqual([])
  })
})

// Dates sent by the client (issue 24). A route that counts streaks up to the
// caller's `today` must not count them up to any day the caller picks: stepping
// the day back read on which days a group member logged meals and met their
// goals. Every route of the document that takes `today` refuses a day that is
// nobody's today (more than a day from the server's UTC date), for a stranger
// and a member alike, before any streak is counted.

const TAKES_TODAY = OPERATIONS.filter((operation) => operation.query.includes('today'))

/** Who steps the day: Bob, to whom her groups are strangers' (or his own streak), and Alice. */
const STEPPERS = {
  'Bob, a stranger': () => bob.headers,
  'Alice, a member': () => aliceHeaders,
}
let aliceHeaders: Record<string, string>

/** Each of her things a route's path names, or the route itself when it names none. */
function todayTargets(operation: Operation): [string, Params][] {
  const targets = targetsOf(operation.path)
  return targets
    ? Object.entries(targets).map(([name, params]) => [name, params(alice)])
    : [['', {}]]
}

/** The call with `today`, the statements it sent that read meals, and the tables it changed. */
async function withToday(operation: Operation, params: Params, headers: Headers, today: string) {
  const url = `${fill(operation.path, params)}?today=${today}`
  const before = await tableDigests(harness.db)
  recorded = []
  const answer = await call(headers, operation.method, url)
  const readMeals = recorded.filter((query) => /"meals"/.test(query))
  recorded = undefined
  return { url, answer, readMeals, changed: changedTables(before, await tableDigests(harness.db)) }
}

describe('dates sent by the client', () => {
  it('are taken by the routes that count streaks, each of them checked below', () => {
    expect(TAKES_TODAY.map((operation) => operation.key).sort()).toEqual([
      'GET /api/groups',
      'GET /api/groups/:id',
      'GET /api/meals/streak',
    ])
  })

  const farDays = () => ({
    'two days before the server’s': addDays(utcTodayIso(), -2),
    'a month before': addDays(utcTodayIso(), -31),
    'the day of her meal': MEAL_DAY,
    'two days after': addDays(utcTodayIso(), 2),
  })

  it.each(
    TAKES_TODAY.flatMap((operation) =>
      Object.keys(STEPPERS).map((who) => [operation.key, who, operation] as const),
    ),
  )('%s: %s stepping today away answers 400 and counts no streak', async (_, who, operation) => {
    const headers = STEPPERS[who as keyof typeof STEPPERS]()
    for (const [target, params] of todayTargets(operation)) {
      for (const [name, today] of Object.entries(farDays())) {
        const { url, answer, readMeals, changed } = await withToday(
          operation,
          params,
          headers,
          today,
        )
        const what = `${who}, ${target} ${name}: ${url}`
        expect(answer.status, `${what} ${answer.body}`).toBe(400)
        expect(JSON.parse(answer.body), what).toEqual({
          error: CLIENT_TODAY_MESSAGE,
          code: 'VALIDATION_ERROR',
          fields: { today: CLIENT_TODAY_MESSAGE },
        })
        expect(answer.body).not.toMatch(/streak/)
        expect(readMeals, what).toEqual([])
        expect(changed, what).toEqual([])
      }
    }
  })

  it.each(TAKES_TODAY.map((operation) => [operation.key, operation] as const))(
    '%s counts the streak for a day within one of the server’s UTC date',
    async (_, operation) => {
      const [, params] = todayTargets(operation)[0]!
      for (const shift of [-1, 0, 1]) {
        const today = addDays(utcTodayIso(), shift)
        const { url, answer, readMeals } = await withToday(operation, params, aliceHeaders, today)
        expect(answer.status, `${url} ${answer.body}`).toBe(200)
        expect(answer.body).toMatch(/streak/)
        // the proof above that no streak was counted would pass on a route that reads no meals
        expect(readMeals.length, url).toBeGreaterThan(0)
      }
    },
  )
})

describe('Bob with Alice’s things, where the social layer lets him', () => {
  it.each(PERMITTED.map((entry) => [entry.route, entry.target, entry] as const))(
    '%s with %s is allowed and touches only his own part',
    async (_, __, entry) => {
      const { url, answer, changed } = await bobCalls(entry)
      expect([200, 201, 204], `${entry.method} ${url}: ${answer.body}`).toContain(answer.status)
      expect(changed.filter((table) => !entry.allowed!.mayChange.includes(table))).toEqual([])
      entry.allowed!.check?.(answer, alice)
    },
  )
})

// Mass assignment. Every route that creates or changes something (each POST
// and PUT of the document) is sent, beside a valid body, the fields only the
// server may set: ids, owners, counters, hashes, timestamps, roles. The code
// ignores them: each body is a zod object, which keeps only the keys it
// declares (no contract uses .strict() or .passthrough()), and the handlers
// build rows from the parsed body alone. So the answer is the route's success,
// and nothing planted reaches a row, an answer or someone else's things.

const PLANTED_NUMBER = 7_777_777
const PLANTED_TIME = '2001-02-03T04:05:06.000Z'
const PLANTED_TEXT = 'planted-by-client'

/** Fields a client must not set, aimed at Victor's things where they name an owner. */
function plantedFields(victor: { id: number; post: number; group: number }) {
  return {
    id: PLANTED_NUMBER,
    user_id: victor.id,
    userId: victor.id,
    owner_id: victor.id,
    created_by: victor.id,
    invited_by: victor.id,
    follower_id: victor.id,
    post_id: victor.post,
    group_id: victor.group,
    likes_count: PLANTED_NUMBER,
    comments_count: PLANTED_NUMBER,
    followers_count: PLANTED_NUMBER,
    following_count: PLANTED_NUMBER,
    posts_count: PLANTED_NUMBER,
    members_count: PLANTED_NUMBER,
    password_hash: PLANTED_TEXT,
    token_hash: PLANTED_TEXT,
    image_key: PLANTED_TEXT,
    email: `${PLANTED_TEXT}@example.com`,
    created_at: PLANTED_TIME,
    createdAt: PLANTED_TIME,
    updated_at: PLANTED_TIME,
    edited_at: PLANTED_TIME,
    expires_at: PLANTED_TIME,
    is_admin: true,
    role: 'owner',
  }
}
// a multipart form takes at most 20 fields: the ones a post or an avatar could carry
const FORM_PLANTED = [
  'id',
  'user_id',
  'userId',
  'group_id',
  'likes_count',
  'comments_count',
  'image_key',
  'created_at',
  'createdAt',
  'is_admin',
]

type Headers = Record<string, string>
interface Person {
  id: number
  headers: Headers
  email: string
  password: string
}
interface MassContext {
  /** The sender, who owns what the calls change */
  mallory: Person
  /** Whose things every planted owner id names; nothing of his may change */
  victor: { id: number; post: number; group: number }
  /** Someone Mallory may act on: follow, like, comment, join */
  trent: { id: number; post: number; group: number }
  /** Mallory's own group and a post in it */
  malloryGroup: number
  malloryGroupPost: number
  newMeal: () => Promise<number>
  newPerson: () => Promise<Person>
}
interface MassCall {
  url: string
  body?: Record<string, unknown>
  multipart?: boolean
  /** The sender; Mallory unless the call needs a person of its own */
  as?: Person
  /** Files of a form */
  files?: Record<string, { bytes: Uint8Array; filename: string; contentType: string }>
}
interface MassEntry {
  /** A valid call of the route */
  call: (ctx: MassContext) => Promise<MassCall> | MassCall
  /** What the stored rows must say besides (the planted values are looked for everywhere) */
  check?: (ctx: MassContext, answer: Answer, sender: Person) => Promise<void>
}

const person = (registered: Awaited<ReturnType<typeof registerUser>>): Person => ({
  id: registered.user.id,
  headers: registered.headers,
  email: registered.payload.email,
  password: registered.payload.password,
})

async function signIn(who: Person): Promise<Person> {
  const answer = await call({}, 'POST', '/api/auth/login', {
    email: who.email,
    password: who.password,
  })
  const { token } = JSON.parse(answer.body) as { token: string }
  return { ...who, headers: { authorization: `Bearer ${token}` } }
}

async function rowsOf(query: ReturnType<typeof sql>) {
  const result = await harness.db.execute(query)
  return (result as unknown as { rows: Record<string, unknown>[] }).rows
}

/** A digest of every row that belongs to a person: theirs by any owner column. */
async function digestOfPerson(id: number) {
  const owners = ['user_id', 'follower_id', 'created_by', 'invited_by']
  const parts = TABLE_NAMES.map((name) => {
    const owned = owners.map((key) => sql`to_jsonb(t) -> ${key} = to_jsonb(${id}::int)`)
    if (name === 'users') owned.push(sql`t.id = ${id}`)
    return sql`select ${name}::text || (to_jsonb(t) - 'last_used_at')::text as row from ${sql.identifier(name)} t where ${sql.join(owned, sql` or `)}`
  })
  const [row] = await rowsOf(
    sql`select md5(coalesce(string_agg(row, E'\n' order by row), '')) as digest from (${sql.join(parts, sql` union all `)}) rows`,
  )
  return row!.digest as string
}

const MASS_ASSIGNMENT: Record<string, MassEntry> = {
  'POST /api/auth/register': {
    call: () => ({ url: '/api/auth/register', body: newUserPayload(), as: NOBODY }),
    check: async (_, answer) => {
      const { user } = JSON.parse(answer.body) as { user: { id: number } }
      const [row] = await rowsOf(
        sql`select posts_count, followers_count, following_count, password_hash from users where id = ${user.id}`,
      )
      expect(row).toMatchObject({ posts_count: 0, followers_count: 0, following_count: 0 })
      expect(row!.password_hash).toMatch(/^\$argon2id\$/)
    },
  },
  'POST /api/auth/login': {
    call: async ({ newPerson }) => {
      const who = await newPerson()
      return {
        url: '/api/auth/login',
        body: { email: who.email, password: who.password },
        as: { ...who, headers: {} },
      }
    },
    check: async (_, answer, sender) => {
      const { user } = JSON.parse(answer.body) as { user: { id: number } }
      expect(user.id).toBe(sender.id)
    },
  },
  'POST /api/auth/password-reset': {
    call: async ({ newPerson }) => {
      const who = await newPerson()
      return {
        url: '/api/auth/password-reset',
        body: { email: who.email },
        as: { ...who, headers: {} },
      }
    },
    check: async (_, _answer, sender) => {
      await mailbox.nextMailTo(sender.email)
      const rows = await rowsOf(sql`select user_id from password_reset_tokens`)
      expect(rows.filter((row) => row.user_id === sender.id)).toHaveLength(1)
    },
  },
  'POST /api/auth/password-reset/check': {
    call: async ({ newPerson }) => {
      const who = await newPerson()
      const asked = await call({}, 'POST', '/api/auth/password-reset', { email: who.email })
      expect(asked.status).toBe(202)
      const { token } = resetLinkIn(await mailbox.nextMailTo(who.email))
      return { url: '/api/auth/password-reset/check', body: { token }, as: { ...who, headers: {} } }
    },
  },
  'POST /api/auth/password-reset/confirm': {
    call: async ({ newPerson }) => {
      const who = await newPerson()
      const asked = await call({}, 'POST', '/api/auth/password-reset', { email: who.email })
      expect(asked.status).toBe(202)
      const { token } = resetLinkIn(await mailbox.nextMailTo(who.email))
      return {
        url: '/api/auth/password-reset/confirm',
        body: { token, password: 'a-fresh-long-secret' },
        as: { ...who, headers: {} },
      }
    },
    check: async (_, _answer, sender) => {
      const body = { email: sender.email, password: 'a-fresh-long-secret' }
      expect((await call({}, 'POST', '/api/auth/login', body)).status).toBe(200)
    },
  },
  'POST /api/auth/logout': {
    call: async ({ mallory }) => ({ url: '/api/auth/logout', as: await signIn(mallory) }),
  },
  'PUT /api/profile': {
    call: () => ({ url: '/api/profile', body: { daily_calories: 2100, daily_protein: 130 } }),
  },
  'POST /api/profile/create': {
    call: () => ({
      url: '/api/profile/create',
      body: { daily_calories: 2200, daily_protein: 140 },
    }),
  },
  'POST /api/meals': {
    call: () => ({
      url: '/api/meals',
      body: { meal_date: MEAL_DAY, meal_type: 'lunch', description: 'Soup', calories: 250 },
    }),
  },
  'POST /api/meals/copy': {
    call: async ({ newMeal }) => {
      await newMeal()
      return { url: '/api/meals/copy', body: { from: MEAL_DAY, to: addDays(MEAL_DAY, 1) } }
    },
  },
  'POST /api/meals/remove': {
    call: async ({ newMeal }) => ({ url: '/api/meals/remove', body: { ids: [await newMeal()] } }),
  },
  'PUT /api/meals/:id': {
    call: async ({ newMeal }) => ({
      url: `/api/meals/${await newMeal()}`,
      body: { description: 'Soup with bread', calories: 400 },
    }),
  },
  'POST /api/favorites/from-meal': {
    call: async ({ newMeal }) => ({
      url: '/api/favorites/from-meal',
      body: { mealId: await newMeal(), customName: 'My soup' },
    }),
  },
  'POST /api/weights': {
    call: () => ({ url: '/api/weights', body: { date: MEAL_DAY, weight: 170 } }),
  },
  'POST /api/nutrition/analyze': {
    call: () => ({ url: '/api/nutrition/analyze', body: { description: 'two eggs and toast' } }),
  },
  'POST /api/social/posts': {
    call: () => ({ url: '/api/social/posts', body: { content: 'My lunch' }, multipart: true }),
    check: async (_, answer) => {
      const post = JSON.parse(answer.body) as { likes_count: number; comments_count: number }
      expect(post).toMatchObject({ likes_count: 0, comments_count: 0 })
    },
  },
  'PUT /api/social/posts/:id': {
    call: async ({ mallory }) => {
      const own = await made(
        call(mallory.headers, 'POST', '/api/social/posts', { content: 'Hi' }, true),
      )
      return { url: `/api/social/posts/${own.id}`, body: { content: 'Hi again' } }
    },
    check: async (_, answer, sender) => {
      const { id } = JSON.parse(answer.body) as { id: number }
      const [row] = await rowsOf(
        sql`select user_id, group_id, likes_count, comments_count from posts where id = ${id}`,
      )
      expect(row).toEqual({ user_id: sender.id, group_id: null, likes_count: 0, comments_count: 0 })
    },
  },
  'POST /api/social/posts/:id/like': {
    call: ({ trent }) => ({ url: `/api/social/posts/${trent.post}/like` }),
  },
  'POST /api/social/posts/:id/favorite': {
    call: ({ trent }) => ({ url: `/api/social/posts/${trent.post}/favorite` }),
  },
  'POST /api/social/posts/:id/comments': {
    call: ({ trent }) => ({
      url: `/api/social/posts/${trent.post}/comments`,
      body: { content: 'Looks good' },
    }),
  },
  'PUT /api/social/profile': {
    call: () => ({
      url: '/api/social/profile',
      body: { daily_calories: 2000, daily_protein: 120, bio: 'Cycling and soup' },
    }),
  },
  'POST /api/social/profile/avatar': {
    call: async () => ({
      url: '/api/social/profile/avatar',
      body: { profile_picture: `https://${PLANTED_TEXT}.example/me.png` },
      multipart: true,
      files: {
        image: {
          bytes: await pngBytes('#3a7'),
          filename: 'me.png',
          contentType: 'image/png',
        },
      },
    }),
    check: async (_, answer) => {
      expect(JSON.parse(answer.body)).toEqual({
        profile_picture: expect.stringMatching(/^\/uploads\//),
      })
    },
  },
  'POST /api/social/follow/:id': {
    call: ({ trent }) => ({ url: `/api/social/follow/${trent.id}` }),
  },
  'POST /api/groups': {
    call: () => ({ url: '/api/groups', body: { name: 'Soup club' } }),
    check: async (_, answer, sender) => {
      const { id } = JSON.parse(answer.body) as { id: number }
      const [row] = await rowsOf(sql`select created_by from groups where id = ${id}`)
      expect(row).toEqual({ created_by: sender.id })
    },
  },
  'POST /api/groups/:id/join': {
    call: ({ trent }) => ({ url: `/api/groups/${trent.group}/join` }),
    check: async ({ trent }, _, sender) => {
      const rows = await rowsOf(
        sql`select role from group_members where group_id = ${trent.group} and user_id = ${sender.id}`,
      )
      expect(rows).toEqual([{ role: 'member' }])
    },
  },
  'POST /api/groups/:id/posts': {
    call: ({ malloryGroup }) => ({
      url: `/api/groups/${malloryGroup}/posts`,
      body: { content: 'Soup tonight' },
      multipart: true,
    }),
  },
  'POST /api/groups/:id/posts/:postId/like': {
    call: ({ malloryGroup, malloryGroupPost }) => ({
      url: `/api/groups/${malloryGroup}/posts/${malloryGroupPost}/like`,
    }),
  },
  'POST /api/groups/:id/invitations': {
    // user_id is whom to invite here, a field the route takes: Trent, whom Mallory follows
    call: ({ malloryGroup, trent }) => ({
      url: `/api/groups/${malloryGroup}/invitations`,
      body: { user_id: trent.id },
    }),
    check: async ({ malloryGroup, trent }, _, sender) => {
      const rows = await rowsOf(
        sql`select invited_by from group_invitations where group_id = ${malloryGroup} and user_id = ${trent.id}`,
      )
      expect(rows).toEqual([{ invited_by: sender.id }])
    },
  },
  'POST /api/account/sessions/revoke-others': {
    call: async ({ newPerson }) => ({
      url: '/api/account/sessions/revoke-others',
      as: await newPerson(),
    }),
  },
  'POST /api/notifications/read': {
    call: () => ({ url: '/api/notifications/read', body: { up_to_id: 2_000_000_000 } }),
  },
  'PUT /api/notifications/settings': {
    call: () => ({ url: '/api/notifications/settings', body: { muted: ['like'] } }),
  },
  'PUT /api/account/preferences': {
    call: () => ({ url: '/api/account/preferences', body: { food_region: 'UK' } }),
  },
  'PUT /api/account/password': {
    call: async ({ newPerson }) => {
      const who = await newPerson()
      return {
        url: '/api/account/password',
        body: { current_password: who.password, new_password: 'a-fresh-long-secret' },
        as: who,
      }
    },
  },
}

const NOBODY: Person = { id: 0, headers: {}, email: '', password: '' }
const WRITES = OPERATIONS.filter((o) => o.method === 'POST' || o.method === 'PUT')

describe('fields a client must not set', () => {
  let ctx: MassContext

  beforeAll(async () => {
    const mallory = person(await registerUser(harness.app))
    const victorUser = await registerUser(harness.app)
    const trentUser = await registerUser(harness.app)
    const postOf = async (headers: Headers) =>
      (await made(call(headers, 'POST', '/api/social/posts', { content: 'Hi' }, true))).id
    const groupOf = async (headers: Headers) =>
      (await made(call(headers, 'POST', '/api/groups', { name: 'A table' }))).id
    const malloryGroup = await groupOf(mallory.headers)
    const malloryGroupPost = await made(
      call(mallory.headers, 'POST', `/api/groups/${malloryGroup}/posts`, { content: 'Hi' }, true),
    )
    await made(call(mallory.headers, 'POST', `/api/social/follow/${trentUser.user.id}`), 200)
    ctx = {
      mallory,
      victor: {
        id: victorUser.user.id,
        post: await postOf(victorUser.headers),
        group: await groupOf(victorUser.headers),
      },
      trent: {
        id: trentUser.user.id,
        post: await postOf(trentUser.headers),
        group: await groupOf(trentUser.headers),
      },
      malloryGroup,
      malloryGroupPost: malloryGroupPost.id,
      newMeal: async () =>
        (
          await made(
            call(mallory.headers, 'POST', '/api/meals', {
              meal_date: MEAL_DAY,
              meal_type: 'dinner',
              description: 'Stew',
              calories: 500,
            }),
          )
        ).id,
      newPerson: async () => person(await registerUser(harness.app)),
    }
  })

  it('has a call for every route that creates or changes something', () => {
    expect(WRITES.length).toBeGreaterThan(20)
    const missing = WRITES.filter((o) => !MASS_ASSIGNMENT[o.key])
    expect(missing.map((o) => o.key)).toEqual([])
    const stale = Object.keys(MASS_ASSIGNMENT).filter((key) => !WRITES.some((o) => o.key === key))
    expect(stale).toEqual([])
  })

  it.each(WRITES.map((o) => [o.key, o] as const))(
    '%s ignores them: they reach no row, no answer and nothing of anyone else',
    async (key, operation) => {
      const entry = MASS_ASSIGNMENT[key]!
      const request = await entry.call(ctx)
      const sender = request.as ?? ctx.mallory
      const planted = plantedFields(ctx.victor)
      const takes = Object.keys(request.body ?? {})
      const extras = Object.fromEntries(
        Object.entries(planted).filter(
          ([name]) => !takes.includes(name) && (!request.multipart || FORM_PLANTED.includes(name)),
        ),
      )
      const victorBefore = await digestOfPerson(ctx.victor.id)

      let answer: Answer
      if (request.multipart) {
        const form = await multipartForm({
          ...Object.fromEntries(
            Object.entries({ ...extras, ...request.body }).map(([k, v]) => [k, String(v)]),
          ),
          ...request.files,
        })
        const response = await harness.app.inject({
          method: operation.method,
          url: request.url,
          headers: { ...sender.headers, ...form.headers },
          payload: form.payload,
        })
        answer = { status: response.statusCode, body: response.body }
      } else {
        answer = await call(sender.headers, operation.method, request.url, {
          ...extras,
          ...request.body,
        })
      }

      expect([200, 201, 202, 204], answer.body).toContain(answer.status)
      const plantedValues = [String(PLANTED_NUMBER), PLANTED_TIME.slice(0, 10), PLANTED_TEXT]
      for (const value of plantedValues) expect(answer.body).not.toContain(value)
      expect(await rowsContaining(harness.db, plantedValues)).toEqual([])
      expect(await digestOfPerson(ctx.victor.id)).toBe(victorBefore)
      await entry.check?.(ctx, answer, sender)
    },
  )
})

// Decision 034: a group post is a post, so every post route reaches one by its
// id. On a private group's post each answers as the group routes do (decision
// 013): seeing, liking, commenting and bookmarking are its members'; an
// invited person is told 'members only', anyone else 'private'; removing is its
// author's or the group's creator's. The lists that can hold it (bookmarks, a
// profile's Liked tab, a profile's posts, the feed) never show it to anyone else.
describe('a private group’s post, by who asks, on every post route', () => {
  const SECRET = 'Only the circle reads this'
  type Role = 'stranger' | 'invited' | 'member' | 'author' | 'creator'
  const ROLES: Role[] = ['stranger', 'invited', 'member', 'author', 'creator']
  let people: Record<Role, Awaited<ReturnType<typeof registerUser>>>
  let group: number

  /** A new post by the author in the group. */
  const groupPost = async (content = SECRET) =>
    (
      await made(
        call(people.author.headers, 'POST', `/api/groups/${group}/posts`, { content }, true),
      )
    ).id

  beforeAll(async () => {
    people = {
      stranger: await registerUser(harness.app),
      invited: await registerUser(harness.app),
      member: await registerUser(harness.app),
      author: await registerUser(harness.app),
      creator: await registerUser(harness.app),
    }
    const as = people.creator.headers
    group = (await made(call(as, 'POST', '/api/groups', { name: 'Circle', is_private: true }))).id
    for (const role of ['invited', 'member', 'author'] as const) {
      await made(call(as, 'POST', `/api/social/follow/${people[role].user.id}`), 200)
      await made(
        call(as, 'POST', `/api/groups/${group}/invitations`, { user_id: people[role].user.id }),
      )
    }
    for (const role of ['member', 'author'] as const) {
      await made(call(people[role].headers, 'POST', `/api/groups/${group}/join`), 200)
    }
    // the stranger and the invited follow the author, so the feed would show the post if any list leaked it
    for (const role of ['stranger', 'invited'] as const) {
      await made(
        call(people[role].headers, 'POST', `/api/social/follow/${people.author.user.id}`),
        200,
      )
    }
  })

  const ROUTES: Record<string, (post: number) => [Method, string, Record<string, unknown>?]> = {
    'GET /api/social/posts/:id': (post) => ['GET', `/api/social/posts/${post}`],
    'GET /api/social/posts/:id/comments': (post) => ['GET', `/api/social/posts/${post}/comments`],
    'POST /api/social/posts/:id/comments': (post) => [
      'POST',
      `/api/social/posts/${post}/comments`,
      { content: 'Count me in' },
    ],
    'POST /api/social/posts/:id/like': (post) => ['POST', `/api/social/posts/${post}/like`],
    'POST /api/social/posts/:id/favorite': (post) => ['POST', `/api/social/posts/${post}/favorite`],
    'POST /api/groups/:id/posts/:postId/like': (post) => [
      'POST',
      `/api/groups/${group}/posts/${post}/like`,
    ],
  }
  const SEEN: Record<Role, number | null> = {
    stranger: null,
    invited: null,
    member: 200,
    author: 200,
    creator: 200,
  }
  const REFUSALS: Partial<Record<Role, string>> = {
    stranger: GROUP_MESSAGES.privateGroup,
    invited: GROUP_MESSAGES.membersOnly,
  }

  it.each(ROLES.flatMap((role) => Object.keys(ROUTES).map((route) => [role, route] as const)))(
    'the %s: %s',
    async (role, route) => {
      const post = await groupPost()
      const [method, url, body] = ROUTES[route]!(post)
      const before = await tableDigests(harness.db)
      const answer = await call(people[role].headers, method, url, body)
      // the group's own like route asks for membership before the post (decision 013)
      const refusal =
        role === 'invited' && route.startsWith('POST /api/groups')
          ? GROUP_MESSAGES.notMember
          : REFUSALS[role]
      if (refusal) {
        expect(answer.status, answer.body).toBe(403)
        expect(JSON.parse(answer.body)).toMatchObject({ error: refusal })
        expect(answer.body).not.toContain(SECRET)
        expect(changedTables(before, await tableDigests(harness.db))).toEqual([])
      } else {
        const expected = method === 'POST' && body ? 201 : SEEN[role]
        expect(answer.status, answer.body).toBe(expected)
      }
    },
  )

  it.each([
    ['stranger', 403, GROUP_MESSAGES.privateGroup],
    ['invited', 403, GROUP_MESSAGES.membersOnly],
    ['member', 403, GROUP_MESSAGES.notYourGroupPost],
    ['author', 204, null],
    ['creator', 204, null],
  ] as const)('the %s removing it, by either route, answers %i', async (role, status, error) => {
    for (const url of [
      (id: number) => `/api/social/posts/${id}`,
      (id: number) => `/api/groups/${group}/posts/${id}`,
    ]) {
      const post = await groupPost()
      const answer = await call(people[role].headers, 'DELETE', url(post))
      expect(answer.status, answer.body).toBe(status)
      if (error) expect(JSON.parse(answer.body)).toMatchObject({ error })
      const left = await call(people.author.headers, 'GET', `/api/social/posts/${post}`)
      expect(left.status).toBe(status === 204 ? 404 : 200)
    }
  })

  // decision 040: only its author edits it; the group's creator may remove it, not reword it
  it.each([
    ['stranger', 403, GROUP_MESSAGES.privateGroup],
    ['invited', 403, GROUP_MESSAGES.membersOnly],
    ['member', 403, POST_NOT_YOURS_TO_EDIT],
    ['creator', 403, POST_NOT_YOURS_TO_EDIT],
    ['author', 200, null],
  ] as const)('the %s editing it answers %i', async (role, status, error) => {
    const post = await groupPost()
    const before = await tableDigests(harness.db)
    const url = `/api/social/posts/${post}`
    const answer = await call(people[role].headers, 'PUT', url, { content: 'Reworded' })
    expect(answer.status, answer.body).toBe(status)
    if (error) {
      expect(JSON.parse(answer.body)).toMatchObject({ error })
      expect(answer.body).not.toContain(SECRET)
      expect(changedTables(before, await tableDigests(harness.db))).toEqual([])
    }
    const shown = JSON.parse((await call(people.author.headers, 'GET', url)).body) as {
      content: string
    }
    expect(shown.content).toBe(error ? SECRET : 'Reworded')
  })

  it('shows in no list of anyone outside the group, and in the lists of its members', async () => {
    const post = await groupPost('Listed for the circle only')
    for (const role of ROLES) {
      if (SEEN[role]) {
        await made(call(people[role].headers, 'POST', `/api/social/posts/${post}/like`), 200)
        await made(call(people[role].headers, 'POST', `/api/social/posts/${post}/favorite`), 200)
      }
    }
    const ids = async (role: Role, url: string) => {
      const answer = await call(people[role].headers, 'GET', url)
      expect(answer.status, answer.body).toBe(200)
      return (JSON.parse(answer.body) as { posts: { id: number }[] }).posts.map((p) => p.id)
    }
    const author = people.author.user.id
    for (const role of ROLES) {
      const sees = SEEN[role] !== null
      const own = people[role].user.id
      expect(await ids(role, `/api/social/profile/${own}/favorited-posts`)).toEqual(
        sees ? expect.arrayContaining([post]) : [],
      )
      expect(
        (await ids(role, `/api/social/profile/${author}/liked-posts`)).includes(post),
        role,
      ).toBe(sees)
      // never in the feed or on a profile, whoever looks (decision 034)
      expect(await ids(role, '/api/social/feed')).not.toContain(post)
      expect(await ids(role, `/api/social/profile/${author}/posts`)).not.toContain(post)
      const recent = await call(people[role].headers, 'GET', `/api/groups/${group}/posts`)
      expect(recent.status, role).toBe(sees ? 200 : 403)
    }
    // a member who leaves no longer sees their bookmark of it
    const left = await call(people.member.headers, 'DELETE', `/api/groups/${group}/join`)
    expect(left.status).toBe(204)
    expect(
      await ids('member', `/api/social/profile/${people.member.user.id}/favorited-posts`),
    ).toEqual([])
    const gone = await call(people.member.headers, 'GET', `/api/social/posts/${post}`)
    expect(gone.status).toBe(403)
  })
})
