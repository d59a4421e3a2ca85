import { Component, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { retryFailedPages } from './lazy-page'
import { reloadForNewBuild } from './new-build'
import { isPageCodeError, RouteError } from './route-error'

interface Props {
  /** The route's path: another route starts without the last one's error */
  routeKey: string
  /** Where the error shows: the whole page, or a tab's place in the dashboard */
  className?: string
  children: ReactNode
}

interface State {
  /** What the route threw, boxed: a page may throw anything, even null */
  failure: { error: unknown } | null
  routeKey: string
}

/**
 * The error boundary of one route (issue 24): a page whose code does not
 * arrive, or that throws while rendering, shows RouteError with Try again in
 * its place, never a blank page. A page whose code is gone because the server
 * has a newer build reloads the tab once instead (new-build.ts).
 *
 * The one place for route errors: when the routes move to react-router's data
 * router, RouteError becomes the routes' errorElement and this goes.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failure: null, routeKey: this.props.routeKey }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // the person went elsewhere: the new route gets its own chance
    if (props.routeKey === state.routeKey) return null
    return { failure: null, routeKey: props.routeKey }
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { error } }
  }

  override componentDidCatch(error: unknown) {
    if (isPageCodeError(error)) void reloadForNewBuild()
  }

  private readonly retry = () => {
    retryFailedPages()
    this.setState({ failure: null })
  }

  override render() {
    if (!this.state.failure) return this.props.children
    return (
      <div className={this.props.className}>
        <RouteError error={this.state.failure.error} onRetry={this.retry} />
      </div>
    )
  }
}

/** The boundary of the route at the current location: each path gets its own. */
export function CurrentRouteBoundary({
  className,
  children,
}: {
  className?: string
  children: ReactNode
}) {
  return (
    <RouteErrorBoundary routeKey={useLocation().pathname} className={className}>
      {children}
    </RouteErrorBoundary>
  )
}
