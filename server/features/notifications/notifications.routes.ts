import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { notificationEndpoints, notificationsResponse, type AppNotification } from '../../../core/contracts/notifications';
import { LIMITS } from '../../../core/limits';
import { licenceState, todayInZone } from '../../../core/rules/licence';
import { can } from '../../../core/rules/roles';
import type { RegisterRoutes } from '../../context';
import { users } from '../../db/schema';
import { currentUser, roleOf } from '../../auth/plugin';
import { countOpenOlderThan } from '../follow-ups/public';

/**
 * The bell: one's own licence, and everyone's for owner and management; for the office, the
 * follow-ups open for more than 3 days (docs/product.md#notifications).
 */
export const notificationRoutes: RegisterRoutes = (app, { db, config }) => {
  app.get(
    notificationEndpoints.list.path,
    { config: { access: notificationEndpoints.list.access }, schema: { response: { 200: notificationsResponse } } },
    async (request) => {
      const me = currentUser(request);
      const today = todayInZone(config.timeZone);
      const everyone = can({ role: roleOf(me) }, 'manageEmployees');
      const rows = await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, expiry: users.licenseExpiryDate })
        .from(users)
        .where(
          and(
            isNotNull(users.licenseExpiryDate),
            isNull(users.removedAt),
            eq(users.profileCompleted, true),
            lte(users.licenseExpiryDate, sql`(${today}::date + make_interval(days => ${LIMITS.licenceExpiryWarningDays}))::date`),
            everyone ? undefined : eq(users.id, me.id),
          ),
        )
        .orderBy(asc(users.licenseExpiryDate));
      const notifications: AppNotification[] = rows.map((r) => {
        const expired = licenceState(r.expiry!, today) === 'expired';
        const own = r.id === me.id;
        const who = own ? 'Your plumbing licence' : `${[r.firstName, r.lastName].filter(Boolean).join(' ')}'s plumbing licence`;
        return {
          id: `licence-${r.id}`,
          kind: expired ? 'licence_expired' : 'licence_expiring',
          title: expired ? 'Licence expired' : 'Licence expiring soon',
          message: `${who} ${expired ? 'has expired. Renew it before doing licensed work.' : 'is due for renewal.'}`,
          userId: r.id,
          dueDate: r.expiry!,
          count: 1,
        };
      });
      if (can({ role: roleOf(me) }, 'manageFollowUps')) {
        const overdue = await countOpenOlderThan(db, LIMITS.followUpOverdueDays);
        if (overdue > 0)
          notifications.push({
            id: 'follow-ups-overdue',
            kind: 'follow_ups_overdue',
            title: 'Follow-ups waiting',
            message: `${overdue} ${overdue === 1 ? 'follow-up has' : 'follow-ups have'} been open for more than ${LIMITS.followUpOverdueDays} days.`,
            userId: me.id,
            dueDate: null,
            count: overdue,
          });
      }
      return { notifications };
    },
  );
};
