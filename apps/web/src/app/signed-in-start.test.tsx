import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ANSWER_FRESH_FOR_MS } from '../lib/early-answers'
import { forgetUserCaches } from '../lib/user-caches'
import { aPost, feedPage, heldAnswer } from '../test/post-fixtures'
import {
  answerFetch,
  completedProfileHandlers,
  json,
  renderApp,
  storeSession,
} from '../test/render-app'
import { startSignedInPage } from './signed-in-start'

const post = aPost({ id: 1, content: 'Oats with blueberries before the long run' })
const asked = (calls: { url: string }[], path: string) =>
  calls.filter((call) => new URL(call.url, 'http://localhost').pathname === path).length

/**
 * Starts a signed-in visit to the feed and waits for its early answers; each
 * feed answer is a new post, 'Feed answer 1', 2, …, so a test sees which one a page shows.
 */
async function startWithEarlyAnswers() {
  storeSession()
  let feedAnswers = 0
  const calls = answerFetch({
    ...completedProfileHandlers,
    'GET /api/social/feed': () => {
      feedAnswers += 1
      return feedPage([aPost({ id: feedAnswers, content: `Feed answer ${feedAnswers}` })])
    },
  })
  startSignedInPage('/dashboard/feed')
  await vi.waitFor(() => expect(asked(calls, '/api/social/feed')).toBe(1))
  // and lets the answer come
  await new Promise((resolve) => setTimeout(resolve, 0))
}

describe('the start of a signed-in visit', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
    forgetUserCaches()
  })

  it('asks for the health check at once, then the profile and the feed, and the page uses those answers', async () => {
    storeSession()
    const health = heldAnswer()
    const calls = answerFetch({
      ...completedProfileHandlers,
      'GET /api/profile/health': () => health.promise,
      'GET /api/social/feed': () => feedPage([post]),
    })

    startSignedInPage('/dashboard/feed')
    expect(asked(calls, '/api/profile/health')).toBe(1)
    // spec §4 onboarding guard, step 2: the health check, then the profile
    expect(asked(calls, '/api/profile')).toBe(0)
    expect(asked(calls, '/api/social/feed')).toBe(0)

    health.settle(json(200, { status: 'ok' }))
    await vi.waitFor(() => expect(asked(calls, '/api/profile')).toBe(1))
    expect(asked(calls, '/api/social/feed')).toBe(1)

    renderApp('/dashboard/feed')
    expect(await screen.findByText(post.content)).toBeInTheDocument()
    // the page took the early answers instead of asking again
    expect(asked(calls, '/api/profile/health')).toBe(1)
    expect(asked(calls, '/api/profile')).toBe(1)
    expect(asked(calls, '/api/social/feed')).toBe(1)
  })

  it('leaves the profile to the guard when the health check fails', async () => {
    storeSession()
    const calls = answerFetch({
      ...completedProfileHandlers,
      'GET /api/profile/health': () => json(503, { error: 'Service unavailable' }),
      'GET /api/social/feed': () => feedPage([post]),
    })
    startSignedInPage('/dashboard/feed')
    renderApp('/dashboard/feed')
    expect(await screen.findByText('Server Offline')).toBeInTheDocument()
    expect(await screen.findByText(post.content)).toBeInTheDocument()
    // asked once each, by the guard and the page, after the failed check
    expect(asked(calls, '/api/profile/health')).toBe(1)
    expect(asked(calls, '/api/profile')).toBe(1)
    expect(asked(calls, '/api/social/feed')).toBe(1)
  })

  it('asks nothing for a visitor who is not signed in, or on a page that is not signed-in', () => {
    const calls = answerFetch(completedProfileHandlers)
    startSignedInPage('/dashboard/feed')
    storeSession()
    startSignedInPage('/')
    startSignedInPage('/login')
    expect(calls).toEqual([])
  })

  it('forgets the early answers when the person signs out', async () => {
    await startWithEarlyAnswers()

    // signing out or in clears every cache kept for the person
    forgetUserCaches()
    renderApp('/dashboard/feed')
    expect(await screen.findByText('Feed answer 2')).toBeInTheDocument()
    expect(screen.queryByText('Feed answer 1')).not.toBeInTheDocument()
  })

  it('does not show an early answer that came longer ago than an answer stays fresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    await startWithEarlyAnswers()

    vi.setSystemTime(Date.now() + ANSWER_FRESH_FOR_MS + 1)
    renderApp('/dashboard/feed')
    expect(await screen.findByText('Feed answer 2')).toBeInTheDocument()
  })
})
