/** A line another page leaves for the visitor landing here (an account just deleted). */
export interface LandingNotice {
  notice: string
  /** The account is gone: the browser forgets everything it kept of the person */
  accountDeleted?: boolean
}
