import fs from 'node:fs'
import path from 'node:path'
import { PROFILE_PICTURE_MESSAGE } from '@platewise/core'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profiles, users } from '../../db/schema'
import { createTestApp, postForm, registerUser, type FormFile } from '../../test/test-app'

// Issue 24: a profile picture is one its owner uploaded, or none. A new upload
// replaces it and a save may clear it; either way the old image leaves storage
// once no row points at it.

let harness: Awaited<ReturnType<typeof createTestApp>>
let uploadsDir: string
beforeAll(async () => {
  harness = await createTestApp()
  uploadsDir = path.join(harness.config.DATA_DIR, 'uploads')
})
afterAll(() => harness.close())

type User = Awaited<ReturnType<typeof registerUser>>

const goals = { daily_calories: 2000, daily_protein: 130 }

const photo = async (background: string): Promise<FormFile> => ({
  bytes: await sharp({ create: { width: 24, height: 24, channels: 3, background } })
    .png()
    .toBuffer(),
  filename: 'me.png',
  contentType: 'image/png',
})

async function uploadPicture(as: User, background = '#845ef7') {
  const { profile_picture } = await postForm<{ profile_picture: string }>(
    harness.app,
    '/api/social/profile/avatar',
    as.headers,
    { image: await photo(background) },
  )
  return profile_picture
}

const fileOf = (address: string) => path.join(uploadsDir, address.slice('/uploads/'.length))
const served = async (address: string) =>
  (await harness.app.inject({ method: 'GET', url: address })).statusCode

const put = (url: string, as: User, payload: object) =>
  harness.app.inject({ method: 'PUT', url, headers: as.headers, payload })

/** The picture as the person, the profile and everyone else see it. */
async function picturesOf(as: User) {
  const own = await harness.app.inject({ method: 'GET', url: '/api/profile', headers: as.headers })
  const other = await registerUser(harness.app)
  const social = await harness.app.inject({
    method: 'GET',
    url: `/api/social/profile/${as.user.id}`,
    headers: other.headers,
  })
  return {
    profile: own.json<{ profile: { profile_picture: string | null } }>().profile.profile_picture,
    shown: social.json<{ user: { profile_picture: string | null } }>().user.profile_picture,
  }
}

async function personWithProfile() {
  const person = await registerUser(harness.app)
  expect((await put('/api/profile', person, goals)).statusCode).toBe(200)
  return person
}

describe('a new profile picture', () => {
  it('replaces the old one, whose file leaves the disk and whose address answers 404', async () => {
    const maya = await personWithProfile()
    const first = await uploadPicture(maya, '#845ef7')
    expect(fs.existsSync(fileOf(first))).toBe(true)

    const second = await uploadPicture(maya, '#12b886')
    expect(second).not.toBe(first)
    expect(fs.existsSync(fileOf(first))).toBe(false)
    expect(await served(first)).toBe(404)
    expect(await served(second)).toBe(200)
    expect(await picturesOf(maya)).toEqual({ profile: second, shown: second })
  })

  it('keeps the old file while another row still points at it (a row from before pictures were checked)', async () => {
    const maya = await personWithProfile()
    const sam = await registerUser(harness.app)
    const first = await uploadPicture(maya)
    await harness.db.update(users).set({ profilePicture: first }).where(eq(users.id, sam.user.id))

    await uploadPicture(maya, '#fab005')
    expect(fs.existsSync(fileOf(first))).toBe(true)
    expect(await served(first)).toBe(200)
  })

  it('uploaded before the profile exists is the new profile’s picture too', async () => {
    const maya = await registerUser(harness.app)
    const picture = await uploadPicture(maya)
    expect((await put('/api/profile', maya, goals)).statusCode).toBe(200)
    expect(await picturesOf(maya)).toEqual({ profile: picture, shown: picture })
  })
})

describe.each(['/api/profile', '/api/social/profile'])('PUT %s and the picture', (url) => {
  it('removes the picture with null: no one is shown it and its file leaves the disk', async () => {
    const maya = await personWithProfile()
    const picture = await uploadPicture(maya)

    const response = await put(url, maya, { ...goals, profile_picture: null })
    expect(response.statusCode, response.body).toBe(200)
    expect(await picturesOf(maya)).toEqual({ profile: null, shown: null })
    expect(fs.existsSync(fileOf(picture))).toBe(false)
    expect(await served(picture)).toBe(404)
  })

  it('keeps the picture when the save sends the one the person has, or leaves it out', async () => {
    const maya = await personWithProfile()
    const picture = await uploadPicture(maya)
    for (const payload of [
      { ...goals, profile_picture: picture },
      { ...goals, bio: 'Soup' },
    ]) {
      const response = await put(url, maya, payload)
      expect(response.statusCode, response.body).toBe(200)
    }
    expect(await picturesOf(maya)).toEqual({ profile: picture, shown: picture })
    expect(await served(picture)).toBe(200)
  })

  it('refuses a picture the person no longer has, and changes nothing', async () => {
    const maya = await personWithProfile()
    const old = await uploadPicture(maya)
    const current = await uploadPicture(maya, '#e64980')
    const [before] = await harness.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, maya.user.id))

    const response = await put(url, maya, { ...goals, bio: 'Changed', profile_picture: old })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: PROFILE_PICTURE_MESSAGE,
      code: 'VALIDATION_ERROR',
      fields: { profile_picture: PROFILE_PICTURE_MESSAGE },
    })
    const [after] = await harness.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, maya.user.id))
    expect(after).toEqual(before)
    expect(await picturesOf(maya)).toEqual({ profile: current, shown: current })
  })
})
