import { z } from 'zod';
import { LICENCE_STATUSES } from '../rules/licence';
import { ROLES } from '../rules/roles';
import { emailAddress, optionalIsoDate, optionalText } from './common';
import { imageDataUrl, registrationBasics } from './registration';

/** GET /api/profile: what the user gave at registration and may keep up to date (docs/product.md#profile). */
export const profileSchema = z.object({
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(ROLES).nullable(),
  startDate: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  personalEmail: z.string().nullable(),
  emergencyContactName: z.string().nullable(),
  emergencyContactPhone: z.string().nullable(),
  /** The credential type chosen at registration (the product's name, docs/product.md#registration). */
  licenseNumber: z.string().nullable(),
  plumbingLicenseNumber: z.string().nullable(),
  licenseExpiryDate: z.string().nullable(),
  licenceStatus: z.enum(LICENCE_STATUSES),
  driversLicenseUrl: z.string().nullable(),
  plumbingLicenseUrl: z.string().nullable(),
  employeePhotoUrl: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * PUT /api/profile: any of these, with the registration's names and rules. Role, owner flag,
 * names and start date are not among them: a body that carries them has them dropped, never
 * applied. Images are data URLs, as at registration; an empty expiry date clears it.
 */
export const profileUpdateBody = z.object({
  mobileNumber: registrationBasics.shape.mobileNumber.optional(),
  personalEmail: z.string().trim().min(1, 'Personal email is required').pipe(emailAddress).optional(),
  emergencyContactName: optionalText(100),
  emergencyContactPhone: optionalText(30),
  plumbingLicenseNumber: optionalText(50),
  licenseExpiryDate: optionalIsoDate,
  driversLicenseUrl: imageDataUrl("Driver's license photo is required").optional(),
  plumbingLicenseUrl: imageDataUrl('Plumbing license photo is required').optional(),
  employeePhotoUrl: imageDataUrl('Employee photo is required').optional(),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;

/** GET /api/licences (Owner, Management): the licence register. */
export const licenceRowSchema = z.object({
  userId: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES).nullable(),
  credentialType: z.string().nullable(),
  licenceNumber: z.string().nullable(),
  expiryDate: z.string().nullable(),
  status: z.enum(LICENCE_STATUSES),
  /** Days from today (the company's calendar) to expiry; negative once expired. */
  daysLeft: z.number().nullable(),
  /** False for roles registered with "N/A for office and management roles". */
  required: z.boolean(),
});
export type LicenceRow = z.infer<typeof licenceRowSchema>;

export const REMINDERS_OFF = 'reminders off: email not configured';

export const licenceRegisterSchema = z.object({
  today: z.string(),
  /** Reminder emails go only when the server can send mail; the bell works either way. */
  remindersEnabled: z.boolean(),
  licences: z.array(licenceRowSchema),
});
export type LicenceRegister = z.infer<typeof licenceRegisterSchema>;

export { profileEndpoints } from './profile-endpoints';
