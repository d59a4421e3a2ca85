import { isApiError } from '../api-error'

/** §7: sharing a post (a photo may travel with it) waits up to 45 s. */
export const CREATE_POST_TIMEOUT_MS = 45_000

/**
 * Why the server did not take a post, in its own words when it refused it (a
 * 4xx: a photo too large or not an image, words too long); null when no
 * answer came or the server failed, which a Retry may get past.
 */
export function saveFailureReason(error: unknown): string | null {
  if (!isApiError(error) || error.kind !== 'http') return null
  return error.status >= 400 && error.status < 500 && error.message ? error.message : null
}
