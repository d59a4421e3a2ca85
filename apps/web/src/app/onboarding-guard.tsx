import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { syncPendingProfile, usePendingProfileSync } from '../features/onboarding/pending-profile'
import { hasPendingProfile } from '../features/onboarding/pending-profile-store'
import { AUTH_LOGOUT_EVENT } from '../lib/auth-storage'
import { profileQueries } from '../lib/profile/profile-api'
import { StorageKeys } from '../lib/storage-keys'
import { Alert } from '../ui/alert'
import { requireSignedIn } from './guards'
import { GUARD_NOTES, onboardingStatusFrom, type OnboardingStatus } from './onboarding-status'
import { queryClientOf } from './query-scope'

type Decided = Extract<OnboardingStatus, { state: 'known' }>

/** What the guard lets through with: a line for the person when it could not ask the server. */
export interface GuardPass {
  note: string | null
}

/**
 * The onboarding guard of spec §4 as a route loader: the dashboard needs a
 * completed onboarding (else /onboarding); the wizard is not shown again once
 * it is completed (else /dashboard). The profile is read through the signed-in
 * person's query cache, so the pages behind the guard start with it. The router
 * runs it when the page is entered, not when the wizard's own save changes the
 * profile under it (routes.tsx: shouldRevalidate).
 */
export function onboardingGuard(requireCompleted: boolean) {
  return async (args: LoaderFunctionArgs): Promise<GuardPass> => {
    const user = requireSignedIn(args)
    const status = await onboardingStatus(user.id, args.request.signal)
    if (status === 'signing-out') {
      // the refused session is being forgotten: then this is the sign-in guard's
      await signedOut()
      requireSignedIn(args)
      return { note: GUARD_NOTES.unverified }
    }
    if (requireCompleted && !status.completed) throw redirect('/onboarding')
    if (!requireCompleted && status.completed) throw redirect('/dashboard')
    return { note: status.note }
  }
}

async function onboardingStatus(
  userId: number,
  navigation: AbortSignal,
): Promise<Decided | 'signing-out'> {
  // 1. straight from the wizard: trust it once, so a slow server cannot bounce the person back
  if (localStorage.getItem(StorageKeys.onboardingJustCompleted) === 'true') {
    localStorage.removeItem(StorageKeys.onboardingJustCompleted)
    return { state: 'known', completed: true, note: null }
  }
  // A profile finished offline goes first, or the server's 404 would wrongly
  // send the person back to onboarding; while it cannot go, the local answer stands.
  if (hasPendingProfile()) {
    await syncPendingProfile()
    if (hasPendingProfile()) return { state: 'known', completed: true, note: GUARD_NOTES.cached }
  }
  // 2. a quick look at the profile service (its failure is tolerated), then the profile
  const client = queryClientOf(userId)
  await client.ensureQueryData(profileQueries.health(userId))
  // the router went elsewhere meanwhile (Back, a closing dialog's address): ask no more
  navigation.throwIfAborted()
  const status = await client.ensureQueryData(profileQueries.mine(userId)).then(
    (data) => onboardingStatusFrom({ data, error: null, isPending: false }),
    (error: unknown) => onboardingStatusFrom({ error, isPending: false }),
  )
  if (status.state === 'signing-out') return 'signing-out'
  if (status.state !== 'known') throw new Error('The onboarding guard has no answer')
  if (status.completed && status.note === null) {
    // the server says so: this browser remembers it for a visit without the server (step 5)
    localStorage.setItem(StorageKeys.onboardingCompleted, 'true')
  }
  return status
}

const signedOut = () =>
  new Promise<void>((resolve) =>
    // after the auth state's own listener, which forgets the session
    window.addEventListener(AUTH_LOGOUT_EVENT, () => setTimeout(resolve), { once: true }),
  )

/** The guard's note, if it has one, over a page it let through; a profile kept offline is sent when it can be. */
export function GuardNote() {
  const { note } = useLoaderData<GuardPass>()
  usePendingProfileSync()
  if (!note) return null
  return (
    <div className="fixed inset-x-0 bottom-4 z-50 mx-auto w-fit max-w-[calc(100%-2rem)]">
      <Alert tone="warning" className="shadow-lg">
        {note}
      </Alert>
    </div>
  )
}
