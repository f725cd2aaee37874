import {
  BarChart3,
  BookOpen,
  ClipboardCheck,
  Droplets,
  GraduationCap,
  KeyRound,
  Layers,
  LayoutDashboard,
  MonitorSmartphone,
  ShieldAlert,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { Permission } from '../../core/rules/roles';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Hidden unless the user's role grants it (DECISIONS §4). */
  permission?: Permission;
}

export interface NavGroup {
  label: string;
  icon: LucideIcon;
  items: NavItem[];
  /** Paths that open the group automatically. */
  memberPaths: string[];
}

export const MAIN_ITEMS: NavItem[] = [
  { label: 'Dashboard', to: '/', icon: LayoutDashboard },
  { label: 'Self Assessment', to: '/assessment', icon: ClipboardCheck },
  { label: 'Career Path', to: '/career-path', icon: TrendingUp },
  { label: 'Tier Overview', to: '/tier-overview', icon: Layers },
  { label: 'Training Materials', to: '/training', icon: GraduationCap },
  { label: 'Performance Analytics', to: '/analytics', icon: BarChart3 },
  { label: 'Company Guidelines', to: '/guidelines', icon: BookOpen },
];

export const NAV_GROUPS: NavGroup[] = [
  {
    label: 'Flood Prevention Check',
    icon: Droplets,
    memberPaths: ['/flood-prevention', '/client-report', '/compliance-certificate'],
    items: [
      { label: 'Inspection Form', to: '/flood-prevention', icon: ClipboardCheck },
      // Reports and certificates belong to a saved check: they open from the Existing list.
      { label: 'Client Reports', to: '/flood-prevention?tab=existing', icon: BookOpen },
      { label: 'Compliance Certificates', to: '/flood-prevention?tab=existing', icon: ShieldAlert },
    ],
  },
  {
    label: 'Employee Management',
    icon: Users,
    memberPaths: ['/employee-management', '/access-key-management', '/device-management', '/security-monitor'],
    items: [
      { label: 'Employee Management', to: '/employee-management', icon: Users, permission: 'manageEmployees' },
      { label: 'Access Key Management', to: '/access-key-management', icon: KeyRound, permission: 'manageEmployees' },
      { label: 'Device Management', to: '/device-management', icon: MonitorSmartphone },
      { label: 'Security Monitor', to: '/security-monitor', icon: ShieldAlert, permission: 'monitorSecurity' },
    ],
  },
];

export function isMemberPath(group: NavGroup, pathname: string): boolean {
  return group.memberPaths.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
