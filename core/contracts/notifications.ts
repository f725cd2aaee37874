import { z } from 'zod';
import { endpoint } from './endpoint';

/** Real notifications only (docs/product.md#notifications): licences expiring within 60 days or expired. */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(['licence_expiring', 'licence_expired']),
  title: z.string(),
  message: z.string(),
  userId: z.number(),
  dueDate: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationsResponse = z.object({ notifications: z.array(notificationSchema) });

export const notificationEndpoints = {
  /** The bell: one's own licence, and everyone's for owner and management. */
  list: endpoint({ method: 'GET', path: '/api/notifications', access: 'registered' }),
};
