import { z } from 'zod';

/**
 * Real notifications only (docs/product.md#notifications): licences expiring within 60 days or
 * expired, and for the office the follow-ups left open too long.
 */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(['licence_expiring', 'licence_expired', 'follow_ups_overdue']),
  title: z.string(),
  message: z.string(),
  /** Whom it is about: the licence holder; for follow-ups, the reader. */
  userId: z.number(),
  /** The licence's expiry; null for follow-ups. */
  dueDate: z.string().nullable(),
  /** What the badge counts for it: 1 for a licence, the number of follow-ups. */
  count: z.number().int().min(1),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationsResponse = z.object({ notifications: z.array(notificationSchema) });

export { notificationEndpoints } from './notifications-endpoints';
