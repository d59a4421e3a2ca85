/** A line another page leaves for the sign-in page (a password just reset). */
export interface SignInNotice {
  notice: string
}

/** The notice in a location's state, if another page left one. */
export function signInNoticeOf(state: unknown): string | undefined {
  const notice = (state as Partial<SignInNotice> | null)?.notice
  return typeof notice === 'string' ? notice : undefined
}
