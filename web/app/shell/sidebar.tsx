import { ChevronDown, Droplets } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { CurrentUser } from '../../../core/contracts/auth';
import { can } from '../../../core/rules/roles';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../components/ui/collapsible';
import { cn } from '../../lib/cn';
import {
  activeItem,
  ACCOUNT_ITEMS,
  devicesApart,
  DEVICES_ITEM,
  groupShown,
  isMemberPath,
  MAIN_ITEMS,
  NAV_GROUPS,
  type NavGroup,
  type NavItem,
} from '../navigation';
import { SignOutLink } from './sign-out-link';

const itemClass = (isActive: boolean) =>
  cn(
    'flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium transition-colors',
    isActive ? 'bg-primary text-primary-foreground' : 'text-slate-700 hover:bg-muted',
  );

function visible(items: NavItem[], user: CurrentUser): NavItem[] {
  return items.filter((i) => !i.permission || can(user, i.permission));
}

/**
 * One link; the active one is scrolled into view when it becomes active (a short phone, or a
 * drawer opened on a screen far down the list, would otherwise hide where the user is).
 */
function Item({ item, active, onNavigate }: { item: NavItem; active: boolean; onNavigate?: (() => void) | undefined }) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (active) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);
  return (
    <Link ref={ref} to={item.to} className={itemClass(active)} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
      <item.icon className="size-4" aria-hidden />
      {item.label}
    </Link>
  );
}

function Group({ group, user, onNavigate }: { group: NavGroup; user: CurrentUser; onNavigate?: (() => void) | undefined }) {
  const { pathname, search } = useLocation();
  const member = isMemberPath(group, pathname);
  const [open, setOpen] = useState(member);
  useEffect(() => {
    if (member) setOpen(true);
  }, [member]);
  const items = visible(group.items, user);
  if (items.length === 0 || !groupShown(group, user)) return null;
  const active = activeItem(items, pathname, search);
  return (
    <Collapsible open={open} onOpenChange={setOpen}>
      <CollapsibleTrigger
        className={cn(
          'flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium hover:bg-muted cursor-pointer',
          member ? 'text-primary' : 'text-slate-700',
        )}
      >
        <group.icon className="size-4" aria-hidden />
        <span className="flex-1 text-left">{group.label}</span>
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden />
      </CollapsibleTrigger>
      <CollapsibleContent className="ml-4 mt-1 space-y-1 border-l pl-2">
        {items.map((item) => (
          <Item key={item.label} item={item} active={item === active} onNavigate={onNavigate} />
        ))}
      </CollapsibleContent>
    </Collapsible>
  );
}

/** Navigation: only what the user's role may use (docs/product.md#roles). */
export function SidebarContent({ user, onNavigate }: { user: CurrentUser; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const isHere = (item: NavItem) => item.to === pathname;
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center gap-2 border-b px-4">
        <div className="flex size-9 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <Droplets className="size-5" aria-hidden />
        </div>
        <div className="leading-tight">
          <p className="font-semibold">Home Plumbing</p>
          <p className="text-xs text-muted-foreground">Staff Portal</p>
        </div>
      </div>
      <nav aria-label="Main" className="flex-1 space-y-1 overflow-y-auto p-3">
        {visible(MAIN_ITEMS, user).map((item) => (
          <Item key={item.to} item={item} active={isHere(item)} onNavigate={onNavigate} />
        ))}
        {NAV_GROUPS.map((group) => (
          <Group key={group.label} group={group} user={user} onNavigate={onNavigate} />
        ))}
      </nav>
      <div className="space-y-1 border-t p-3">
        {devicesApart(user) ? <Item item={DEVICES_ITEM} active={isHere(DEVICES_ITEM)} onNavigate={onNavigate} /> : null}
        {ACCOUNT_ITEMS.map((item) => (
          <Item key={item.to} item={item} active={isHere(item)} onNavigate={onNavigate} />
        ))}
        <SignOutLink userId={user.id} className="flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium text-slate-700 hover:bg-muted" />
      </div>
    </div>
  );
}
