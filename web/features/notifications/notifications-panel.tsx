import { ClipboardList, IdCard } from 'lucide-react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import type { AppNotification } from '../../../core/contracts/notifications';
import { PopoverContent } from '../../components/ui/popover';
import { formatNumericDate } from '../../lib/dates';
import { useCurrentUser } from '../../lib/use-current-user';

/**
 * The bell's list, in its own chunk (Radix Popover and its positioning library load on the
 * first press, not with every screen). Anchored to the bell button, which stays outside so
 * that it never re-mounts: a press on it is not an outside click, and closing returns focus to it.
 */
export function NotificationsPanel({ anchor, items, onClose }: { anchor: RefObject<HTMLButtonElement | null>; items: AppNotification[]; onClose: () => void }) {
  const { user } = useCurrentUser();
  return (
    <PopoverPrimitive.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <PopoverPrimitive.Anchor virtualRef={anchor as RefObject<HTMLButtonElement>} />
      <PopoverContent
        id="notifications-panel"
        aria-label="Notifications"
        onInteractOutside={(event) => {
          if (anchor.current?.contains(event.target as Node)) event.preventDefault();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          anchor.current?.focus();
        }}
      >
        <p className="mb-2 font-semibold">Notifications</p>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">You're all caught up.</p>
        ) : (
          <ul className="max-h-80 space-y-2 overflow-y-auto">
            {items.map((n) =>
              n.kind === 'follow_ups_overdue' ? (
                <li key={n.id} className="flex gap-3 rounded-md border p-2">
                  <ClipboardList className="mt-0.5 size-4 text-warning" aria-hidden />
                  <div className="text-sm">
                    <p className="font-medium">{n.title}</p>
                    <p className="text-muted-foreground">{n.message}</p>
                    <Link to="/follow-ups" onClick={onClose} className="text-xs font-medium text-primary underline underline-offset-4">
                      Open Follow-ups
                    </Link>
                  </div>
                </li>
              ) : (
                <li key={n.id} className="flex gap-3 rounded-md border p-2">
                  <IdCard className={n.kind === 'licence_expired' ? 'mt-0.5 size-4 text-destructive' : 'mt-0.5 size-4 text-warning'} aria-hidden />
                  <div className="text-sm">
                    <p className="font-medium">{n.title}</p>
                    <p className="text-muted-foreground">{n.message}</p>
                    {n.dueDate ? <p className="text-xs text-muted-foreground">Expiry: {formatNumericDate(n.dueDate)}</p> : null}
                    {/* Renewed? One's own licence is updated on My Profile; managers see everyone's in the register. */}
                    <Link
                      to={n.userId === user?.id ? '/profile' : '/licences'}
                      onClick={onClose}
                      className="text-xs font-medium text-primary underline underline-offset-4"
                    >
                      {n.userId === user?.id ? 'Renewed? Update My Profile' : 'Open the Licence Register'}
                    </Link>
                  </div>
                </li>
              ),
            )}
          </ul>
        )}
      </PopoverContent>
    </PopoverPrimitive.Root>
  );
}
