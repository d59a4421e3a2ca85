import type { ErrorInfo } from 'react'
import { isPageCodeError } from './route-error'

/**
 * What React does with an error a route's boundary caught (and shows, with
 * Try again): a page whose code did not arrive is a connection failure, logged
 * as every failed load is (§8); anything else is a bug, logged as an error.
 */
export function reportCaughtError(error: unknown, info: ErrorInfo) {
  if (isPageCodeError(error)) console.warn('A page could not be loaded', error)
  else console.error('A page failed', error, info.componentStack)
}
