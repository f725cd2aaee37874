import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import type { CurrentUser } from '../../../core/contracts/auth';
import { cn } from '../../lib/cn';
import { useIdle } from '../../lib/idle';
import { useLayout } from '../../lib/use-layout';
import { PageMetaProvider } from '../../lib/page-meta';
import { ScreenErrorBoundary } from '../screen-error-boundary';
import { Header } from './header';
import { OfflineCopyNote } from './offline-copy-note';
import { SidebarContent } from './sidebar';
import { preloadSignOutQuestion } from './sign-out-link';

const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(async () => ({ default: (await loadDrawer()).MobileDrawer }));
// The upload queue (docs/product.md#drafts) runs for every signed-in screen; its chunk (IndexedDB,
// the uploader and the check's schema, hence zod) loads once the first screen is drawn and the page idle.
const UploadQueueBar = lazy(async () => ({ default: (await import('../../features/flood-checks/upload-queue-bar')).UploadQueueBar }));

/**
 * Fixed 256 px sidebar on desktop; on mobile (320 px) and tablet (384 px) a slide-in
 * drawer with an overlay and a close button (docs/product.md#interface).
 */
export function AppShell({ user }: { user: CurrentUser }) {
  const layout = useLayout();
  const [open, setOpen] = useState(false);
  // The drawer's chunk loads on the first press of the menu button (or a sign of intent), then stays.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const { pathname } = useLocation();
  const isDesktop = layout === 'desktop';
  // Once the first screen is drawn: the upload queue, and Sign Out's question about unsent photos.
  const idle = useIdle();
  useEffect(() => {
    if (idle) preloadSignOutQuestion();
  }, [idle]);
  return (
    <PageMetaProvider>
      <div className="min-h-dvh">
        {/* The first thing a keyboard reaches: past the menu to the screen itself (docs/product.md#interface). */}
        <a
          href="#main-content"
          className="no-print sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
        >
          Skip to content
        </a>
        {isDesktop ? (
          <aside className="no-print fixed inset-y-0 left-0 z-40 w-64 border-r bg-card">
            <SidebarContent user={user} />
          </aside>
        ) : drawerWanted ? (
          <Suspense fallback={null}>
            <MobileDrawer user={user} layout={layout} open={open} onOpenChange={setOpen} />
          </Suspense>
        ) : null}
        <div className={cn('flex min-h-dvh flex-col print:pl-0', isDesktop && 'pl-64')}>
          <Header
            user={user}
            onOpenMenu={() => {
              setDrawerWanted(true);
              setOpen(true);
            }}
            onMenuIntent={() => void loadDrawer()}
            showMenuButton={!isDesktop}
          />
          <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 p-3 outline-none sm:p-6 print:max-w-none print:p-0">
            <OfflineCopyNote />
            {idle ? (
              <Suspense fallback={null}>
                <UploadQueueBar userId={user.id} />
              </Suspense>
            ) : null}
            <ScreenErrorBoundary key={pathname}>
              <Outlet />
            </ScreenErrorBoundary>
          </main>
        </div>
      </div>
    </PageMetaProvider>
  );
}
