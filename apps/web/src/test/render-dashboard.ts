import type { User } from '@platewise/core'
import {
  answerFetch,
  completedProfileHandlers,
  renderApp,
  storeSession,
  testUser,
} from './render-app'

export const maya = testUser

/** Answers for the calls a page makes, by "METHOD path" (see answerFetch). */
export type Handlers = Parameters<typeof answerFetch>[0]

/**
 * Opens `path` signed in as `user`, past the onboarding guard (a completed
 * profile), with `handlers` answering any other call the page makes.
 */
export function renderDashboard(path: string, handlers: Handlers = {}, user: User = maya) {
  storeSession(user)
  const calls = answerFetch({ ...completedProfileHandlers, ...handlers })
  return { calls, ...renderApp(path) }
}
