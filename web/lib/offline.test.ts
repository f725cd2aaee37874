import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, errorMessage, getQueryFn, isUnauthorizedError, OfflineError } from './api';
import { connectionState } from './connection';
import { OFFLINE_COPY_HEADER, OFFLINE_MESSAGE } from './offline';
import { saveBeforeUpdate, saveOpenWork } from './service-worker';
import { currentUserQuery } from './use-current-user';

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', ...headers } });
const context = (url: string) => ({ queryKey: [url], signal: new AbortController().signal, meta: undefined, client: new QueryClient() }) as never;

afterEach(() => vi.unstubAllGlobals());

describe('the API client with no network (ADR 0025)', () => {
  it('turns a failed fetch into the one offline error, never a sign-out, and notes the connection is down', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await apiRequest('POST', '/api/anything', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OfflineError);
    expect(errorMessage(error, 'fallback')).toBe(OFFLINE_MESSAGE);
    expect(isUnauthorizedError(error)).toBe(false);
    expect(connectionState().offline).toBe(true);
  });

  it("notes an answer from the worker's offline copy with when it was stored, and forgets it once the server answers", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json([{ id: 1 }], { [OFFLINE_COPY_HEADER]: '1764000000000' })));
    expect(await getQueryFn({ on401: 'throw' })(context('/api/guidelines'))).toEqual([{ id: 1 }]);
    expect(connectionState().copies.get('/api/guidelines')).toBe(1764000000000);
    expect(connectionState().offline).toBe(true);

    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json([{ id: 2 }])));
    await getQueryFn({ on401: 'throw' })(context('/api/guidelines'));
    expect(connectionState().copies.has('/api/guidelines')).toBe(false);
    expect(connectionState().offline).toBe(false);
  });
});

describe('the signed-in user kept for offline use', () => {
  const user = (sessionExpiresAt: string) => ({ id: 7, email: 'a@example.com', sessionExpiresAt });

  it("counts until the session's own end, then the user signs in again", async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const earlier = new Date(Date.now() - 1000).toISOString();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(user(later), { [OFFLINE_COPY_HEADER]: String(Date.now() - 5000) })));
    expect(await currentUserQuery(context('/api/auth/user'))).toMatchObject({ id: 7 });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(user(earlier), { [OFFLINE_COPY_HEADER]: String(Date.now() - 5000) })));
    expect(await currentUserQuery(context('/api/auth/user'))).toBeNull();
  });

  it("believes the server's own answer whatever it says of the expiry", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(user(new Date(Date.now() - 1000).toISOString()))));
    expect(await currentUserQuery(context('/api/auth/user'))).toMatchObject({ id: 7 });
  });
});

describe('saving open work before an update reloads the page', () => {
  it('runs every saver, even when one fails, and forgets one that was removed', async () => {
    const saved: string[] = [];
    const stopA = saveBeforeUpdate(async () => void saved.push('a'));
    const stopB = saveBeforeUpdate(async () => Promise.reject(new Error('disk full')));
    const stopC = saveBeforeUpdate(async () => void saved.push('c'));
    stopC();
    await saveOpenWork();
    expect(saved).toEqual(['a']);
    stopA();
    stopB();
  });
});
