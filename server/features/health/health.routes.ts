import { systemEndpoints } from '../../../core/contracts/system';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RegisterRoutes } from '../../context';

export const healthRoutes: RegisterRoutes = (app, { db }) => {
  app.get(
    systemEndpoints.health.path,
    { config: { access: systemEndpoints.health.access }, schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => {
      await db.execute(sql`SELECT 1`);
      return { status: 'ok' as const };
    },
  );
};
