import { z } from 'zod';
import { emailAddress, optionalText } from './common';
import { imageDataUrl, ownerPinField } from './registration';
import { endpoint } from './endpoint';

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

/** The time zone of the company's dates when APP_TIMEZONE is not set. */
export const DEFAULT_TIME_ZONE = 'Australia/Melbourne';

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

/** Company settings, the employee access code and the owner's PIN. */
export const settingsEndpoints = {
  company: endpoint({ method: 'GET', path: '/api/settings/company', access: 'registered' }),
  updateCompany: endpoint({ method: 'PUT', path: '/api/settings/company', access: 'companySettings' }),
  app: endpoint({ method: 'GET', path: '/api/settings/app', access: 'public' }),
  logo: endpoint({ method: 'GET', path: '/api/settings/logo', access: 'public' }),
  accessCode: endpoint({ method: 'GET', path: '/api/settings/access-code', access: 'companySettings' }),
  rotateAccessCode: endpoint({ method: 'POST', path: '/api/settings/access-code/rotate', access: 'companySettings' }),
  ownerPin: endpoint({ method: 'PUT', path: '/api/settings/owner-pin', access: 'companySettings' }),
};
