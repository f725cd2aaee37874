import { Menu } from 'lucide-react';
import type { CurrentUser } from '../../../core/contracts/auth';
import { Button } from '../../components/ui/button';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { useCurrentPageMeta } from '../../lib/page-meta';

export function Header({
  user,
  onOpenMenu,
  onMenuIntent,
  showMenuButton,
}: {
  user: CurrentUser;
  onOpenMenu: () => void;
  onMenuIntent?: () => void;
  showMenuButton: boolean;
}) {
  const { title, subtitle } = useCurrentPageMeta();
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ') || 'User';
  const initial = (user.firstName?.[0] ?? fullName[0] ?? 'U').toUpperCase();
  return (
    <header className="no-print sticky top-0 z-30 flex h-16 items-center gap-3 border-b bg-card/95 px-3 backdrop-blur sm:px-6">
      {showMenuButton ? (
        <Button
          variant="ghost"
          size="icon"
          onClick={onOpenMenu}
          onPointerDown={onMenuIntent}
          onPointerEnter={onMenuIntent}
          onFocus={onMenuIntent}
          aria-label="Open menu"
        >
          <Menu className="size-5" />
        </Button>
      ) : null}
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-lg font-semibold leading-tight sm:text-xl">{title}</h1>
        {subtitle ? <p className="truncate text-xs text-muted-foreground sm:text-sm">{subtitle}</p> : null}
      </div>
      <NotificationBell />
      <div className="flex items-center gap-2">
        <div className="flex size-9 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground" aria-hidden>
          {initial}
        </div>
        <div className="hidden leading-tight sm:block">
          <p className="text-sm font-medium">{fullName}</p>
          <p className="text-xs text-muted-foreground">{user.isOwner ? 'Owner' : 'Employee'}</p>
        </div>
      </div>
    </header>
  );
}
