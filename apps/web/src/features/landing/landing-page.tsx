import { useEffect } from 'react'
import { useAuth } from '../../lib/auth-context'
import type { LandingNotice } from '../../lib/landing-notice'
import { Alert } from '../../ui/alert'
import { LandingNav } from './landing-nav'
import { LandingHero } from './landing-hero'
import { HowItWorks } from './how-it-works'
import { FeatureTrio } from './feature-trio'
import { CommunityTeaser } from './community-teaser'
import { ClosingCall } from './closing-call'
import { LandingFooter } from './landing-footer'

function readNotice(state: unknown): Partial<LandingNotice> {
  const { notice, accountDeleted } = (state as Partial<LandingNotice> | null) ?? {}
  return {
    notice: typeof notice === 'string' ? notice : undefined,
    accountDeleted: accountDeleted === true,
  }
}

/**
 * `state` is the location state another page left (a notice): the landing
 * page is drawn with and without the router (app/app.tsx), so it is given it.
 */
export function LandingPage({ state }: { state?: unknown }) {
  const { notice, accountDeleted } = readNotice(state)
  return (
    <div className="min-h-screen bg-stone-50 font-sans text-stone-900 antialiased">
      {accountDeleted && <ForgetDeletedAccount />}
      <LandingNav />
      <main>
        {notice && (
          <div className="mx-auto max-w-3xl px-4 pt-6">
            <Alert tone="success">{notice}</Alert>
          </div>
        )}
        <LandingHero />
        <HowItWorks />
        <FeatureTrio />
        <CommunityTeaser />
        <ClosingCall />
      </main>
      <LandingFooter />
    </div>
  )
}

/** Clears what the browser kept of a person whose account was just deleted. */
function ForgetDeletedAccount() {
  const { user, forgetDeletedAccount } = useAuth()
  useEffect(() => {
    if (user) forgetDeletedAccount()
  }, [user, forgetDeletedAccount])
  return null
}
