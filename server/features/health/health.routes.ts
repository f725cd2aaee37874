import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RegisterRoutes } from '../../context';

export const healthRoutes: RegisterRoutes = (app, { db }) => {
  app.get('/api/health', { config: { access: 'public' }, schema: { response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => {
    await db.execute(sql`SELECT 1`);
    return { status: 'ok' as const };
  });
};
