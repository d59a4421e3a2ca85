import { idParamsSchema } from '../api/params'
import { defineRoute, noContent } from '../api/route-contract'
import { accountExportSchema, mealsCsvSchema } from './account-export-schema'
import {
  changePasswordSchema,
  deleteAccountSchema,
  revokedSessionsSchema,
  sessionListSchema,
} from './account-schema'
import { preferencesSchema, preferencesUpdateSchema } from './preferences-schema'

const account = { tag: 'account', auth: true } as const

/** One's own account: sessions, password, deletion (issue 15's privacy features). */
export const accountRoutes = {
  sessions: defineRoute({
    ...account,
    method: 'GET',
    path: '/api/account/sessions',
    summary: "The caller's live sessions, most recently used first; `current` marks this one",
    responses: { 200: sessionListSchema },
  }),
  revokeOtherSessions: defineRoute({
    ...account,
    method: 'POST',
    path: '/api/account/sessions/revoke-others',
    summary: 'Sign out everywhere else: revokes every session but this one',
    body: null,
    responses: { 200: revokedSessionsSchema },
  }),
  revokeSession: defineRoute({
    ...account,
    method: 'DELETE',
    path: '/api/account/sessions/:id',
    summary: "Revoke one of the caller's sessions (404 for anyone else's)",
    params: idParamsSchema,
    responses: { 204: noContent },
  }),
  preferences: defineRoute({
    ...account,
    method: 'GET',
    path: '/api/account/preferences',
    summary: "The caller's choices in Settings: whose food words the analyser reads",
    responses: { 200: preferencesSchema },
  }),
  updatePreferences: defineRoute({
    ...account,
    method: 'PUT',
    path: '/api/account/preferences',
    summary: 'Choose whose food words the analyser reads: US, UK (and Ireland) or AU (and NZ)',
    body: preferencesUpdateSchema,
    responses: { 200: preferencesSchema },
  }),
  changePassword: defineRoute({
    ...account,
    method: 'PUT',
    path: '/api/account/password',
    summary: 'Change the password; every other session is revoked, this one stays',
    body: changePasswordSchema,
    responses: { 204: noContent },
  }),
  deleteAccount: defineRoute({
    ...account,
    method: 'DELETE',
    path: '/api/account',
    summary: 'Delete the account, every row and image of it; needs the password and DELETE typed',
    body: deleteAccountSchema,
    responses: { 204: noContent },
  }),
  export: defineRoute({
    ...account,
    method: 'GET',
    path: '/api/account/export',
    summary: 'Everything of the caller as a JSON download (a few an hour)',
    responses: { 200: accountExportSchema },
  }),
  exportMealsCsv: defineRoute({
    ...account,
    method: 'GET',
    path: '/api/account/export/meals.csv',
    summary: "The caller's meals as a CSV download, cells safe for spreadsheets (a few an hour)",
    responses: { 200: mealsCsvSchema },
  }),
}
