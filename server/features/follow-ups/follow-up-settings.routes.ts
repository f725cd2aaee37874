import { followUpEndpoints as E, followUpSettingsSchema } from '../../../core/contracts/follow-ups';
import type { RegisterRoutes } from '../../context';
import { currentUser } from '../../auth/plugin';
import { getSettings, updateSettings } from '../../db/company-settings';
import { audit } from '../../lib/audit';

/**
 * "Orange items create follow-ups too" (docs/product.md#follow-ups): every registered user may
 * read it; the owner sets it (audited). It applies from the next save of each check.
 */
export const followUpSettingRoutes: RegisterRoutes = (app, { db }) => {
  app.get(E.settings.path, { config: { access: E.settings.access }, schema: { response: { 200: followUpSettingsSchema } } }, async () => ({
    orangeCreatesFollowUps: (await getSettings(db)).orangeCreatesFollowUps,
  }));

  app.put(
    E.updateSettings.path,
    { config: { access: E.updateSettings.access }, schema: { body: followUpSettingsSchema, response: { 200: followUpSettingsSchema } } },
    async (request) => {
      const { orangeCreatesFollowUps } = request.body;
      await db.transaction(async (tx) => {
        await updateSettings(tx, { orangeCreatesFollowUps });
        await audit(tx, { actorId: currentUser(request).id, action: 'settings_changed', details: { orangeCreatesFollowUps } });
      });
      return { orangeCreatesFollowUps };
    },
  );
};
