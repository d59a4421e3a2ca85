import { describe, expect, it } from 'vitest'
import { messagesByField } from '../api/issues'
import { GROUP_MESSAGES } from '../groups/group-rules'
import { editedContentRefusal } from './post-edit-rules'
import { editPostFormSchema } from './post-form'
import { POST_CONTENT_MAX_LENGTH, POST_MESSAGES } from './post-rules'
import { editPostSchema } from './post-schema'

const feedPost = { hasPhoto: false, inGroup: false }
const photoPost = { hasPhoto: true, inGroup: false }
const groupPhotoPost = { hasPhoto: true, inGroup: true }

describe('editedContentRefusal', () => {
  it('takes any words, whatever the post', () => {
    for (const post of [feedPost, photoPost, groupPhotoPost]) {
      expect(editedContentRefusal('Still oats', post)).toBeNull()
    }
  })

  it('lets a feed post with a photo lose its words, as creating one without words may (§5)', () => {
    expect(editedContentRefusal('', photoPost)).toBeNull()
  })

  it('keeps the words of a feed post without a photo', () => {
    expect(editedContentRefusal('', feedPost)).toBe(POST_MESSAGES.contentRequired)
  })

  it('keeps the words of a group post, photo or not (§5: a group post needs content)', () => {
    expect(editedContentRefusal('', groupPhotoPost)).toBe(GROUP_MESSAGES.postRequired)
    expect(editedContentRefusal('', { hasPhoto: false, inGroup: true })).toBe(
      GROUP_MESSAGES.postRequired,
    )
  })
})

const errorsOf = (result: { error?: { issues: Parameters<typeof messagesByField>[0] } }) =>
  messagesByField(result.error?.issues ?? [])

describe('the Edit form', () => {
  it('reads the trimmed words, as the route does', () => {
    expect(editPostFormSchema(feedPost).parse({ content: '  Oats, then a run \n' })).toEqual({
      content: 'Oats, then a run',
    })
    expect(editPostSchema.parse({ content: '  Oats  ' })).toEqual({ content: 'Oats' })
  })

  it("refuses only spaces on a post that needs words, at the field, with the post's rule", () => {
    expect(errorsOf(editPostFormSchema(feedPost).safeParse({ content: '   ' }))).toEqual({
      content: POST_MESSAGES.contentRequired,
    })
    expect(editPostFormSchema(photoPost).safeParse({ content: '   ' }).success).toBe(true)
  })

  it('refuses words past the limit with the create form’s message', () => {
    const long = 'a'.repeat(POST_CONTENT_MAX_LENGTH + 1)
    expect(errorsOf(editPostFormSchema(photoPost).safeParse({ content: long }))).toEqual({
      content: POST_MESSAGES.contentTooLong,
    })
  })

  it('refuses a body without words, and characters a post may not hold', () => {
    expect(editPostSchema.safeParse({}).success).toBe(false)
    expect(errorsOf(editPostSchema.safeParse({ content: 'a\u0000b' }))).toEqual({
      content: 'Post contains a character that is not allowed',
    })
  })
})
