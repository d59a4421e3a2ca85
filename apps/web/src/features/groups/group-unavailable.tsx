import { GROUP_MESSAGES } from '@platewise/core'
import { ArrowLeft, Lock, RotateCcw, SearchX, TriangleAlert } from 'lucide-react'
import { Link } from 'react-router'
import { Button, buttonClasses } from '../../ui/button'

type Reason = 'private' | 'not-found' | 'failed'

const reasons: Record<Reason, { title: string; text: string; Icon: typeof Lock; tile: string }> = {
  private: {
    title: 'Private group',
    text: GROUP_MESSAGES.privateGroup,
    Icon: Lock,
    tile: 'bg-amber-50 text-amber-700 ring-amber-50/60',
  },
  'not-found': {
    title: GROUP_MESSAGES.groupNotFound,
    text: 'It may have been removed, or the link is not quite right.',
    Icon: SearchX,
    tile: 'bg-stone-100 text-stone-500 ring-stone-50',
  },
  failed: {
    title: 'Could not load this group',
    text: 'Check your connection and try again.',
    Icon: TriangleAlert,
    tile: 'bg-red-50 text-red-600 ring-red-50/60',
  },
}

/** A group the viewer cannot see: private (403), missing (404), or not reached; and the way back. */
export function GroupUnavailable({ reason, onRetry }: { reason: Reason; onRetry?(): void }) {
  const { title, text, Icon, tile } = reasons[reason]
  return (
    <section
      aria-labelledby="group-unavailable-title"
      className="rounded-3xl border border-stone-200 bg-white px-6 py-14 text-center shadow-sm"
    >
      <div className="mx-auto flex max-w-md flex-col items-center">
        <span className={`grid size-14 place-items-center rounded-2xl ring-8 ${tile}`}>
          <Icon className="size-7" aria-hidden />
        </span>
        <h1
          id="group-unavailable-title"
          className="mt-6 text-2xl font-bold tracking-tight text-stone-900"
        >
          {title}
        </h1>
        <p className="mt-2 text-pretty text-stone-600">{text}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {onRetry && (
            <Button onClick={onRetry}>
              <RotateCcw className="size-4" aria-hidden />
              Try Again
            </Button>
          )}
          <Link to="/dashboard/groups" className={buttonClasses(onRetry ? 'secondary' : 'primary')}>
            <ArrowLeft className="size-4" aria-hidden />
            Back to Groups
          </Link>
        </div>
      </div>
    </section>
  )
}
