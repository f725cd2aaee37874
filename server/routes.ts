import type { RegisterRoutes } from './context';
import { authRoutes } from './features/auth/auth.routes';
import { fileRoutes } from './features/files/files.routes';
import { healthRoutes } from './features/health/health.routes';
import { notificationRoutes } from './features/notifications/notifications.routes';
import { registrationRoutes } from './features/registration/registration.routes';
import { settingsRoutes } from './features/settings/settings.routes';

/** Every feature's routes, in one list: adding a feature means adding it here. */
export const routeModules: RegisterRoutes[] = [healthRoutes, authRoutes, registrationRoutes, settingsRoutes, fileRoutes, notificationRoutes];
