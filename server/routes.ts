import type { RegisterRoutes } from './context';
import { accessKeyRoutes } from './features/access-keys/access-keys.routes';
import { analyticsRoutes } from './features/analytics/analytics.routes';
import { authRoutes } from './features/auth/auth.routes';
import { certificateRoutes } from './features/certificates/certificates.routes';
import { deviceRoutes } from './features/devices/devices.routes';
import { documentRoutes } from './features/documents/documents.routes';
import { employeeRoutes } from './features/employees/employees.routes';
import { fileRoutes } from './features/files/files.routes';
import { checkCaptureRoutes } from './features/flood-checks/checks.routes';
import { checkHistoryRoutes } from './features/flood-checks/history.routes';
import { guidelineRoutes } from './features/guidelines/guidelines.routes';
import { healthRoutes } from './features/health/health.routes';
import { notificationRoutes } from './features/notifications/notifications.routes';
import { registrationRoutes } from './features/registration/registration.routes';
import { securityRoutes } from './features/security/security.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { skillsRoutes } from './features/skills/skills.routes';
import { trainingRoutes } from './features/training/training.routes';

/** Every feature's routes, in one list: adding a feature means adding it here. */
export const routeModules: RegisterRoutes[] = [
  healthRoutes,
  authRoutes,
  registrationRoutes,
  settingsRoutes,
  fileRoutes,
  notificationRoutes,
  skillsRoutes,
  trainingRoutes,
  guidelineRoutes,
  analyticsRoutes,
  checkCaptureRoutes,
  documentRoutes,
  certificateRoutes,
  checkHistoryRoutes,
  employeeRoutes,
  deviceRoutes,
  accessKeyRoutes,
  securityRoutes,
];
