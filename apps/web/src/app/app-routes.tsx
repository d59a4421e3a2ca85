import { Navigate, Route, Routes } from 'react-router'
import { LoginPage } from '../features/auth/login-page'
import { RegisterPage } from '../features/auth/register-page'
import { DashboardLayout, DashboardPlaceholder } from '../features/dashboard/dashboard-layout'
import { LandingPage } from '../features/landing/landing-page'
import { OnboardingPage } from '../features/onboarding/onboarding-page'
import { PublicOnly, RequireAuth } from './guards'
import { OnboardingGuard } from './onboarding-guard'

export const DASHBOARD_TABS = [
  'feed',
  'overview',
  'inputs',
  'mealplan',
  'groups',
  'profile',
] as const

/** The route table of spec §2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route
        path="/login"
        element={
          <PublicOnly>
            <LoginPage />
          </PublicOnly>
        }
      />
      <Route path="/register" element={<RegisterPage />} />
      <Route
        path="/onboarding"
        element={
          <RequireAuth>
            <OnboardingGuard requireCompleted={false}>
              <OnboardingPage />
            </OnboardingGuard>
          </RequireAuth>
        }
      />
      <Route
        path="/dashboard"
        element={
          <RequireAuth>
            <OnboardingGuard requireCompleted>
              <DashboardLayout />
            </OnboardingGuard>
          </RequireAuth>
        }
      >
        <Route index element={<Navigate to="feed" replace />} />
        {DASHBOARD_TABS.map((tab) => (
          <Route key={tab} path={tab} element={<DashboardPlaceholder section={tab} />} />
        ))}
        <Route path="*" element={<Navigate to="/dashboard/feed" replace />} />
      </Route>
      <Route path="*" element={<Navigate to="/dashboard" replace />} />
    </Routes>
  )
}
