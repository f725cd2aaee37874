import { registrationEndpoints } from '../../../core/contracts/registration';
import { or, eq } from 'drizzle-orm';
import { z } from 'zod';
import { can } from '../../../core/rules/roles';
import type { RegisterRoutes } from '../../context';
import { users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { fileStore, sendStoredFile, storedKey } from '../../lib/storage';
import { currentUser, roleOf } from '../../auth/plugin';
import { PROFILE_URL_PREFIX } from '../../lib/profile-files';

/** Registration images: visible to their owner and to those who manage employees. */
export const fileRoutes: RegisterRoutes = (app, { db, config }) => {
  app.get(
    registrationEndpoints.profileFile.path,
    { config: { access: registrationEndpoints.profileFile.access }, schema: { params: z.object({ name: z.string().max(80) }) } },
    async (request, reply) => {
      const me = currentUser(request);
      const key = storedKey('profile', request.params.name);
      if (!key) throw notFound();
      const url = PROFILE_URL_PREFIX + request.params.name;
      const [holder] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          or(
            eq(users.employeePhotoUrl, url),
            eq(users.employeeSignature, url),
            eq(users.driversLicenseUrl, url),
            eq(users.plumbingLicenseUrl, url),
            eq(users.legalDisclaimerSignature, url),
          ),
        )
        .limit(1);
      if (!holder) throw notFound();
      if (holder.id !== me.id && !can({ role: roleOf(me) }, 'manageEmployees')) throw notFound();
      // Licences and signatures: never kept in a browser's or proxy's cache (docs/security.md#authorization).
      return sendStoredFile(reply, fileStore(config), key, 'no-store');
    },
  );
};
