import { systemEndpoints } from '../../../core/contracts/system';
import { settingsEndpoints } from '../../../core/contracts/settings';
import { registrationEndpoints } from '../../../core/contracts/registration';
import { authEndpoints } from '../../../core/contracts/auth';
import { accountEndpoints } from '../../../core/contracts/account';
import { notificationEndpoints } from '../../../core/contracts/notifications';
import type { AccessRow } from '../../test/access-matrix';

export const accessRows: AccessRow[] = [
  { endpoint: authEndpoints.login, access: 'public' },
  { endpoint: authEndpoints.logout, access: 'public', skipAllowedCheck: true },
  { endpoint: authEndpoints.signUp, access: 'public', body: {} },
  { endpoint: authEndpoints.signIn, access: 'public', body: {} },
  { endpoint: authEndpoints.pinSignIn, access: 'public', body: {} },
  { endpoint: authEndpoints.signOut, access: 'public', skipAllowedCheck: true },
  { endpoint: authEndpoints.currentUser, access: 'signed-in' },
  // Password change and reset (docs/product.md#passwords).
  { endpoint: accountEndpoints.changePassword, access: 'signed-in', body: {} },
  { endpoint: accountEndpoints.requestReset, access: 'public', body: {} },
  { endpoint: accountEndpoints.confirmReset, access: 'public', body: {} },
  { endpoint: accountEndpoints.resetLink, access: 'manageEmployees', body: {} },
  { endpoint: systemEndpoints.health, access: 'public' },
  { endpoint: registrationEndpoints.register, access: 'signed-in', body: {} },
  { endpoint: registrationEndpoints.profileFile, access: 'signed-in', sampleUrl: '/api/files/profile/00000000-0000-0000-0000-000000000000.jpg' },
  { endpoint: notificationEndpoints.list, access: 'registered' },
  { endpoint: settingsEndpoints.company, access: 'registered' },
  { endpoint: settingsEndpoints.updateCompany, access: 'companySettings', body: {} },
  { endpoint: settingsEndpoints.logo, access: 'public' },
  { endpoint: settingsEndpoints.accessCode, access: 'companySettings' },
  { endpoint: settingsEndpoints.rotateAccessCode, access: 'companySettings' },
  { endpoint: settingsEndpoints.ownerPin, access: 'companySettings', body: {} },
];
