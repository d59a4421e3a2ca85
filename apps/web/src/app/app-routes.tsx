import { Navigate, Route, Routes } from 'react-router'
import { LoginPage } from '../features/auth/login-page'
import { RegisterPage } from '../features/auth/register-page'
import { DashboardLayout } from '../features/dashboard/dashboard-layout'
import { FeedPage } from '../features/feed/feed-page'
import { GroupDetailPage } from '../features/groups/group-detail-page'
import { GroupsPage } from '../features/groups/groups-page'
import { LandingPage } from '../features/landing/landing-page'
import { MealInputsPage } from '../features/meals/meal-inputs-page'
import { OverviewPage } from '../features/overview/overview-page'
import { OnboardingPage } from '../features/onboarding/onboarding-page'
import { PlannerPage } from '../features/planner/planner-page'
import { MyProfilePage, UserProfilePage } from '../features/profile/profile-page'
import { SettingsPage } from '../features/settings/settings-page'
import { PublicOnly, RequireAuth } from './guards'
import { OnboardingGuard } from './onboarding-guard'

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
            <OnboardingGuard key="onboarding" requireCompleted={false}>
              <OnboardingPage />
            </OnboardingGuard>
          </RequireAuth>
        }
      />
      <Route
        path="/dashboard"
        element={
          <RequireAuth>
            <OnboardingGuard key="dashboard" requireCompleted>
              <DashboardLayout />
            </OnboardingGuard>
          </RequireAuth>
        }
      >
        <Route index element={<Navigate to="feed" replace />} />
        <Route path="feed" element={<FeedPage />} />
        <Route path="overview" element={<OverviewPage />} />
        <Route path="inputs" element={<MealInputsPage />} />
        <Route path="mealplan" element={<PlannerPage />} />
        <Route path="profile" element={<MyProfilePage />} />
        <Route path="profile/:username" element={<UserProfilePage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="groups" element={<GroupsPage />} />
        <Route path="groups/:id" element={<GroupDetailPage />} />
        <Route path="*" element={<Navigate to="/dashboard/feed" replace />} />
      </Route>
      <Route path="*" element={<Navigate to="/dashboard" replace />} />
    </Routes>
  )
}
