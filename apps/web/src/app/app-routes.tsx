import type { QueryClient } from '@tanstack/react-query'
import { Suspense, useEffect, useState, type ReactNode } from 'react'
import { Navigate, Route, Routes, useLocation } from 'react-router'
import { LandingPage } from '../features/landing/landing-page'
import { RouteFallback } from '../ui/route-fallback'
import { PublicOnly, RequireAuth } from './guards'
import { CurrentRouteBoundary } from './route-error-boundary'
import {
  DashboardLayout,
  FeedPage,
  GroupDetailPage,
  GroupsPage,
  LoginPage,
  MealInputsPage,
  MyProfilePage,
  OnboardingPage,
  OverviewPage,
  PlannerPage,
  QueryScope,
  RegisterPage,
  SettingsPage,
  OnboardingGuard,
  UserProfilePage,
  preloadSignedInPage,
} from './lazy-pages'

/**
 * The route table of spec §2. Pages other than the landing page load on first
 * visit. `queryClient` is for tests, which give each render a fresh cache.
 * A page that fails shows why, with Try again: a dashboard tab under the
 * dashboard's header (dashboard-layout.tsx), any other page on its own.
 */
export function AppRoutes({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <CurrentRouteBoundary className="grid min-h-dvh place-items-center bg-stone-50 px-4 py-10">
      <Suspense fallback={<RouteFallback />}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route element={<QueryScope client={queryClient} />}>
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
                  <PreloadSignedInPage>
                    <OnboardingGuard key="onboarding" requireCompleted={false}>
                      <OnboardingPage />
                    </OnboardingGuard>
                  </PreloadSignedInPage>
                </RequireAuth>
              }
            />
            <Route
              path="/dashboard"
              element={
                <RequireAuth>
                  <PreloadSignedInPage>
                    <OnboardingGuard key="dashboard" requireCompleted>
                      <DashboardLayout />
                    </OnboardingGuard>
                  </PreloadSignedInPage>
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
          </Route>
        </Routes>
      </Suspense>
    </CurrentRouteBoundary>
  )
}

/** A signed-in page's chunks load side by side (lazy-pages.ts). */
function PreloadSignedInPage({ children }: { children: ReactNode }) {
  // the page the person came to; later tabs load when they are opened
  const [firstPath] = useState(useLocation().pathname)
  useEffect(() => {
    preloadSignedInPage(firstPath)
  }, [firstPath])
  return children
}
