/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { RouteHandlerCallback } from 'workbox-core/types';
import { NetworkFirst } from 'workbox-strategies';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { authEndpoints } from '../core/contracts/auth-endpoints';
import { API_CACHE, OFFLINE_COPY_HEADER, SKIP_WAITING } from './lib/offline';

/**
 * The service worker (docs/decisions/0025-offline-app-shell.md): the app shell and every
 * route's chunk are precached, so any app URL opens with no network; GET /api answers are
 * fetched from the network first and their last good copy kept for offline use. It never
 * takes over by itself: a new version waits until the user taps Reload (docs/product.md#offline).
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker serves the page that installed it at once, so what that visit reads is kept.
// A later version only activates once the user tapped Reload (or every tab closed): claiming
// then changes no page under an open form.
clientsClaim();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

/** An API answer the server no longer gives this browser (signed out, session gone): every copy goes. */
const forgetOnSignOut: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    if (response.status === 401) await caches.delete(API_CACHE);
    return response;
  },
};

/**
 * Only good JSON answers are kept (files such as PDFs are made per request and may be large),
 * each stamped with when it was stored: the copy only, never the live answer.
 */
const stampCopies: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200 || !response.headers.get('content-type')?.includes('application/json')) return null;
    const headers = new Headers(response.headers);
    headers.set(OFFLINE_COPY_HEADER, String(Date.now()));
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
};

// Sign-out (the link and the API call) ends every kept copy of the user's data on this device,
// once the server has ended the session. With no network the session goes on: the link leads
// back to the app's home, still signed in, rather than to the browser's error page.
const signOut: RouteHandlerCallback = async ({ request }) => {
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    if (request.mode === 'navigate') return Response.redirect(new URL('/', self.location.origin).href, 303);
    throw error;
  }
  await caches.delete(API_CACHE);
  return response;
};
registerRoute(({ url }) => url.pathname === authEndpoints.logout.path, signOut, authEndpoints.logout.method);
registerRoute(({ url }) => url.pathname === authEndpoints.signOut.path, signOut, authEndpoints.signOut.method);
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/'),
  new NetworkFirst({ cacheName: API_CACHE, plugins: [forgetOnSignOut, stampCopies] }),
  'GET',
);

// App URLs: the server's page while online (it sends the signed-out "/" as static HTML and
// preloads the dashboard); the precached index.html when the network fails.
const appShell = createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await fetch(options.request);
      } catch {
        return appShell(options);
      }
    },
    { denylist: [/^\/api\//, /^\/uploads\//] },
  ),
);
