import { authEndpoints } from '../../../core/contracts/auth-endpoints';
import { LogOut } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog';
import { clearDraftsAtSignOut, draftsAtSignOut, unsentPhotosQuestion } from './sign-out-drafts';

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
      <AlertDialog open={unsent !== null} onOpenChange={(open) => !open && setUnsent(null)}>
        <AlertDialogContent>
          <AlertDialogTitle>Photos not sent</AlertDialogTitle>
          <AlertDialogDescription>{unsent === null ? '' : unsentPhotosQuestion(unsent)}</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={leave}>Keep and sign out</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
