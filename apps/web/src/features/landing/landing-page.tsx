import { LandingNav } from './landing-nav.tsx'
import { LandingHero } from './landing-hero.tsx'
import { HowItWorks } from './how-it-works.tsx'
import { FeatureTrio } from './feature-trio.tsx'
import { CommunityTeaser } from './community-teaser.tsx'
import { ClosingCall } from './closing-call.tsx'
import { LandingFooter } from './landing-footer.tsx'

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
