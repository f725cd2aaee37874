import { whenIdle } from './idle';
import { notify } from './toast';

/**
 * Registers the service worker (web/sw.ts) and offers its updates: a new deployment's worker
 * waits, and the page reloads into it only when the user taps Reload, after saving open work
 * (docs/product.md#offline, docs/decisions/0025-offline-app-shell.md).
 */

type Save = () => Promise<void>;
const savers = new Set<Save>();

/** Work to save before the page reloads into a new version (the check form's draft); returns the undo. */
export function saveBeforeUpdate(save: Save): () => void {
  savers.add(save);
  return () => void savers.delete(save);
}

/** Saves every open piece of work; one that fails does not stop the others. */
export async function saveOpenWork(): Promise<void> {
  await Promise.all([...savers].map((save) => save().catch(() => undefined)));
}

export const UPDATE_WORDS = { title: 'Update available', action: 'Reload' } as const;

/**
 * Service workers need a secure context (HTTPS, or localhost): on plain HTTP at a LAN address
 * there is none, and the app works as it did before, online only (README). Only the built app
 * has a worker; the Vite dev server has none.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  const start = async () => {
    // workbox-window loads after the first screen, never with it.
    const { Workbox } = await import('workbox-window');
    const wb = new Workbox('/sw.js', { scope: '/' });
    wb.addEventListener('waiting', () =>
      notify.action(UPDATE_WORDS.title, {
        label: UPDATE_WORDS.action,
        onClick: () =>
          void saveOpenWork().then(() => {
            wb.addEventListener('controlling', () => window.location.reload());
            wb.messageSkipWaiting();
          }),
      }),
    );
    await wb.register();
    // An app left open for days looks for a new version whenever it comes back to the front.
    document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && void wb.update());
  };
  // After the load event and once the page is idle (at most 5 s later): workbox-window's
  // script and the worker's precache downloads then never compete with the first screen
  // (docs/performance.md#offline-open).
  const register = () => void whenIdle(() => void start().catch(() => undefined), 5000);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
