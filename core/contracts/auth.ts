import { z } from 'zod';
import { LIMITS } from '../limits';
import { ROLES } from '../rules/roles';
import { emailAddress } from './common';

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(LIMITS.passwordMinLength, `Password must be at least ${LIMITS.passwordMinLength} characters`)
  .max(LIMITS.passwordMaxLength, `Password must be at most ${LIMITS.passwordMaxLength} characters`);

export const signUpBody = z.object({ email: emailAddress, password: passwordSchema });
export type SignUpBody = z.infer<typeof signUpBody>;

export const signInBody = z.object({
  email: emailAddress,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(LIMITS.passwordMaxLength),
});
export type SignInBody = z.infer<typeof signInBody>;

export const pinSchema = z.string({ error: 'PIN is required' }).regex(/^\d{6}$/, 'PIN must be 6 digits');

export const pinSignInBody = z.object({ email: emailAddress, pin: pinSchema });

/** GET /api/auth/user */
export const currentUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(ROLES).nullable(),
  employeeRole: z.string().nullable(),
  isOwner: z.boolean(),
  profileCompleted: z.boolean(),
  currentTierId: z.number(),
  currentTier: z.string(),
  employeePhotoUrl: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export { authEndpoints } from './auth-endpoints';

/**
 * GET /api/auth/user: the current user and when their session ends unless used again (ISO).
 * The app keeps this answer for offline use until then (docs/decisions/0025-offline-app-shell.md).
 */
export const signedInUserSchema = currentUserSchema.extend({ sessionExpiresAt: z.iso.datetime() });
export type SignedInUser = z.infer<typeof signedInUserSchema>;
