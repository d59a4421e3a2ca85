import { isApiError } from '../../lib/api-error'

/** §8 Meals: the server's own words when it gave a reason, else the fallback. */
export function mealErrorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.kind === 'http' && error.status < 500 && error.message
    ? error.message
    : fallback
}
