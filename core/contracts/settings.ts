import { z } from 'zod';
import { emailAddress, optionalText } from './common';
import { imageDataUrl, ownerPinField } from './registration';

/** Company details printed on reports and certificates (docs/product.md#settings). */
export const companySettingsSchema = z.object({
  businessName: z.string(),
  licenceNumber: z.string(),
  abn: z.string(),
  officeEmail: z.string(),
  logoUrl: z.string().nullable(),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

export const updateCompanySettingsBody = z.object({
  businessName: z.string().trim().min(1, 'Business name is required').max(120),
  licenceNumber: optionalText(40).default(''),
  abn: z
    .string()
    .trim()
    .transform((v) => v.replace(/\s+/g, ''))
    .refine((v) => v === '' || /^\d{11}$/.test(v), 'ABN must be 11 digits')
    .default(''),
  officeEmail: z.union([emailAddress, z.literal('')]).default(''),
  /** A new logo as a data URL; omit to keep the current one, '' to remove it. */
  logo: z.union([imageDataUrl('Logo is required'), z.literal('')]).optional(),
});
export type UpdateCompanySettingsBody = z.infer<typeof updateCompanySettingsBody>;

export { DEFAULT_TIME_ZONE } from '../rules/zoned-format';

/**
 * GET /api/settings/app (public): what the web app needs before it shows any date. Every
 * date it writes is in the company's time zone, whatever the browser's own (web/lib/dates.ts).
 */
export const appSettingsSchema = z.object({ timeZone: z.string() });
export type AppSettings = z.infer<typeof appSettingsSchema>;

/** Owner-only view of the shared employee access code. */
export const accessCodeSchema = z.object({ employeeAccessCode: z.string(), rotatedAt: z.string().nullable() });

export const changeOwnerPinBody = z.object({
  currentPin: ownerPinField,
  newPin: ownerPinField,
});

export { settingsEndpoints } from './settings-endpoints';
