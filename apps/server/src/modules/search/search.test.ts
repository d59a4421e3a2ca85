import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { groupInvitations, groupMembers, groups } from '../../db/schema'
import { createTestApp, multipartForm, onboardedProfile, registerUser } from '../../test/test-app'

let statements = 0
let harness: Awaited<ReturnType<typeof createTestApp>>

type User = Awaited<ReturnType<typeof registerUser>>

/** Someone with these names; the email (ada.…@example.com) is never searched. */
const person = (first_name: string, last_name: string, username: string, email?: string) =>
  registerUser(harness.app, { first_name, last_name, username, ...(email && { email }) })

let viewer: User
let ada: User
let grace: User
let robert: User

interface Found {
  users: {
    id: number
    username: string
    first_name: string
    last_name: string
    posts_count: number
    is_following: boolean
  }[]
  groups: {
    id: number
    name: string
    description: string
    image: string
    members_count: number
    is_member: boolean
  }[]
  hasMore: boolean
  total: number
}

async function search(
  path: 'search' | 'search/users' | 'search/groups',
  query: string,
  as: User = viewer,
) {
  const response = await harness.app.inject({
    method: 'GET',
    url: `/api/social/${path}?${query}`,
    headers: as.headers,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<Found>()
}

const q = (text: string) => `q=${encodeURIComponent(text)}`
const peopleFound = async (text: string) =>
  (await search('search/users', q(text))).users.map(
    (user) => `${user.first_name} ${user.last_name}`,
  )
const groupsFound = async (text: string, as: User = viewer) =>
  (await search('search/groups', q(text), as)).groups.map((group) => group.name)

async function addGroup(
  values: { name: string; description?: string; isPrivate?: boolean; image?: 'sprout' },
  members: User[] = [],
) {
  const [group] = await harness.db
    .insert(groups)
    .values({ ...values, membersCount: members.length })
    .returning({ id: groups.id })
  for (const [index, member] of members.entries()) {
    await harness.db
      .insert(groupMembers)
      .values({ groupId: group!.id, userId: member.user.id, role: index ? 'member' : 'owner' })
  }
  return group!.id
}

async function sharePost(user: User, content: string) {
  const form = await multipartForm({ content })
  await harness.app.inject({
    method: 'POST',
    url: '/api/social/posts',
    headers: { ...user.headers, ...form.headers },
    payload: form.payload,
  })
}

beforeAll(async () => {
  harness = await createTestApp({}, { queryLogger: { logQuery: () => void (statements += 1) } })
  viewer = await person('Vera', 'Viewer', 'vera_v')
  ada = await person('Ada', 'Lovelace', 'countess', 'zebra.crossing@example.com')
  await person('Adam', 'Smith', 'adam_s')
  grace = await person('Grace', 'Hopper', 'amazing_grace')
  await person('Tom', 'Grice', 'tgrice')
  await person('Mary', 'Lovell', 'mlovell')
  robert = await person('Robert', 'Plant', 'rplant')
  await harness.app.inject({
    method: 'POST',
    url: `/api/social/follow/${grace.user.id}`,
    headers: viewer.headers,
  })
  await sharePost(grace, 'Compiler-fuelled breakfast')
  await sharePost(grace, 'Debugging lunch')

  await addGroup(
    {
      name: 'Plant Powered Runners',
      description: 'Vegan athletes training together',
      image: 'sprout',
    },
    [robert, viewer, ada],
  )
  await addGroup({ name: 'Marathon Mums', description: 'Long runs on Sunday mornings' }, [grace])
  await addGroup({ name: 'Early Birds', description: 'Training for a marathon before work' })
  await addGroup({ name: '100% Plant Based', description: 'No exceptions' })
  const supperClub = await addGroup(
    { name: 'Secret Supper Club', description: 'Tasting menus', isPrivate: true },
    [grace],
  )
  await harness.db.insert(groupInvitations).values({ groupId: supperClub, userId: ada.user.id })
})
afterAll(() => harness.close())

describe('GET /api/social/search/users', () => {
  it('finds people by first name, with their posts count and whether the viewer follows them', async () => {
    const found = await search('search/users', q('grace'))
    expect(found.users[0]).toEqual({
      id: grace.user.id,
      username: 'amazing_grace',
      first_name: 'Grace',
      last_name: 'Hopper',
      profile_picture: null,
      posts_count: 2,
      is_following: true,
    })
    const other = (await search('search/users', q('ada lovelace'))).users[0]
    expect(other).toMatchObject({ id: ada.user.id, posts_count: 0, is_following: false })
  })

  it('finds people by last name', async () => {
    expect(await peopleFound('hopper')).toEqual(['Grace Hopper'])
  })

  it('finds people by full name', async () => {
    expect(await peopleFound('ada lovelace')).toEqual(['Ada Lovelace'])
    expect(await peopleFound('Grace   Hopper')).toEqual(['Grace Hopper'])
  })

  it('finds people by username', async () => {
    expect(await peopleFound('countess')).toEqual(['Ada Lovelace'])
    expect(await peopleFound('adam_s')).toEqual(['Adam Smith'])
  })

  it('finds people by the start of a name, in any case', async () => {
    expect((await peopleFound('lov')).sort()).toEqual(['Ada Lovelace', 'Mary Lovell'])
    expect(await peopleFound('LOVELACE')).toEqual(['Ada Lovelace'])
    expect(await peopleFound('gRaCe HoP')).toEqual(['Grace Hopper'])
  })

  it('puts the exact name before longer names that start with it', async () => {
    expect(await peopleFound('ada')).toEqual(['Ada Lovelace', 'Adam Smith'])
  })

  it("finds a name typed with one wrong letter: 'lovelase' finds Lovelace first", async () => {
    expect((await peopleFound('lovelase'))[0]).toBe('Ada Lovelace')
    expect(await peopleFound('smyth')).toEqual(['Adam Smith'])
    expect(await peopleFound('hoppr')).toEqual(['Grace Hopper'])
  })

  it('ranks names that start with the query before names that only look like it', async () => {
    // Grace starts with 'grace'; Grice is one letter away
    expect(await peopleFound('grace')).toEqual(['Grace Hopper', 'Tom Grice'])
  })

  it('never matches on an email address', async () => {
    expect(await peopleFound('zebra')).toEqual([])
    expect(await peopleFound('zebra.crossing@example.com')).toEqual([])
    expect(await peopleFound('example')).toEqual([])
  })

  it('never lists the viewer', async () => {
    expect(await peopleFound('vera')).toEqual([])
    const newest = await search('search/users', 'q=')
    expect(newest.users.map((user) => user.id)).not.toContain(viewer.user.id)
  })

  it.each(['%', '_', '\\', 'ad%m', 'ad_m', '%%%'])(
    "reads '%s' literally rather than as a wildcard",
    async (text) => {
      expect(await peopleFound(text)).toEqual([])
    },
  )

  it('lists the newest members for an empty query', async () => {
    for (const query of ['', 'q=', `q=${encodeURIComponent('   ')}`]) {
      const found = await search('search/users', query)
      expect(found.users.map((user) => user.first_name)).toEqual([
        'Robert',
        'Mary',
        'Tom',
        'Grace',
        'Adam',
      ])
      expect(found.users[3]).toMatchObject({ is_following: true, posts_count: 2 })
      expect(found.hasMore).toBe(true)
      expect(found.total).toBe(6)
    }
  })
})

describe('paging through search results', () => {
  let quinns: number[]
  beforeAll(async () => {
    quinns = []
    for (const last of ['Abbot', 'Baker', 'Carter', 'Dunn', 'Ellis', 'Foster', 'Gray']) {
      quinns.push((await person('Quinn', last, `quinn_${last.toLowerCase()}`)).user.id)
    }
  })

  it('pages by offset without gaps or repeats, with hasMore and total', async () => {
    const pages = []
    for (const offset of [0, 3, 6]) {
      pages.push(await search('search/users', `q=quinn&limit=3&offset=${offset}`))
    }
    expect(pages.map((page) => page.users.length)).toEqual([3, 3, 1])
    expect(pages.map((page) => page.hasMore)).toEqual([true, true, false])
    expect(pages.map((page) => page.total)).toEqual([7, 7, 7])
    const ids = pages.flatMap((page) => page.users.map((user) => user.id))
    expect(ids.sort((a, b) => a - b)).toEqual(quinns)
    // same score: by name
    expect(pages[0]!.users.map((user) => user.last_name)).toEqual(['Abbot', 'Baker', 'Carter'])
  })

  it('shows 5 at a time by default (§9)', async () => {
    const found = await search('search/users', 'q=quinn')
    expect(found.users).toHaveLength(5)
    expect(found).toMatchObject({ hasMore: true, total: 7 })
  })

  it('answers an empty page past the end, still with the total', async () => {
    expect(await search('search/users', 'q=quinn&offset=40')).toEqual({
      users: [],
      hasMore: false,
      total: 7,
    })
  })
})

describe('GET /api/social/search/groups', () => {
  it('finds groups by name, with their members count and whether the viewer is a member', async () => {
    const found = await search('search/groups', q('plant powered'))
    expect(found).toEqual({
      groups: [
        {
          id: expect.any(Number),
          name: 'Plant Powered Runners',
          description: 'Vegan athletes training together',
          image: 'sprout',
          members_count: 3,
          is_member: true,
        },
      ],
      hasMore: false,
      total: 1,
    })
    const mums = (await search('search/groups', q('marathon mums'))).groups[0]
    expect(mums).toMatchObject({ image: 'group', members_count: 1, is_member: false })
  })

  it('finds groups by description, after those whose name matches', async () => {
    expect(await groupsFound('marathon')).toEqual(['Marathon Mums', 'Early Birds'])
    expect(await groupsFound('vegan')).toEqual(['Plant Powered Runners'])
  })

  it('finds a group name typed with one wrong letter', async () => {
    expect(await groupsFound('maraton')).toEqual(['Marathon Mums', 'Early Birds'])
  })

  it('hides a private group from people neither in it nor invited to it', async () => {
    expect(await groupsFound('supper')).toEqual([])
    expect(await groupsFound('tasting menus')).toEqual([])
    expect(await search('search', q('secret supper'))).toMatchObject({ groups: [], total: 0 })
  })

  it('finds a private group for its members and the people invited, by name or description', async () => {
    const asMember = await search('search/groups', q('supper'), grace)
    expect(asMember).toMatchObject({ groups: [{ name: 'Secret Supper Club', is_member: true }] })
    expect(await groupsFound('tasting menus', grace)).toEqual(['Secret Supper Club'])
    const asInvited = await search('search', q('secret supper'), ada)
    expect(asInvited).toMatchObject({
      groups: [{ name: 'Secret Supper Club', is_member: false }],
      total: 1,
    })
  })

  it("matches '%' literally", async () => {
    expect((await groupsFound('100%'))[0]).toBe('100% Plant Based')
    expect(await groupsFound('%')).toEqual([])
  })

  it('finds nothing for an empty query', async () => {
    expect(await search('search/groups', 'q=')).toEqual({ groups: [], hasMore: false, total: 0 })
  })
})

describe('GET /api/social/search', () => {
  it('answers people and groups together, with both totals added', async () => {
    const found = await search('search', q('plant'))
    expect(found.users.map((user) => user.id)).toEqual([robert.user.id])
    // both names have the word: the group with more members first
    expect(found.groups.map((group) => group.name)).toEqual([
      'Plant Powered Runners',
      '100% Plant Based',
    ])
    expect(found).toMatchObject({ hasMore: false, total: 3 })
  })

  it('says there is more when either list has more than the page', async () => {
    const found = await search('search', `${q('plant')}&limit=1`)
    expect([found.users.length, found.groups.length]).toEqual([1, 1])
    expect(found).toMatchObject({ hasMore: true, total: 3 })
    const next = await search('search', `${q('plant')}&limit=1&offset=1`)
    expect([next.users.length, next.groups.length]).toEqual([0, 1])
    expect(next).toMatchObject({ hasMore: false, total: 3 })
  })

  it('finds nothing for an empty query', async () => {
    expect(await search('search', 'q=')).toEqual({
      users: [],
      groups: [],
      hasMore: false,
      total: 0,
    })
  })

  it('finds nobody for a query that matches nothing', async () => {
    expect(await search('search', q('xylophone'))).toEqual({
      users: [],
      groups: [],
      hasMore: false,
      total: 0,
    })
  })
})

describe('a search query that cannot be read', () => {
  it.each([
    ['limit=0', 'limit must be at least 1'],
    ['limit=999', 'limit must be at most 50'],
    ['limit=abc', 'limit must be a number'],
    ['limit=1.5', 'limit must be a whole number'],
    ['offset=-1', 'offset cannot be negative'],
    ['offset=ten', 'offset must be a number'],
    [`q=${'a'.repeat(101)}`, 'Please search with at most 100 characters'],
    ['q=ada%00', 'Search contains a character that is not allowed'],
    ['q=ada&q=grace', 'Search must be text'],
  ])('answers ?%s with 400 and a readable message on every search', async (query, message) => {
    for (const path of ['search', 'search/users', 'search/groups']) {
      const response = await harness.app.inject({
        method: 'GET',
        url: `/api/social/${path}?${query}`,
        headers: viewer.headers,
      })
      expect(response.statusCode, `${path}?${query}`).toBe(400)
      expect(response.json()).toMatchObject({ error: message, code: 'VALIDATION_ERROR' })
    }
  })

  it('asks for a signed-in user', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/social/search?q=ada' })
    expect(response.statusCode).toBe(401)
  })
})

describe('people search after someone joins, leaves or changes their name', () => {
  // each query is searched first, so a ranking kept from before would show
  it('finds someone who joined after the same search was made', async () => {
    expect(await peopleFound('ottoline')).toEqual([])
    await person('Ottoline', 'Morrell', 'garsington')
    expect(await peopleFound('ottoline')).toEqual(['Ottoline Morrell'])
  })

  it('finds people by their new name once they change it, and no longer by the old one', async () => {
    const renamed = await person('Wilhelmina', 'Murray', 'mina_m')
    expect(await peopleFound('wilhelmina')).toEqual(['Wilhelmina Murray'])
    expect(await peopleFound('harker')).toEqual([])
    const response = await harness.app.inject({
      method: 'PUT',
      url: '/api/social/profile',
      headers: renamed.headers,
      payload: { ...onboardedProfile, first_name: 'Mina', last_name: 'Harker' },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(await peopleFound('wilhelmina')).toEqual([])
    expect(await peopleFound('harker')).toEqual(['Mina Harker'])
  })

  it('no longer finds someone whose account was deleted', async () => {
    const leaving = await person('Zenobia', 'Frome', 'zfrome')
    expect(await peopleFound('zenobia')).toEqual(['Zenobia Frome'])
    const response = await harness.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: leaving.headers,
      payload: { password: leaving.payload.password, confirmation: 'DELETE' },
    })
    expect(response.statusCode, response.body).toBe(204)
    expect(await peopleFound('zenobia')).toEqual([])
    expect((await search('search/users', q('zenobia'))).total).toBe(0)
  })
})

describe('the number of database queries behind a search', () => {
  async function cost(path: 'search' | 'search/users' | 'search/groups', query: string) {
    statements = 0
    const found = await search(path, query)
    return { statements, shown: found.users?.length ?? 0 }
  }

  // session (unless cached); PGlite's begin and commit are not logged, PostgreSQL's are
  const session = () => (harness.cachesSessions ? 0 : 1)

  it('is the same for a page of 1 result and a page of 7, on each search', async () => {
    for (const path of ['search', 'search/users'] as const) {
      await cost(path, 'q=quinn')
      const one = await cost(path, 'q=quinn&limit=1')
      const seven = await cost(path, 'q=quinn&limit=7')
      expect([one.shown, seven.shown]).toEqual([1, 7])
      expect(seven.statements).toBe(one.statements)
    }
    const newestFew = await cost('search/users', 'limit=2')
    const newestMany = await cost('search/users', 'limit=12')
    expect([newestFew.shown, newestMany.shown]).toEqual([2, 12])
    expect(newestMany.statements).toBe(newestFew.statements)
  })

  it('ranks people again only when someone joined, left or changed a name since the same search', async () => {
    await cost('search/users', 'q=plant')
    const again = await cost('search/users', 'q=plant')
    // the page by ids, which reads the generation in the same statement
    expect(again.statements).toBe(session() + 1)
    await person('Percy', 'Plantagenet', 'percy_p')
    const afterJoining = await cost('search/users', 'q=plant')
    // the page found stale, the generation, the ranking (with its threshold), the page
    expect(afterJoining.statements).toBeGreaterThanOrEqual(again.statements + 4)
    expect(afterJoining.shown).toBe(again.shown + 1)
  })

  it('is at most the session, the people page and one transaction for the groups', async () => {
    await cost('search', 'q=plant')
    const { statements: all } = await cost('search', 'q=plant')
    // people: the page by ids; groups: (begin, set threshold) + page with its total (+ commit)
    expect(all).toBeLessThanOrEqual(session() + 5)
    expect((await cost('search', 'q=')).statements).toBe(session())
  })
})
