import type { RegisterRoutes } from './context';
import { accessKeyRoutes } from './features/access-keys/access-keys.routes';
import { apiDocsRoutes } from './features/api-docs/api-docs.routes';
import { analyticsRoutes } from './features/analytics/analytics.routes';
import { authRoutes } from './features/auth/auth.routes';
import { certificateRoutes } from './features/certificates/certificates.routes';
import { passwordRoutes } from './features/auth/password.routes';
import { deviceRoutes } from './features/devices/devices.routes';
import { documentRoutes } from './features/documents/documents.routes';
import { employeeRoutes } from './features/employees/employees.routes';
import { fileRoutes } from './features/files/files.routes';
import { checkCaptureRoutes } from './features/flood-checks/checks.routes';
import { checkHistoryRoutes } from './features/flood-checks/history.routes';
import { followUpSettingRoutes } from './features/follow-ups/follow-up-settings.routes';
import { followUpRoutes } from './features/follow-ups/follow-ups.routes';
import { guidelineRoutes } from './features/guidelines/guidelines.routes';
import { healthRoutes } from './features/health/health.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { licenceRoutes } from './features/licences/licences.routes';
import { notificationRoutes } from './features/notifications/notifications.routes';
import { registrationRoutes } from './features/registration/registration.routes';
import { securityRoutes } from './features/security/security.routes';
import { assessmentReviewSettingRoutes } from './features/settings/assessment-review.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { reviewRoutes } from './features/skills/reviews.routes';
import { skillsRoutes } from './features/skills/skills.routes';
import { trainingRoutes } from './features/training/training.routes';

/** Every feature's routes, in one list: adding a feature means adding it here. */
export const routeModules: RegisterRoutes[] = [
  healthRoutes,
  authRoutes,
  passwordRoutes,
  registrationRoutes,
  settingsRoutes,
  assessmentReviewSettingRoutes,
  fileRoutes,
  notificationRoutes,
  profileRoutes,
  licenceRoutes,
  skillsRoutes,
  reviewRoutes,
  trainingRoutes,
  guidelineRoutes,
  analyticsRoutes,
  checkCaptureRoutes,
  documentRoutes,
  certificateRoutes,
  checkHistoryRoutes,
  followUpRoutes,
  followUpSettingRoutes,
  employeeRoutes,
  deviceRoutes,
  accessKeyRoutes,
  securityRoutes,
  apiDocsRoutes,
];
