import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router';
import { assessmentReviewEndpoints } from '../../core/contracts/assessment-review-endpoints';
import type { CurrentUser } from '../../core/contracts/auth';
import { DASHBOARD_SCREEN_DATA, SHELL_DATA } from '../../core/contracts/dashboard-data';
import { urlOf } from '../../core/contracts/endpoint';
import { followUpEndpoints } from '../../core/contracts/follow-ups-endpoints';
import { profileEndpoints } from '../../core/contracts/profile-endpoints';
import type { Permission } from '../../core/rules/roles';
import { can } from '../../core/rules/roles';
import { LoadingState } from '../components/ui/states';
import { useCurrentUser } from '../lib/use-current-user';
import { LandingPage } from '../features/landing/landing-page';
import { AccessDenied } from '../features/not-found/access-denied';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { useAppSettingsReady } from './app-settings';
import { page, type Screen } from './lazy-screen';
import { isAppPath, returnPath, signInReturningTo } from './return-path';
import { ScreenErrorBoundary } from './screen-error-boundary';

// The landing page is in the first chunk: a signed-out visitor sees it as soon as the
// current-user answer arrives, without another round trip.
const SignInPage = page(() => import('../features/auth/sign-in-page'), 'SignInPage');
const SignUpPage = page(() => import('../features/auth/sign-up-page'), 'SignUpPage');
const ForgotPasswordPage = page(() => import('../features/auth/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage');
const RegistrationWizard = page(() => import('../features/registration/registration-wizard'), 'RegistrationWizard');
// The shell (sidebar, header, drawer, bell) loads with the first signed-in screen, in parallel.
const AppShell = page(() => import('./shell/app-shell'), 'AppShell');
const SettingsPage = page(() => import('../features/settings/settings-page'), 'SettingsPage');
const DashboardPage = page(() => import('../features/skills/dashboard-page'), 'DashboardPage');
const AssessmentPage = page(() => import('../features/skills/assessment-page'), 'AssessmentPage');
const ReviewsPage = page(() => import('../features/skills/reviews-page'), 'ReviewsPage');
const CareerPathPage = page(() => import('../features/skills/career-path-page'), 'CareerPathPage');
const TierOverviewPage = page(() => import('../features/skills/tier-overview-page'), 'TierOverviewPage');
const TrainingPage = page(() => import('../features/training/training-page'), 'TrainingPage');
const GuidelinesPage = page(() => import('../features/guidelines/guidelines-page'), 'GuidelinesPage');
const AnalyticsPage = page(() => import('../features/analytics/analytics-page'), 'AnalyticsPage');
const FloodPreventionPage = page(() => import('../features/flood-checks/flood-prevention-page'), 'FloodPreventionPage');
const ClientReportPage = page(() => import('../features/documents/client-report-page'), 'ClientReportPage');
const ComplianceCertificatePage = page(() => import('../features/documents/compliance-certificate-page'), 'ComplianceCertificatePage');
const FollowUpsPage = page(() => import('../features/follow-ups/follow-ups-page'), 'FollowUpsPage');
const EmployeesPage = page(() => import('../features/employees/employees-page'), 'EmployeesPage');
const AccessKeysPage = page(() => import('../features/access-keys/access-keys-page'), 'AccessKeysPage');
const DevicesPage = page(() => import('../features/devices/devices-page'), 'DevicesPage');
const ProfilePage = page(() => import('../features/profile/profile-page'), 'ProfilePage');
const LicencesPage = page(() => import('../features/profile/licences-page'), 'LicencesPage');
const SecurityMonitorPage = page(() => import('../features/security/security-monitor-page'), 'SecurityMonitorPage');
// Public: whoever holds a certificate checks it here, signed in or not (docs/product.md#verification).
const VerifyPage = page(() => import('../features/verify/verify-page'), 'VerifyPage');

/** Queries of the shell itself (the bell), fetched with the first screen's. */
const SHELL_QUERIES: QueryKey[] = SHELL_DATA.map((path) => [path]);

/**
 * The signed-in screens: one line each; `permission` shows the access-denied screen to other
 * roles; `data` are the queries the screen opens with (the same keys as its hooks), fetched
 * in parallel with its chunk instead of after it.
 */
const SCREENS: Array<{ path: string; Page: Screen; permission?: Permission; denied?: string; data?: QueryKey[] }> = [
  { path: '/', Page: DashboardPage, data: DASHBOARD_SCREEN_DATA.map((path) => [path]) },
  { path: '/assessment', Page: AssessmentPage },
  { path: '/assessment-reviews', Page: ReviewsPage, permission: 'reviewAssessments', data: [[assessmentReviewEndpoints.queue.path]] },
  { path: '/career-path', Page: CareerPathPage },
  { path: '/tier-overview', Page: TierOverviewPage },
  { path: '/training', Page: TrainingPage },
  { path: '/guidelines', Page: GuidelinesPage },
  { path: '/analytics', Page: AnalyticsPage },
  { path: '/flood-prevention', Page: FloodPreventionPage },
  { path: '/client-report/:id', Page: ClientReportPage },
  { path: '/compliance-certificate/:id', Page: ComplianceCertificatePage },
  { path: '/follow-ups', Page: FollowUpsPage, permission: 'manageFollowUps', data: [[urlOf(followUpEndpoints.list, {}, { status: 'open', page: 1 })]] },
  { path: '/employee-management', Page: EmployeesPage, permission: 'manageEmployees' },
  { path: '/access-key-management', Page: AccessKeysPage, permission: 'manageEmployees' },
  { path: '/device-management', Page: DevicesPage },
  {
    path: '/security-monitor',
    Page: SecurityMonitorPage,
    permission: 'monitorSecurity',
    denied: 'Access denied. Only management personnel can view security monitoring.',
  },
  // Everyone: Account (password); the owner also sees the company's settings.
  { path: '/settings', Page: SettingsPage },
  { path: '/profile', Page: ProfilePage, data: [[profileEndpoints.profile.path]] },
  { path: '/licences', Page: LicencesPage, permission: 'manageEmployees', data: [[profileEndpoints.licences.path]] },
];

const SCREEN_PATHS = SCREENS.map((s) => s.path);

/**
 * A visit straight to a screen's address (a bookmark, the phone's home-screen icon, a reload)
 * starts the shell's and the screen's chunks with the app itself, not after the current user
 * has been read and rendered (docs/performance.md#offline-open). A signed-out visitor there
 * goes on to sign in: the chunks are then fetched for nothing, but kept for after sign-in.
 */
function preloadAddressedScreen(): void {
  const screen = SCREENS.find((s) => s.path !== '/' && matchPath(s.path, window.location.pathname));
  if (screen) void Promise.allSettled([AppShell.preload(), screen.Page.preload()]);
}
preloadAddressedScreen();

/**
 * A signed-out visit to an app screen (a bookmark, a link in an email, a session that has
 * ended) signs in and comes back; any other path is not found.
 */
function SignedOutElsewhere() {
  const { pathname, search } = useLocation();
  if (isAppPath(pathname, SCREEN_PATHS)) return <Navigate to={signInReturningTo(pathname, search)} replace />;
  return <NotFoundPage signedIn={false} />;
}

/** Signed in at /sign-in (just now, or a bookmark of it): on to the page it was asked for. */
function AfterSignIn() {
  const { search } = useLocation();
  return <Navigate to={returnPath(search, SCREEN_PATHS) ?? '/'} replace />;
}

export function LoadingScreen() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <LoadingState text="Loading..." />
    </div>
  );
}

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingState text="Loading..." />}>{children}</Suspense>;
}

