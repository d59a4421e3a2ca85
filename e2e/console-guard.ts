import type { BrowserContext, ConsoleMessage } from '@playwright/test'

/**
 * A failed request the browser is expected to log. Chromium reports every
 * response of 400 or more, and every request that never got one, as a console
 * error ('Failed to load resource: …'), even when the app handles it; a journey
 * that provokes one on purpose names it here, with the reason.
 */
export interface ExpectedFailure {
  /**
   * The request's path, exactly ('/api/profile'), or a pattern for the many a
   * stopped server fails (/^\/assets\//: chunks whose names change with each build)
   */
  path: string | RegExp
  /** The response status (404), or Chromium's network error ('net::ERR_CONNECTION_REFUSED') */
  status: number | `net::${string}`
  /** Why the journey expects it, for whoever reads the test */
  why: string
}

/**
 * Expected everywhere: a signed-in person who has not finished onboarding has no
 * profile yet, and the app reads GET /api/profile's 404 as exactly that.
 */
const EXPECTED_EVERYWHERE: ExpectedFailure[] = [
  { path: '/api/profile', status: 404, why: 'no profile before onboarding ends' },
]

const FAILED_RESOURCE =
  /^Failed to load resource: (?:the server responded with a status of (\d{3})\b|(net::[A-Z_]+))/

/** Which failed request a console message reports, if it reports one. */
function failedRequestOf(message: ConsoleMessage) {
  const match = FAILED_RESOURCE.exec(message.text())
  if (!match) return null
  const url = message.location().url
  return {
    path: url ? new URL(url).pathname : '',
    status: match[1] ? Number(match[1]) : (match[2] as `net::${string}`),
  }
}

/**
 * Collects uncaught page errors and console errors in a browser context, so a
 * journey fails when the browser shows a person's developer tools anything red.
 */
export class ConsoleGuard {
  private readonly expected = [...EXPECTED_EVERYWHERE]
  private readonly problems: string[] = []

  constructor(context: BrowserContext) {
    context.on('weberror', (error) => {
      this.problems.push(`uncaught ${error.error().stack ?? error.error().message}`)
    })
    context.on('console', (message) => {
      if (message.type() !== 'error' || this.isExpected(message)) return
      const where = message.location().url
      this.problems.push(`console.error ${message.text()}${where ? ` (at ${where})` : ''}`)
    })
  }

  /** Lets the journey provoke this failed request on purpose. */
  expectFailure(failure: ExpectedFailure) {
    this.expected.push(failure)
  }

  private isExpected(message: ConsoleMessage) {
    const failed = failedRequestOf(message)
    return (
      failed !== null &&
      this.expected.some(
        ({ path, status }) =>
          (typeof path === 'string' ? path === failed.path : path.test(failed.path)) &&
          status === failed.status,
      )
    )
  }

  /** Throws with every error seen, one a line. */
  assertClean() {
    if (this.problems.length === 0) return
    throw new Error(
      `The browser reported ${this.problems.length} error(s):\n${this.problems.map((p) => `  - ${p}`).join('\n')}`,
    )
  }
}
