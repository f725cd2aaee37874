import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import type { CurrentUser } from '../../../core/contracts/auth';
import { cn } from '../../lib/cn';
import { useLayout } from '../../lib/use-layout';
import { PageMetaProvider } from '../page-meta';
import { ScreenErrorBoundary } from '../screen-error-boundary';
import { Header } from './header';
import { SidebarContent } from './sidebar';

/**
 * Fixed 256 px sidebar on desktop; on mobile (320 px) and tablet (384 px) a slide-in
 * drawer with an overlay and a close button (spec part 1 §2, §9).
 */
export function AppShell({ user }: { user: CurrentUser }) {
  const layout = useLayout();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const isDesktop = layout === 'desktop';
  return (
    <PageMetaProvider>
      <div className="min-h-dvh">
        {isDesktop ? (
          <aside className="no-print fixed inset-y-0 left-0 z-40 w-64 border-r bg-card">
            <SidebarContent user={user} />
          </aside>
        ) : (
          <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
            <DialogPrimitive.Portal>
              <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" data-testid="drawer-overlay" />
              <DialogPrimitive.Content className={cn('fixed inset-y-0 left-0 z-50 max-w-[85vw] bg-card shadow-xl', layout === 'tablet' ? 'w-96' : 'w-80')} aria-describedby={undefined}>
                <DialogPrimitive.Title className="sr-only">Navigation</DialogPrimitive.Title>
                <DialogPrimitive.Close className="absolute right-3 top-4 rounded-md p-1.5 hover:bg-muted cursor-pointer" aria-label="Close menu">
                  <X className="size-5" />
                </DialogPrimitive.Close>
                <SidebarContent user={user} onNavigate={() => setOpen(false)} />
              </DialogPrimitive.Content>
            </DialogPrimitive.Portal>
          </DialogPrimitive.Root>
        )}
        <div className={cn('flex min-h-dvh flex-col print:pl-0', isDesktop && 'pl-64')}>
          <Header user={user} onOpenMenu={() => setOpen(true)} showMenuButton={!isDesktop} />
          <main className="mx-auto w-full max-w-7xl flex-1 p-3 sm:p-6 print:max-w-none print:p-0">
            <ScreenErrorBoundary key={pathname}>
              <Outlet />
            </ScreenErrorBoundary>
          </main>
        </div>
      </div>
    </PageMetaProvider>
  );
}
