import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { AppNotification } from '../../../core/contracts/notifications';
import { notificationEndpoints } from '../../../core/contracts/notifications-endpoints';
import { Button } from '../../components/ui/button';

const loadPanel = () => import('./notifications-panel');
const NotificationsPanel = lazy(async () => ({ default: (await loadPanel()).NotificationsPanel }));

/** The bell counts real notifications and hides its badge at 0 (docs/product.md#notifications). */
export function NotificationBell() {
  const { data } = useQuery<{ notifications: AppNotification[] }>({ queryKey: [notificationEndpoints.list.path], staleTime: 5 * 60_000 });
  const items = data?.notifications ?? [];
  // A follow-ups entry stands for that many follow-ups (docs/product.md#notifications).
  const count = items.reduce((sum, n) => sum + n.count, 0);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="relative"
        aria-label={count ? `Notifications (${count})` : 'Notifications'}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'notifications-panel' : undefined}
        // The list's chunk is fetched on the first sign of intent, so it is usually there by the press.
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen((o) => !o)}
      >
        <Bell className="size-5" />
        {count > 0 ? (
          <span
            className="absolute right-1 top-1 flex min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] font-bold leading-4 text-white"
            data-testid="notification-badge"
          >
            {count}
          </span>
        ) : null}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <NotificationsPanel anchor={button} items={items} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
