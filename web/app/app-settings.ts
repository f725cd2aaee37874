import { useQuery } from '@tanstack/react-query';
import type { AppSettings } from '../../core/contracts/settings';
import { settingsEndpoints } from '../../core/contracts/settings-endpoints';
import { getQueryFn } from '../lib/api';
import { setAppTimeZone } from '../lib/app-time-zone';

/** Preloaded by index.html with the current user: both are asked for with the scripts. */
export const APP_SETTINGS_KEY = [settingsEndpoints.app.path] as const;

const fetchSettings = getQueryFn<AppSettings>({ on401: 'throw' });
let zoneKnown = false;

/**
 * True once the company's time zone is known (or could not be fetched: the default then
 * stands), so that no screen writes a date before it. Stays true when a sign-in clears the
 * query cache: the zone is the company's, not the user's.
 */
export function useAppSettingsReady(): boolean {
  const query = useQuery<AppSettings | null>({
    queryKey: APP_SETTINGS_KEY,
    queryFn: async (context) => {
      const settings = await fetchSettings(context);
      if (settings) setAppTimeZone(settings.timeZone);
      zoneKnown = true;
      return settings;
    },
  });
  return zoneKnown || !query.isLoading;
}
