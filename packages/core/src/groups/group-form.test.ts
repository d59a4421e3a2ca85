import { describe, expect, it } from 'vitest'
import { messagesByField } from '../api/issues'
import { emptyPostForm } from '../social/post-form'
import { createGroupFormSchema, emptyCreateGroupForm, groupPostFormSchema } from './group-form'

/** A form's messages as it shows them: each field's first. */
const errorsOf = (result: { error?: { issues: Parameters<typeof messagesByField>[0] } }) =>
  messagesByField(result.error?.issues ?? [])

describe('the Create Group form', () => {
  it('reads the trimmed name and description, and private', () => {
    expect(
      createGroupFormSchema.parse({
        name: ' Soup Sundays ',
        description: ' One pot ',
        isPrivate: true,
      }),
    ).toEqual({ name: 'Soup Sundays', description: 'One pot', isPrivate: true })
  })

  it("refuses a name of blanks and a description too long, with the server's messages", () => {
    expect(
      errorsOf(
        createGroupFormSchema.safeParse({
          ...emptyCreateGroupForm(),
          name: '   ',
          description: 'a'.repeat(501),
        }),
      ),
    ).toEqual({
      name: 'Please enter a group name',
      description: 'A description can be at most 500 characters',
    })
  })
})

describe('the Share with Group form', () => {
  it('needs words, even beside a photo (§5 group post needs content)', () => {
    const photo = new Blob(['png'], { type: 'image/png' })
    expect(
      errorsOf(groupPostFormSchema.safeParse({ ...emptyPostForm(), content: ' ', image: photo })),
    ).toEqual({ content: 'Please write something to share with the group' })
    expect(
      groupPostFormSchema.parse({
        ...emptyPostForm(),
        content: ' Miso soup ',
        allowComments: false,
      }),
    ).toEqual({
      content: 'Miso soup',
      allowComments: false,
      hideLikeCount: false,
      mealData: null,
      image: null,
    })
  })
})
