import { lazy, Suspense } from 'react';
import { useIdle } from '../lib/idle';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * The toasts' host (docs/product.md#interface: one visible, 5 s, F8, swipe right), mounted once the
 * first screen is drawn and the page is idle, so that sonner's code is not on the first
 * screen's path (docs/performance.md#results, figure 3). Toasts asked for earlier wait for it (web/lib/toast.ts).
 */
export function LazyToaster() {
  const wanted = useIdle();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster visibleToasts={1} duration={5000} hotkey={['F8']} swipeDirections={['right']} position="top-right" richColors closeButton />
    </Suspense>
  );
}