/** Access-denied screen for a direct visit to a screen the role may not use (docs/product.md#roles). */
function Guard({ permission, message, children }: { permission: Permission; message?: string; children: ReactNode }) {
  const { user } = useCurrentUser();
  return can(user, permission) ? <>{children}</> : <AccessDenied message={message} />;
}

/**
 * Starts the shell's and the matched screen's chunks and data together, as soon as the
 * user is known (each only once: chunks are cached, and fetched queries are never stale).
 * True once the first signed-in screen can render: its chunks and the shell's are here (or
 * failed, which the screen's error boundary shows), so that it renders once, in full, instead
 * of suspending and showing a loading fallback per chunk (each fallback shown delays the
 * content that replaces it by up to 300 ms: React throttles reveals). Stays true after.
 */
function usePreloadScreen(user: CurrentUser | null): boolean {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const enabled = Boolean(user?.profileCompleted);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const screen = SCREENS.find((s) => matchPath(s.path, pathname));
    const allowed = screen && (!screen.permission || can(user, screen.permission));
    for (const queryKey of [...SHELL_QUERIES, ...(allowed ? (screen.data ?? []) : [])]) void queryClient.prefetchQuery({ queryKey });
    let current = true;
    void Promise.allSettled([AppShell.preload(), allowed ? screen.Page.preload() : null]).then(() => {
      // A transition: React renders the shell and the screen in slices, yielding to the
      // browser between them, instead of in one long task (docs/performance.md#results, figure 3).
      if (current) startTransition(() => setReady(true));
    });
    return () => {
      current = false;
    };
  }, [enabled, pathname, queryClient, user]);
  return ready;
}

/** Route gating by state (docs/product.md#screens). */
export function AppRoutes() {
  const { user, isLoading } = useCurrentUser();
  const settingsReady = useAppSettingsReady();
  const screenReady = usePreloadScreen(user);
  const { pathname } = useLocation();
  if (matchPath('/verify/:code', pathname)) {
    if (!settingsReady) return <LoadingScreen />;
    return (
      <Suspense fallback={<LoadingScreen />}>
        <Routes>
          <Route path="/verify/:code" element={<VerifyPage />} />
        </Routes>
      </Suspense>
    );
  }
  if (isLoading || !settingsReady || (user?.profileCompleted && !screenReady)) return <LoadingScreen />;

  if (!user) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/sign-in" element={<SignInPage />} />
          <Route path="/sign-up" element={<SignUpPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="*" element={<SignedOutElsewhere />} />
        </Routes>
      </Suspense>
    );
  }

  if (!user.profileCompleted) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <RegistrationWizard />
      </Suspense>
    );
  }

  return (
    <ScreenErrorBoundary>
      <Suspense fallback={<LoadingScreen />}>
        <Routes>
          <Route path="/sign-in" element={<AfterSignIn />} />
          <Route path="/sign-up" element={<Navigate to="/" replace />} />
          {/* A reset link opened while signed in still works (it signs every session out). */}
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/forgot-password" element={<Navigate to="/settings" replace />} />
          <Route element={<AppShell user={user} />}>
            {SCREENS.map(({ path, Page, permission, denied }) => {
              const screen = (
                <Lazy>
                  <Page />
                </Lazy>
              );
              return (
                <Route
                  key={path}
                  path={path}
                  element={
                    permission ? (
                      <Guard permission={permission} message={denied}>
                        {screen}
                      </Guard>
                    ) : (
                      screen
                    )
                  }
                />
              );
            })}
            <Route path="*" element={<NotFoundPage signedIn />} />
          </Route>
        </Routes>
      </Suspense>
    </ScreenErrorBoundary>
  );
}
