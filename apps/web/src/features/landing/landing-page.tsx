import { LandingNav } from './landing-nav'
import { LandingHero } from './landing-hero'
import { HowItWorks } from './how-it-works'
import { FeatureTrio } from './feature-trio'
import { CommunityTeaser } from './community-teaser'
import { ClosingCall } from './closing-call'
import { LandingFooter } from './landing-footer'

export function LandingPage() {
  return (
    <div className="min-h-screen bg-stone-50 font-sans text-stone-900 antialiased">
      <LandingNav />
      <main>
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
