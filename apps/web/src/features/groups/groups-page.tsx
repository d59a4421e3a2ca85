import { useQuery } from '@tanstack/react-query'
import { Plus, UsersRound } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { useUserId } from '../../lib/auth-context'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Bone, BoneHeading } from '../../ui/feed-card'
import { GroupCard } from './group-card'
import { GROUP_FEEDBACK } from './groups-api'
import { groupQueries } from './groups.queries'
import { RetryAlert } from '../../ui/retry-alert'
import { EmptyState } from '../../ui/empty-state'
import { codeWhenShown } from '../../ui/code-when-shown'

/**
 * Create Group's form comes when the modal first opens (react-hook-form and
 * zod are not in the Groups page's first load); a pointer resting on Create
 * Group starts it early.
 */
const CreateGroupDialog = codeWhenShown(
  () => import('./create-group-dialog').then((module) => module.CreateGroupDialog),
  GROUP_FEEDBACK.createFormFailed,
)

/** What a group's page hands the grid when its invitation was declined there. */
export interface DeclinedState {
  declined: string
}

const declinedNotice = (name: string) => `You declined the invitation to ${name}.`

/**
 * The Groups page of spec §2 at /dashboard/groups, on the server (beyond the
 * spec's local demo): a grid of cards (one column on a phone, two or three
 * wider) and Create Group. `?create=1` (the feed's Create Group) opens the
 * modal on arrival. After a decline (here, or on the group's page) a notice
 * says so and takes the keyboard's focus, whose button has gone.
 */
export function GroupsPage() {
  const userId = useUserId()
  const groups = useQuery(groupQueries.list(userId))
  const [searchParams, setSearchParams] = useSearchParams()
  const [creating, setCreating] = useState(() => searchParams.has('create'))
  const [created, setCreated] = useState<string | null>(null)
  const arrivedFrom = useLocation().state as Partial<DeclinedState> | null
  const [declined, setDeclined] = useState<{ name: string } | null>(() =>
    typeof arrivedFrom?.declined === 'string' ? { name: arrivedFrom.declined } : null,
  )
  const notice = useRef<HTMLDivElement>(null)
  // a new object for each decline, so a second one moves the focus again
  useEffect(() => {
    if (declined) notice.current?.focus()
  }, [declined])

  function closeCreate() {
    setCreating(false)
    // a reload or Back does not open the modal again
    if (searchParams.has('create')) setSearchParams({}, { replace: true })
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-stone-900">Groups</h1>
          <p className="mt-1 text-sm text-pretty text-stone-600">
            Eat well together: share meals, swap ideas and keep each other's streaks going.
          </p>
        </div>
        <Button
          onPointerEnter={CreateGroupDialog.preload}
          onFocus={CreateGroupDialog.preload}
          onClick={() => {
            setCreated(null)
            setDeclined(null)
            setCreating(true)
          }}
        >
          <Plus className="size-4" aria-hidden />
          Create Group
        </Button>
      </div>

      {created && (
        <Alert tone="success">{`${created} is ready. Invite friends from its page.`}</Alert>
      )}
      {declined && (
        <div
          ref={notice}
          tabIndex={-1}
          className="rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <Alert tone="success">{declinedNotice(declined.name)}</Alert>
        </div>
      )}

      {groups.isPending ? (
        <GridSkeleton />
      ) : groups.isError ? (
        <RetryAlert
          message={GROUP_FEEDBACK.loadFailed}
          onRetry={() => void groups.refetch()}
          retrying={groups.isFetching}
        />
      ) : groups.data.length === 0 ? (
        <NoGroups onCreate={() => setCreating(true)} />
      ) : (
        <ul aria-label="Groups" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {groups.data.map((group) => (
            <li key={group.id} className="grid">
              <GroupCard
                group={group}
                onDeclined={(gone) => {
                  setCreated(null)
                  setDeclined({ name: gone.name })
                }}
              />
            </li>
          ))}
        </ul>
      )}

      {creating && (
        <CreateGroupDialog
          fallback={null}
          onClose={closeCreate}
          onCreated={(group) => {
            closeCreate()
            setCreated(group.name)
          }}
        />
      )}
    </div>
  )
}

function NoGroups({ onCreate }: { onCreate(): void }) {
  return (
    <EmptyState
      Icon={UsersRound}
      title="No groups yet"
      text="Start one for the people you cook and eat with, and invite the friends you follow."
      narrow
      className="rounded-3xl py-14"
    >
      <Button onClick={onCreate} onPointerEnter={CreateGroupDialog.preload}>
        <Plus className="size-4" aria-hidden />
        Create Group
      </Button>
    </EmptyState>
  )
}

/** Cards in grey, the size of real ones, while the list loads. */
function GridSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading groups"
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      {[0, 1, 2].map((index) => (
        <div key={index} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
          <BoneHeading picture="size-12 rounded-xl" title="h-4 w-36" subtitle="h-3 w-24" />
          <Bone className="mt-4 h-3.5 w-full" />
          <Bone className="mt-2 h-3.5 w-2/3" />
          <div className="mt-5 flex items-center justify-between border-t border-stone-100 pt-4">
            <Bone className="h-8 w-24 rounded-full" />
            <Bone className="h-7 w-20 rounded-full" />
          </div>
        </div>
      ))}
    </div>
  )
}
