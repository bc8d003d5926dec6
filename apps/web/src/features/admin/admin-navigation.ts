import { Activity, BarChart3, CreditCard, Gauge, ScrollText, Settings, Users, type LucideIcon } from 'lucide-react';
import { hasAdminRank, type AdminRole } from '@acclaim/domain';
import { paths } from '@/config/paths';
import { minimumRoleAt } from './admin-screens';

export interface AdminNavLink {
  to: string;
  label: string;
  icon: LucideIcon;
  /** The dashboard is active only on /admin itself, not on every screen beneath it. */
  end?: boolean;
}

export interface AdminNavGroup {
  label: string;
  icon: LucideIcon;
  links: AdminNavLink[];
}

export type AdminNavEntry = AdminNavLink | AdminNavGroup;

/** The admin screens in menu order, the four analytics screens grouped, then the audit log. */
const ADMIN_NAVIGATION: AdminNavEntry[] = [
  { to: paths.admin, label: 'Dashboard', icon: Gauge, end: true },
  { to: paths.adminUsers, label: 'Users', icon: Users },
  { to: paths.adminSubscriptions, label: 'Subscriptions', icon: CreditCard },
  {
    label: 'Analytics',
    icon: BarChart3,
    links: [
      { to: paths.adminAnalyticsRevenue, label: 'Revenue analytics', icon: BarChart3 },
      { to: paths.adminAnalyticsUsers, label: 'User analytics', icon: BarChart3 },
      { to: paths.adminAnalyticsUsage, label: 'Usage analytics', icon: BarChart3 },
      { to: paths.adminAnalyticsTrends, label: 'Trend analytics', icon: BarChart3 },
    ],
  },
  { to: paths.adminSystem, label: 'System health', icon: Activity },
  { to: paths.adminSettings, label: 'Settings', icon: Settings },
  { to: paths.adminAuditLog, label: 'Audit log', icon: ScrollText },
];

export const isNavGroup = (entry: AdminNavEntry): entry is AdminNavGroup => 'links' in entry;

/** Whether `role` may open the screen at `to`, by the shared permissions table. */
export function canOpenAdminScreen(role: AdminRole, to: string): boolean {
  const minimum = minimumRoleAt(to);
  return minimum !== null && hasAdminRank(role, minimum);
}

/** Only the entries this role may open; a group with nothing left disappears. */
export function adminNavigationFor(role: AdminRole): AdminNavEntry[] {
  return ADMIN_NAVIGATION.flatMap((entry): AdminNavEntry[] => {
    if (!isNavGroup(entry)) return canOpenAdminScreen(role, entry.to) ? [entry] : [];
    const links = entry.links.filter((link) => canOpenAdminScreen(role, link.to));
    return links.length > 0 ? [{ ...entry, links }] : [];
  });
}
