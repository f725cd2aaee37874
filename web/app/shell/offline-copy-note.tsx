import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { useCallback, useSyncExternalStore } from 'react';
import { notificationEndpoints } from '../../../core/contracts/notifications-endpoints';
import { connectionState, subscribeConnection } from '../../lib/connection';
import { formatDateTime } from '../../lib/dates';
import { CURRENT_USER_KEY } from '../../lib/use-current-user';
import { APP_SETTINGS_KEY } from '../app-settings';

/** The shell's own data (who is signed in, the time zone, the bell): a copy of it is not the screen's. */
const SHELL_QUERIES = new Set<string>([CURRENT_USER_KEY[0], APP_SETTINGS_KEY[0], notificationEndpoints.list.path]);

/** When the oldest offline copy on the screen was stored, or null when the screen shows none. */
function oldestCopyShown(client: QueryClient): number | null {
  const { copies } = connectionState();
  if (copies.size === 0) return null;
  let oldest: number | null = null;
  for (const query of client.getQueryCache().getAll()) {
    const url = query.queryKey[0];
    if (typeof url !== 'string' || SHELL_QUERIES.has(url) || query.getObserversCount() === 0) continue;
    const storedAt = copies.get(url);
    if (storedAt !== undefined && (oldest === null || storedAt < oldest)) oldest = storedAt;
  }
  return oldest;
}

/**
 * "Offline copy, last updated …" above a screen drawn from answers the service worker kept
 * (docs/product.md#offline): with no network the training and guidelines read before still
 * open, and the note says how old they are.
 */
export function OfflineCopyNote() {
  const client = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => {
      // Query events arrive while other components render: the note looks again just after.
      const later = () => queueMicrotask(onChange);
      const stopConnection = subscribeConnection(later);
      const stopQueries = client.getQueryCache().subscribe(later);
      return () => {
        stopConnection();
        stopQueries();
      };
    },
    [client],
  );
  const storedAt = useSyncExternalStore(subscribe, () => oldestCopyShown(client));
  if (storedAt === null) return null;
  return (
    <p role="status" className="no-print mb-3 flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <CloudOff className="size-4 shrink-0" aria-hidden />
      Offline copy, last updated {formatDateTime(new Date(storedAt))}
    </p>
  );
}
