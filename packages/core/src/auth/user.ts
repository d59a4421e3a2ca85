import { z } from 'zod'

/** The user object of §3 as the API answers it. It never carries password data. */
const userSchema = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  profile_picture: z.string().nullable(),
})
export type User = z.output<typeof userSchema>

/** What login and register answer: a new session's token and its user. */
export const authResponseSchema = z.object({ token: z.string(), user: userSchema })
export type AuthResponse = z.output<typeof authResponseSchema>
