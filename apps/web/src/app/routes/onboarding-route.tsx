import { OnboardingPage } from '../../features/onboarding/onboarding-page'
import { GuardNote } from '../onboarding-guard'

/** /onboarding: the wizard, with the onboarding guard's note when it could not ask the server. */
export function OnboardingRoute() {
  return (
    <>
      <GuardNote />
      <OnboardingPage />
    </>
  )
}
