import type { SessionMonitorItem } from '../../../core/contracts/admin';

/**
 * A user signed in on more than one device is a security alert, so management can check it
 * is really them (docs/product.md#monitor). One session is the normal case and never an alert.
 */
export function isSessionAlert(item: Pick<SessionMonitorItem, 'sessionCount'>): boolean {
  return item.sessionCount > 1;
}

/** The monitor's three counters: Active Users, Total Sessions and Security Alerts. */
export function sessionCounters(users: readonly Pick<SessionMonitorItem, 'sessionCount'>[]): { activeUsers: number; totalSessions: number; alerts: number } {
  return {
    activeUsers: users.length,
    totalSessions: users.reduce((n, u) => n + u.sessionCount, 0),
    alerts: users.filter(isSessionAlert).length,
  };
}
