import {
  accessCodeSchema,
  appSettingsSchema,
  changeOwnerPinBody,
  type CompanySettings,
  companySettingsSchema,
  settingsEndpoints,
  updateCompanySettingsBody,
} from '../../../core/contracts/settings';
import { okResponse } from '../../../core/contracts/common';
import { LIMITS } from '../../../core/limits';
import type { RegisterRoutes } from '../../context';
import { audit } from '../../lib/audit';
import { hashSecret } from '../../lib/crypto';
import { notFound } from '../../lib/errors';
import { fileStore, sendStoredFile, storedKey } from '../../lib/storage';
import { currentUser } from '../../auth/plugin';
import { storeImageDataUrl } from '../../lib/profile-files';
import { verifyOwnerPin } from '../../auth/owner-pin';
import { getSettings, updateSettings, type SettingsRow } from '../../db/company-settings';
import { rotateEmployeeAccessCode } from '../../lib/access-codes';

export const LOGO_URL = settingsEndpoints.logo.path;

function toCompanySettings(row: SettingsRow): CompanySettings {
  return {
    businessName: row.businessName,
    licenceNumber: row.licenceNumber,
    abn: row.abn,
    officeEmail: row.officeEmail,
    logoUrl: row.logoFile ? `${LOGO_URL}?v=${row.updatedAt.getTime()}` : null,
  };
}

/** Owner-only company settings (docs/product.md#roles); everyone registered may read the details shown on documents. */
export const settingsRoutes: RegisterRoutes = (app, { db, config }) => {
  app.get(
    settingsEndpoints.company.path,
    { config: { access: settingsEndpoints.company.access }, schema: { response: { 200: companySettingsSchema } } },
    async () => toCompanySettings(await getSettings(db)),
  );

  app.put(
    settingsEndpoints.updateCompany.path,
    {
      config: { access: settingsEndpoints.updateCompany.access },
      bodyLimit: LIMITS.jsonBodyMaxBytes / 4,
      schema: { body: updateCompanySettingsBody, response: { 200: companySettingsSchema } },
    },
    async (request) => {
      const me = currentUser(request);
      const { logo, ...details } = request.body;
      const before = await getSettings(db);
      let logoFile = before.logoFile;
      let newLogoKey: string | null = null;
      if (logo) {
        const stored = await storeImageDataUrl(config, 'logo', logo, { maxEdge: 800 });
        newLogoKey = stored.key;
        logoFile = stored.name;
      } else if (logo === '') {
        logoFile = null;
      }
      try {
        const row = await db.transaction(async (tx) => {
          const updated = await updateSettings(tx, { ...details, logoFile });
          await audit(tx, { actorId: me.id, action: 'settings_changed', details: { fields: Object.keys(request.body) } });
          return updated;
        });
        const oldKey = before.logoFile && before.logoFile !== logoFile ? storedKey('profile', before.logoFile) : null;
        if (oldKey) await fileStore(config).remove(oldKey);
        return toCompanySettings(row);
      } catch (error) {
        if (newLogoKey) await fileStore(config).remove(newLogoKey);
        throw error;
      }
    },
  );

  app.get(settingsEndpoints.app.path, { config: { access: settingsEndpoints.app.access }, schema: { response: { 200: appSettingsSchema } } }, async () => ({
    timeZone: config.timeZone,
  }));

  app.get(settingsEndpoints.logo.path, { config: { access: settingsEndpoints.logo.access } }, async (_request, reply) => {
    const { logoFile } = await getSettings(db);
    const key = logoFile ? storedKey('profile', logoFile) : null;
    if (!key) throw notFound();
    return sendStoredFile(reply, fileStore(config), key);
  });

  app.get(
    settingsEndpoints.accessCode.path,
    { config: { access: settingsEndpoints.accessCode.access, secret: true }, schema: { response: { 200: accessCodeSchema } } },
    async () => {
      const row = await getSettings(db);
      return { employeeAccessCode: row.employeeAccessCode, rotatedAt: row.employeeAccessCodeRotatedAt?.toISOString() ?? null };
    },
  );

  app.post(
    settingsEndpoints.rotateAccessCode.path,
    { config: { access: settingsEndpoints.rotateAccessCode.access, secret: true }, schema: { response: { 200: accessCodeSchema } } },
    async (request) => {
      const me = currentUser(request);
      const row = await db.transaction((tx) => rotateEmployeeAccessCode(tx, me.id, { reason: 'owner' }));
      return { employeeAccessCode: row.employeeAccessCode, rotatedAt: row.employeeAccessCodeRotatedAt?.toISOString() ?? null };
    },
  );

  app.put(
    settingsEndpoints.ownerPin.path,
    { config: { access: settingsEndpoints.ownerPin.access }, schema: { body: changeOwnerPinBody, response: { 200: okResponse } } },
    async (request) => {
      const me = currentUser(request);
      await verifyOwnerPin(db, me.id, request.body.currentPin);
      const ownerPinHash = await hashSecret(request.body.newPin);
      await db.transaction(async (tx) => {
        await updateSettings(tx, { ownerPinHash });
        await audit(tx, { actorId: me.id, action: 'owner_pin_changed' });
      });
      return { ok: true as const };
    },
  );
};
