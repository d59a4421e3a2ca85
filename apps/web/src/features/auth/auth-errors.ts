import { PASSWORD_RESET_UNAVAILABLE } from '@platewise/core'
import { ApiError, isApiError } from '../../lib/api-error'

// The error catalogue of spec §8, word for word.

export const NO_CONNECTION = 'No internet connection. Please check your network.'
export const NETWORK_FAILED =
  'Network connection failed. Please check your internet connection and try again.'
export const SERVER_ERROR = 'Server error. Please try again later.'
export const EMAIL_EXISTS =
  'An account with this email already exists. Please try logging in instead.'

export function loginErrorMessage(error: unknown): string {
  if (!isApiError(error)) return 'Login failed. Please try again.'
  switch (error.kind) {
    case 'timeout':
      return `Login timed out after ${error.timeoutMs}ms. The server might be slow to respond. Please try again in a moment.`
    case 'offline':
      return NO_CONNECTION
    case 'network':
      return NETWORK_FAILED
    case 'invalid-response':
      return 'Login failed. Please try again.'
  }
  if (error.status === 401) return 'Invalid email or password.'
  if (error.status === 429) return 'Too many login attempts. Please try again later.'
  if (error.status >= 500) return SERVER_ERROR
  return error.message || 'Login failed. Please try again.'
}

export const REGISTRATION_TIMED_OUT =
  'Registration timed out after multiple attempts. The server might be slow to respond. Please try again in a moment.'

export function registrationErrorMessage(error: unknown): string {
  if (!isApiError(error)) return 'Registration failed. Please try again.'
  switch (error.kind) {
    case 'timeout':
      return REGISTRATION_TIMED_OUT
    case 'offline':
      return NO_CONNECTION
    case 'network':
      return NETWORK_FAILED
    case 'invalid-response':
      return error.message
  }
  if (error.status === 400) {
    return error.message || 'Invalid registration data. Please check your information.'
  }
  // A taken username is a 409 too; the spec's wording covers only the email.
  if (error.status === 409) return error.code === 'USERNAME_TAKEN' ? error.message : EMAIL_EXISTS
  if (error.status === 429) return error.message
  if (error.status >= 500) return SERVER_ERROR
  return 'Registration failed. Please try again.'
}

/**
 * How the register screen words a failure (spec §8 'Screen mapping'). The spec
 * maps by the message's words; here a timeout is told by the error's kind, and
 * the other mappings are already the catalogue's own wording.
 */
export function registrationScreenMessage(error: unknown): string {
  if (isTimeout(error)) {
    return 'Registration timed out. The server is responding slowly. Please try again in a moment.'
  }
  return registrationErrorMessage(error) || 'Registration failed'
}

/** A call that got no answer in time: the sign-in forms offer Retry for it. */
export const isTimeout = (error: unknown) => error instanceof ApiError && error.kind === 'timeout'

/**
 * A failed password reset call in words: the server's own message for a
 * refusal and for reset not being set up (503), the catalogue's otherwise.
 */
export function passwordResetErrorMessage(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong. Please try again.'
  if (error.kind === 'offline') return NO_CONNECTION
  if (error.kind !== 'http') return NETWORK_FAILED
  if (error.message && (error.status < 500 || error.code === PASSWORD_RESET_UNAVAILABLE)) {
    return error.message
  }
  return SERVER_ERROR
}
