import { notificationEndpoints } from './notifications-endpoints';
import { skillEndpoints } from './skills-endpoints';

/** What the app shell asks for on every screen (the bell). */
export const SHELL_DATA = [notificationEndpoints.list.path];

/** What the dashboard screen opens with (its hooks' query keys). */
export const DASHBOARD_SCREEN_DATA = [skillEndpoints.dashboard.path, skillEndpoints.careerTiers.path];

/**
 * What a signed-in first visit to "/" fetches: the web app prefetches it with the dashboard's
 * chunk (web/app/app-routes.tsx) and the server adds it to index.html as preload links
 * (server/lib/web-preload.ts). One list for both, so the preloads are the very URLs fetched.
 */
export const DASHBOARD_DATA = [...DASHBOARD_SCREEN_DATA, ...SHELL_DATA];
