import { authEndpoints } from '../../../core/contracts/auth-endpoints';
import { LogOut } from 'lucide-react';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { clearDraftsAtSignOut, draftsAtSignOut } from './sign-out-drafts';

// The question's dialog (Radix's, with its focus trap and scroll lock) is not on the first
// screen's path (docs/performance.md#offline-open). The shell loads it once the page is idle,
// so that it is here when the phone has lost its signal by the time the plumber signs out.
const loadDialog = () => import('./unsent-photos-dialog');
const UnsentPhotosDialog = lazy(async () => ({ default: (await loadDialog()).UnsentPhotosDialog }));
export const preloadSignOutQuestion = (): void => void loadDialog().catch(() => undefined);

const LOGOUT = authEndpoints.logout.path;

/**
 * Sign Out: first the drafts left on this device. Sent work is cleared; unsent photos are
 * kept, after asking. Without JavaScript the link still signs out.
 */
export function SignOutLink({ userId, className }: { userId: number; className: string }) {
  const [unsent, setUnsent] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const leave = () => window.location.assign(LOGOUT);

  async function signOut(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const drafts = await draftsAtSignOut(userId);
    if (drafts.kind === 'ask') {
      setBusy(false);
      setUnsent(drafts.unsent);
      return;
    }
    if (drafts.kind === 'clear') await clearDraftsAtSignOut(userId).catch(() => undefined);
    leave();
  }

  return (
    <>
      <a href={LOGOUT} className={className} onClick={(e) => void signOut(e)} aria-disabled={busy}>
        <LogOut className="size-4" aria-hidden />
        Sign Out
      </a>
      {unsent !== null ? (
        <Suspense fallback={null}>
          <UnsentPhotosDialog unsent={unsent} onCancel={() => setUnsent(null)} onLeave={leave} />
        </Suspense>
      ) : null}
    </>
  );
}
