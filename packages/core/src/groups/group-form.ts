import { z } from 'zod'
import { postFormInput } from '../social/post-form'
import { createGroupPostSchema, createGroupSchema, type CreateGroupInput } from './group-schema'

// The group forms on react-hook-form, read by the schemas the server parses
// the same calls with, so their rules and messages are the server's.

/** The Create Group modal's fields (§2): the name and description as typed, and private or not. */
export interface CreateGroupFormValues {
  name: string
  description: string
  isPrivate: boolean
}

export const emptyCreateGroupForm = (): CreateGroupFormValues => ({
  name: '',
  description: '',
  isPrivate: false,
})

/** Create Group, as POST /api/groups reads it: the name required once trimmed (§5). */
export const createGroupFormSchema = z
  .custom<CreateGroupFormValues>()
  // the fields as typed are what the API takes
  .transform((values): CreateGroupInput => values)
  .pipe(createGroupSchema)

/**
 * Share with Group: the one composer's fields (post-form.ts), as POST
 * /api/groups/{id}/posts reads them; words required (§5 'group post needs content').
 */
export const groupPostFormSchema = postFormInput.pipe(createGroupPostSchema)
