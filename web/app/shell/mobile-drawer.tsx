import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { CurrentUser } from '../../../core/contracts/auth';
import { cn } from '../../lib/cn';
import type { Layout } from '../../lib/use-layout';
import { SidebarContent } from './sidebar';

/**
 * The navigation drawer of phones and tablets (docs/product.md#interface), in its own chunk: Radix
 * Dialog loads when the menu is first opened, not with every screen.
 */
export function MobileDrawer({
  user,
  layout,
  open,
  onOpenChange,
}: {
  user: CurrentUser;
  layout: Layout;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" data-testid="drawer-overlay" />
        <DialogPrimitive.Content
          className={cn('fixed inset-y-0 left-0 z-50 max-w-[85vw] bg-card shadow-xl', layout === 'tablet' ? 'w-96' : 'w-80')}
          aria-describedby={undefined}
        >
          <DialogPrimitive.Title className="sr-only">Navigation</DialogPrimitive.Title>
          <DialogPrimitive.Close className="absolute right-3 top-4 rounded-md p-1.5 hover:bg-muted cursor-pointer" aria-label="Close menu">
            <X className="size-5" />
          </DialogPrimitive.Close>
          <SidebarContent user={user} onNavigate={() => onOpenChange(false)} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
