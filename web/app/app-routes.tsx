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
const Placeholder = page(() => import('../features/placeholder/coming-soon'), 'ComingSoonRoutes');

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
        <Route
          path="/settings"
          element={
            <Guard permission="companySettings">
              <Lazy>
                <SettingsPage />
              </Lazy>
            </Guard>
          }
        />
        <Route
          path="/*"
          element={
            <Lazy>
              <Placeholder />
            </Lazy>
          }
        />
      </Route>
    </Routes>
  );
}
