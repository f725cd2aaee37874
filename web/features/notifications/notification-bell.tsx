import { useQuery } from '@tanstack/react-query';
import { Bell, IdCard } from 'lucide-react';
import type { AppNotification } from '../../../core/contracts/notifications';
import { Button } from '../../components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/ui/popover';
import { formatNumericDate } from '../../lib/dates';

/** The bell counts real notifications and hides its badge at 0 (DECISIONS §6). */
export function NotificationBell() {
  const { data } = useQuery<{ notifications: AppNotification[] }>({ queryKey: ['/api/notifications'], staleTime: 5 * 60_000 });
  const items = data?.notifications ?? [];
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={items.length ? `Notifications (${items.length})` : 'Notifications'}>
          <Bell className="size-5" />
          {items.length > 0 ? (
            <span className="absolute right-1 top-1 flex min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] font-bold leading-4 text-white" data-testid="notification-badge">
              {items.length}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent>
        <p className="mb-2 font-semibold">Notifications</p>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">You're all caught up.</p>
        ) : (
          <ul className="max-h-80 space-y-2 overflow-y-auto">
            {items.map((n) => (
              <li key={n.id} className="flex gap-3 rounded-md border p-2">
                <IdCard className={n.kind === 'licence_expired' ? 'mt-0.5 size-4 text-destructive' : 'mt-0.5 size-4 text-warning'} aria-hidden />
                <div className="text-sm">
                  <p className="font-medium">{n.title}</p>
                  <p className="text-muted-foreground">{n.message}</p>
                  <p className="text-xs text-muted-foreground">Expiry: {formatNumericDate(n.dueDate)}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}
