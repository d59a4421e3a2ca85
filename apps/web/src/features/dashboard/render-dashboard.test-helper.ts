import type { User } from '@platewise/core'
import { answerFetch, completedProfileHandlers, renderApp } from '../../test/render-app'

export const maya: User = {
  id: 1,
  email: 'a@b.co',
  first_name: 'Maya',
  last_name: 'Chen',
  username: 'maya',
  profile_picture: null,
}

type Handlers = Parameters<typeof answerFetch>[0]

/**
 * Opens `path` signed in as `user`, past the onboarding guard (a completed
 * profile), with `handlers` answering any other call the page makes.
 */
export function renderDashboard(path: string, handlers: Handlers = {}, user: User = maya) {
  localStorage.setItem('authData', JSON.stringify({ token: 'x', user, domain: '', timestamp: 1 }))
  const calls = answerFetch({ ...completedProfileHandlers, ...handlers })
  return { calls, ...renderApp(path) }
}
