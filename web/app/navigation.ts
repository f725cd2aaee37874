import {
  BarChart3,
  BookOpen,
  IdCard,
  ClipboardCheck,
  ClipboardList,
  ClipboardPen,
  Droplets,
  GraduationCap,
  KeyRound,
  Layers,
  Settings,
  UserRound,
  LayoutDashboard,
  MonitorSmartphone,
  ShieldAlert,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { can, type Permission, type RoleHolder } from '../../core/rules/roles';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Hidden unless the user's role grants it (docs/product.md#roles). */
  permission?: Permission;
  /** Screens reached from this item that keep it highlighted (a report opened from the list). */
  activeOn?: string[];
}

export interface NavGroup {
  label: string;
  icon: LucideIcon;
  items: NavItem[];
  /** Paths that open the group automatically. */
  memberPaths: string[];
  /** Shown only to roles with this permission. */
  permission?: Permission;
}

export const MAIN_ITEMS: NavItem[] = [
  { label: 'Dashboard', to: '/', icon: LayoutDashboard },
  { label: 'Self Assessment', to: '/assessment', icon: ClipboardCheck },
  // Manager review of self-assessments (docs/product.md#review): Owner and Management.
  { label: 'Assessment Reviews', to: '/assessment-reviews', icon: ClipboardPen, permission: 'reviewAssessments' },
  { label: 'Career Path', to: '/career-path', icon: TrendingUp },
  { label: 'Tier Overview', to: '/tier-overview', icon: Layers },
  { label: 'Training Materials', to: '/training', icon: GraduationCap },
  { label: 'Performance Analytics', to: '/analytics', icon: BarChart3 },
  { label: 'Company Guidelines', to: '/guidelines', icon: BookOpen },
];

/** Everyone's own devices: in the Employee Management group, or beside Settings and Sign Out for staff who do not see it. */
export const DEVICES_ITEM: NavItem = { label: 'Device Management', to: '/device-management', icon: MonitorSmartphone };

/** Everyone's own account, beside Sign Out: My Profile, and Settings (Account; the owner's company settings too). */
export const ACCOUNT_ITEMS: NavItem[] = [
  { label: 'My Profile', to: '/profile', icon: UserRound },
  { label: 'Settings', to: '/settings', icon: Settings },
];

export const NAV_GROUPS: NavGroup[] = [
  {
    label: 'Flood Prevention Check',
    icon: Droplets,
    memberPaths: ['/flood-prevention', '/client-report', '/compliance-certificate', '/follow-ups'],
    items: [
      { label: 'Inspection Form', to: '/flood-prevention', icon: ClipboardCheck },
      // Reports and certificates belong to a saved check: both open the Existing list, each
      // with its own address so that only the one chosen is highlighted.
      { label: 'Client Reports', to: '/flood-prevention?tab=existing', icon: BookOpen, activeOn: ['/client-report'] },
      {
        label: 'Compliance Certificates',
        to: '/flood-prevention?tab=existing&documents=certificates',
        icon: ShieldAlert,
        activeOn: ['/compliance-certificate'],
      },
      // The office's work from the findings (docs/product.md#follow-ups).
      { label: 'Follow-ups', to: '/follow-ups', icon: ClipboardList, permission: 'manageFollowUps' },
    ],
  },
  {
    // An administrator's group: other staff find their own devices under DEVICES_ITEM.
    label: 'Employee Management',
    icon: Users,
    permission: 'manageEmployees',
    memberPaths: ['/employee-management', '/licences', '/access-key-management', '/device-management', '/security-monitor'],
    items: [
      { label: 'Employee Management', to: '/employee-management', icon: Users, permission: 'manageEmployees' },
      { label: 'Licence Register', to: '/licences', icon: IdCard, permission: 'manageEmployees' },
      { label: 'Access Key Management', to: '/access-key-management', icon: KeyRound, permission: 'manageEmployees' },
      DEVICES_ITEM,
      { label: 'Security Monitor', to: '/security-monitor', icon: ShieldAlert, permission: 'monitorSecurity' },
    ],
  },
];

/** The group is shown to this user (its permission, when it has one). */
export function groupShown(group: NavGroup, user: RoleHolder): boolean {
  return !group.permission || can(user, group.permission);
}

/** True when the user's own devices are not in a group they see, so they get DEVICES_ITEM on its own. */
export function devicesApart(user: RoleHolder): boolean {
  return !NAV_GROUPS.some((g) => g.items.includes(DEVICES_ITEM) && groupShown(g, user));
}

export function isMemberPath(group: NavGroup, pathname: string): boolean {
  return group.memberPaths.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * The one item of a group to highlight: the item whose address is exactly the current one,
 * else one whose screens include the current path, else one whose path matches ignoring the
 * query. Two items never highlight together.
 */
export function activeItem(items: readonly NavItem[], pathname: string, search: string): NavItem | undefined {
  const here = `${pathname}${search}`;
  const under = (p: string) => pathname === p || pathname.startsWith(`${p}/`);
  return items.find((i) => i.to === here) ?? items.find((i) => i.activeOn?.some(under)) ?? items.find((i) => i.to === pathname);
}
