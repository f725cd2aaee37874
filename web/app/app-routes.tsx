import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { Permission } from '../../core/rules/roles';
import { can } from '../../core/rules/roles';
import { LoadingState } from '../components/ui/states';
import { useCurrentUser } from '../features/auth/use-current-user';
import { AccessDenied } from '../features/not-found/access-denied';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { AppShell } from './shell/app-shell';

/** Each screen is its own chunk: a visitor downloads only what they open. */
function page<T extends Record<string, ComponentType>>(load: () => Promise<T>, name: keyof T) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const LandingPage = page(() => import('../features/landing/landing-page'), 'LandingPage');
const SignInPage = page(() => import('../features/auth/sign-in-page'), 'SignInPage');
const SignUpPage = page(() => import('../features/auth/sign-up-page'), 'SignUpPage');
const RegistrationWizard = page(() => import('../features/registration/registration-wizard'), 'RegistrationWizard');
const SettingsPage = page(() => import('../features/settings/settings-page'), 'SettingsPage');
const DashboardPage = page(() => import('../features/skills/dashboard-page'), 'DashboardPage');
const AssessmentPage = page(() => import('../features/skills/assessment-page'), 'AssessmentPage');
const CareerPathPage = page(() => import('../features/skills/career-path-page'), 'CareerPathPage');
const TierOverviewPage = page(() => import('../features/skills/tier-overview-page'), 'TierOverviewPage');
const TrainingPage = page(() => import('../features/training/training-page'), 'TrainingPage');
const GuidelinesPage = page(() => import('../features/guidelines/guidelines-page'), 'GuidelinesPage');
const AnalyticsPage = page(() => import('../features/analytics/analytics-page'), 'AnalyticsPage');
const FloodPreventionPage = page(() => import('../features/flood-checks/flood-prevention-page'), 'FloodPreventionPage');
const ClientReportPage = page(() => import('../features/documents/client-report-page'), 'ClientReportPage');
const ComplianceCertificatePage = page(() => import('../features/documents/compliance-certificate-page'), 'ComplianceCertificatePage');
const EmployeesPage = page(() => import('../features/employees/employees-page'), 'EmployeesPage');
const AccessKeysPage = page(() => import('../features/access-keys/access-keys-page'), 'AccessKeysPage');
const DevicesPage = page(() => import('../features/devices/devices-page'), 'DevicesPage');
const SecurityMonitorPage = page(() => import('../features/security/security-monitor-page'), 'SecurityMonitorPage');

/** The signed-in screens: one line each; `permission` shows the access-denied screen to other roles. */
const SCREENS: Array<{ path: string; Page: ComponentType; permission?: Permission; denied?: string }> = [
  { path: '/', Page: DashboardPage },
  { path: '/assessment', Page: AssessmentPage },
  { path: '/career-path', Page: CareerPathPage },
  { path: '/tier-overview', Page: TierOverviewPage },
  { path: '/training', Page: TrainingPage },
  { path: '/guidelines', Page: GuidelinesPage },
  { path: '/analytics', Page: AnalyticsPage },
  { path: '/flood-prevention', Page: FloodPreventionPage },
  { path: '/client-report/:id', Page: ClientReportPage },
  { path: '/compliance-certificate/:id', Page: ComplianceCertificatePage },
  { path: '/employee-management', Page: EmployeesPage, permission: 'manageEmployees' },
  { path: '/access-key-management', Page: AccessKeysPage, permission: 'manageEmployees' },
  { path: '/device-management', Page: DevicesPage },
  { path: '/security-monitor', Page: SecurityMonitorPage, permission: 'monitorSecurity', denied: 'Access denied. Only management personnel can view security monitoring.' },
  { path: '/settings', Page: SettingsPage, permission: 'companySettings' },
];

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

/** Access-denied screen for a direct visit to a screen the role may not use (DECISIONS §4). */
function Guard({ permission, message, children }: { permission: Permission; message?: string; children: ReactNode }) {
  const { user } = useCurrentUser();
  return can(user, permission) ? <>{children}</> : <AccessDenied message={message} />;
}

/** Route gating by state (spec part 1 §2). */
export function AppRoutes() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <LoadingScreen />;

  if (!user) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/sign-in" element={<SignInPage />} />
          <Route path="/sign-up" element={<SignUpPage />} />
          <Route path="*" element={<NotFoundPage />} />
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
    <Routes>
      <Route path="/sign-in" element={<Navigate to="/" replace />} />
      <Route path="/sign-up" element={<Navigate to="/" replace />} />
      <Route element={<AppShell user={user} />}>
        {SCREENS.map(({ path, Page, permission, denied }) => {
          const screen = (
            <Lazy>
              <Page />
            </Lazy>
          );
          return <Route key={path} path={path} element={permission ? <Guard permission={permission} message={denied}>{screen}</Guard> : screen} />;
        })}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
