import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  migrations,
  migrationsBefore,
  openBlankDatabase,
  type Blank,
} from '../test/migration-database'

// Issue 24: rows written before profile pictures were checked held any address,
// or someone else's photo. Migration 0010 clears them, so no client is ever
// sent one; this applies it to such a database, on PGlite or on PostgreSQL
// (PLATEWISE_TEST_DB=postgres) as the tests run.

const key = (n: number) => `${String(n).padStart(32, '0')}.webp`
const upload = (n: number) => `/uploads/${key(n)}`

let database: Blank
let people: Record<string, number>
beforeAll(async () => {
  database = await openBlankDatabase()
  const before = migrationsBefore('0010_')
  await database.migrate(before)
  fs.rmSync(before, { recursive: true, force: true })
  people = await legacyRows()
  await database.migrate(migrations)
})
afterAll(() => database?.close())

async function person(username: string, picture: string | null, profilePicture = picture) {
  const [user] = await database.query<{ id: number }>(
    `insert into users (email, username, first_name, last_name, password_hash, profile_picture)
     values ($1, $2, 'A', 'B', 'x', $3) returning id`,
    [`${username}@example.com`, username, picture],
  )
  await database.query(
    `insert into profiles (user_id, daily_calories, daily_protein, profile_picture)
     values ($1, 2000, 150, $2)`,
    [user!.id, profilePicture],
  )
  return user!.id
}

/** What a database could hold before issue 24: Alice's photos, and pictures of every kind. */
async function legacyRows() {
  const alice = await person('alice', upload(1))
  await database.query(`insert into posts (user_id, content, image_key) values ($1, 'Lunch', $2)`, [
    alice,
    key(2),
  ])
  const [group] = await database.query<{ id: number }>(
    `insert into groups (name, created_by) values ('Table', $1) returning id`,
    [alice],
  )
  await database.query(
    `insert into group_posts (group_id, user_id, content, image_key) values ($1, $2, 'Soup', $3)`,
    [group!.id, alice, key(3)],
  )
  const ownPostPhoto = await person('own_post_photo', upload(4))
  await database.query(`insert into posts (user_id, content, image_key) values ($1, 'Mine', $2)`, [
    ownPostPhoto,
    key(4),
  ])
  return {
    alice,
    ownPostPhoto,
    tracker: await person('tracker', 'https://tracker.example/pixel.png'),
    sneaky: await person('sneaky', '/\\127.0.0.1:9/x.png'),
    protocolRelative: await person('protocol_relative', '//tracker.example/x.png'),
    relative: await person('relative', '/settings'),
    takesPost: await person('takes_post', upload(2)),
    takesGroupPhoto: await person('takes_group_photo', upload(3)),
    onlyProfile: await person('only_profile', null, upload(5)),
    apart: await person('apart', upload(6), 'https://elsewhere.example/me.png'),
  }
}

const pictures = (id: number) =>
  database.query<{ user: string | null; profile: string | null }>(
    `select u.profile_picture as user, p.profile_picture as profile
     from users u join profiles p on p.user_id = u.id where u.id = $1`,
    [id],
  )

describe('migration 0010 on pictures written before they were checked', () => {
  it('clears every address that is not an upload, so no client is sent one', async () => {
    for (const name of ['tracker', 'sneaky', 'protocolRelative', 'relative']) {
      expect(await pictures(people[name]!), name).toEqual([{ user: null, profile: null }])
    }
  })

  it('clears pictures that are someone else’s post or group post photo', async () => {
    for (const name of ['takesPost', 'takesGroupPhoto']) {
      expect(await pictures(people[name]!), name).toEqual([{ user: null, profile: null }])
    }
  })

  it('keeps people’s own uploads, and gives the profile the picture the user shows', async () => {
    expect(await pictures(people.alice!)).toEqual([{ user: upload(1), profile: upload(1) }])
    // a photo of their own post is an image they uploaded
    expect(await pictures(people.ownPostPhoto!)).toEqual([{ user: upload(4), profile: upload(4) }])
    expect(await pictures(people.apart!)).toEqual([{ user: upload(6), profile: upload(6) }])
    expect(await pictures(people.onlyProfile!)).toEqual([{ user: null, profile: null }])
  })

  it('leaves the database refusing any other picture, whatever writes the row', async () => {
    for (const [table, owner] of [
      ['users', 'id'],
      ['profiles', 'user_id'],
    ]) {
      await expect(
        database.query(`update ${table} set profile_picture = $2 where ${owner} = $1`, [
          people.alice,
          'https://tracker.example/pixel.png',
        ]),
        table,
      ).rejects.toThrow(/profile_picture_check/)
    }
  })
})
