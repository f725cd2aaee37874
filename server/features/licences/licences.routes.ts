import { licenceRegisterSchema, profileEndpoints } from '../../../core/contracts/profile';
import { todayInZone } from '../../../core/rules/licence';
import type { RegisterRoutes } from '../../context';
import { mailConfigured } from '../../lib/mailer';
import { licenceRegister } from './licences.repo';

/** The licence register (docs/product.md#licences): Owner and Management. */
export const licenceRoutes: RegisterRoutes = (app, { db, config }) => {
  app.get(
    profileEndpoints.licences.path,
    { config: { access: profileEndpoints.licences.access }, schema: { response: { 200: licenceRegisterSchema } } },
    async () => {
      const today = todayInZone(config.timeZone);
      return { today, remindersEnabled: mailConfigured(config), licences: await licenceRegister(db, today) };
    },
  );
};
