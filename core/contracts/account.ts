import { z } from 'zod';
import { LIMITS } from '../limits';
import { emailAddress } from './common';
import { passwordSchema } from './auth';
import { endpoint } from './endpoint';

/** POST /api/auth/password: Settings -> Account. */
export const changePasswordBody = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(LIMITS.passwordMaxLength),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
export const PASSWORD_CHANGED_MESSAGE = 'Password changed. You stay signed in here; every other device was signed out.';

/** POST /api/auth/password-reset: "Forgot password?" on the sign-in page. */
export const passwordResetRequestBody = z.object({ email: emailAddress });

/**
 * The one answer to a reset request, whether or not the address has an account (no
 * enumeration): 202 with this body.
 */
export const PASSWORD_RESET_ACCEPTED = {
  message: `If an account uses this email address, a link to reset its password is on its way. The link works once, for ${LIMITS.passwordResetMinutes} minutes. No email? Ask your manager for a reset link.`,
};
export const passwordResetAccepted = z.object({ message: z.literal(PASSWORD_RESET_ACCEPTED.message) });

/** The token in a reset link: base64url of 32 random bytes. */
export const resetToken = z.string({ error: 'This reset link is not valid.' }).regex(/^[A-Za-z0-9_-]{22,100}$/, 'This reset link is not valid.');

/** POST /api/auth/password-reset/confirm */
export const passwordResetConfirmBody = z.object({ token: resetToken, newPassword: passwordSchema });
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmBody>;

export const INVALID_RESET_LINK = `This reset link is not valid: it has been used, has expired (links last ${LIMITS.passwordResetMinutes} minutes) or was never made. Ask for a new one.`;

/** POST /api/employees/:id/password-reset (owner PIN) -> a link shown once. */
export const resetLinkResponse = z.object({ resetUrl: z.string(), expiresAt: z.string() });
export type ResetLinkResponse = z.infer<typeof resetLinkResponse>;

/** Password change and reset (docs/product.md#passwords). */
export const accountEndpoints = {
  changePassword: endpoint({ method: 'POST', path: '/api/auth/password', access: 'signed-in' }),
  requestReset: endpoint({ method: 'POST', path: '/api/auth/password-reset', access: 'public' }),
  confirmReset: endpoint({ method: 'POST', path: '/api/auth/password-reset/confirm', access: 'public' }),
  /** A manager makes a reset link for an employee. */
  resetLink: endpoint({ method: 'POST', path: '/api/employees/:id/password-reset', access: 'manageEmployees' }),
};
