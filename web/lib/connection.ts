import { useSyncExternalStore } from 'react';

/**
 * What the page knows of its connection to the server (docs/product.md#offline), kept by the
 * API client (web/lib/api.ts): whether the last request failed for want of a network, and which
 * answers were offline copies the service worker kept (web/sw.ts), with when each was stored.
 * The browser's own online flag is not enough: a phone with bars but no data says it is online.
 */
interface ConnectionState {
  /** The last request could not reach the server (or the browser says it is offline). */
  offline: boolean;
  /** URL → when its offline copy was stored (epoch ms), for answers that came from the cache. */
  copies: ReadonlyMap<string, number>;
}

let state: ConnectionState = { offline: typeof navigator !== 'undefined' && navigator.onLine === false, copies: new Map() };
const listeners = new Set<() => void>();

function set(next: Partial<ConnectionState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function connectionState(): ConnectionState {
  return state;
}

/** A request failed before any answer (no network, DNS, the server unreachable). */
export function requestFailed(): void {
  if (!state.offline) set({ offline: true });
}

/** An answer arrived: from the server (the URL's copy is current again) or, with `storedAt`, from the offline cache. */
export function answered(url: string, storedAt: number | null): void {
  const had = state.copies.get(url);
  if (storedAt === null && had === undefined && !state.offline) return;
  const copies = new Map(state.copies);
  if (storedAt === null) copies.delete(url);
  else copies.set(url, storedAt);
  // An offline copy means the network failed just now; a server answer means it is back.
  set({ copies, offline: storedAt !== null });
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => requestFailed());
  window.addEventListener('online', () => set({ offline: false }));
}

/** True while the server cannot be reached (re-renders when that changes). */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribeConnection, () => state.offline);
}
