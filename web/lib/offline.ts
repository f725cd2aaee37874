/**
 * What the service worker (web/sw.ts) and the page agree on about answers kept for offline use
 * (docs/decisions/0025-offline-app-shell.md). Plain values only: the worker bundles this file.
 */

/** The Cache Storage cache of GET /api answers (NetworkFirst): a copy of the last good answer. */
export const API_CACHE = 'api-get-v1';

/**
 * Set only on the stored copy (when it was stored, epoch ms): an answer that carries it came
 * from the cache because the network failed, never from the server.
 */
export const OFFLINE_COPY_HEADER = 'x-offline-copy-stored-at';

/** The words of a screen that needs the server while there is no network (docs/product.md#offline). */
export const OFFLINE_MESSAGE = "You're offline - this needs a connection";

/** The page asks a waiting worker to take over (only when the user taps Reload, never by itself); workbox-window's messageSkipWaiting sends it. */
export const SKIP_WAITING = 'SKIP_WAITING';
