import { defineRoute } from '../api/route-contract'
import { statusOkSchema } from '../api/params'
import { profilePayloadSchema, profileResponseSchema } from './profile-schema'

const profile = { tag: 'profile', auth: true } as const

/** The signed-in user's own profile (§7). */
export const profileRoutes = {
  health: defineRoute({
    ...profile,
    method: 'GET',
    path: '/api/profile/health',
    summary: 'Whether the profile service answers',
    responses: { 200: statusOkSchema },
  }),
  get: defineRoute({
    ...profile,
    method: 'GET',
    path: '/api/profile',
    summary: 'The profile and whether onboarding is complete; 404 before one exists',
    responses: { 200: profileResponseSchema },
  }),
  save: defineRoute({
    ...profile,
    method: 'PUT',
    path: '/api/profile',
    summary: 'Create or change the profile; keys left out stay as they are, null clears them',
    body: profilePayloadSchema,
    responses: { 200: profileResponseSchema },
  }),
  create: defineRoute({
    ...profile,
    method: 'POST',
    path: '/api/profile/create',
    summary: 'The onboarding fall-back: creates the profile (201) or updates it (200)',
    body: profilePayloadSchema,
    responses: { 200: profileResponseSchema, 201: profileResponseSchema },
  }),
}
