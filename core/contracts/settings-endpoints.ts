import { endpoint } from './endpoint';

// Apart from the settings schemas (core/contracts/settings.ts re-exports it): the app's first screen
// names these paths without bundling zod (scripts/initial-js.test.ts).
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
