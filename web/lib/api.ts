import { authEndpoints } from '../../core/contracts/auth-endpoints';
import { MutationCache, QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import type { ErrorBody } from '../../core/contracts/common';
import { answered, requestFailed } from './connection';
import { OFFLINE_COPY_HEADER, OFFLINE_MESSAGE } from './offline';
import { notify } from './toast';

/**
 * The one API client. A non-OK answer raises an ApiError whose message is
 * "{status}: {body text}" (docs/product.md#interface); `serverMessage` is the body's message.
 */
export class ApiError extends Error {
  readonly body: Partial<ErrorBody> | null;
  constructor(
    readonly status: number,
    text: string,
  ) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.body = parseBody(text);
  }
  get serverMessage(): string | undefined {
    return this.body?.message;
  }
  get fields(): Record<string, string> {
    return this.body?.fields ?? {};
  }
}

/**
 * No answer at all: the network is down (or the server unreachable) and the service worker had
 * no copy. Shaped like the server's errors, so every screen shows the same words
 * (docs/product.md#offline); it is never a 401, so it never signs anyone out.
 */
export class OfflineError extends ApiError {
  constructor() {
    super(503, JSON.stringify({ message: OFFLINE_MESSAGE, code: 'offline' } satisfies ErrorBody));
    this.name = 'OfflineError';
  }
}

/**
 * Every request goes through here: a network failure becomes an OfflineError, and an answer
 * the service worker served from its offline copies (web/sw.ts stamps them) is noted with when
 * it was stored, for the screen's "offline copy" note (web/lib/connection.ts).
 */
async function send(url: string, init: RequestInit): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    requestFailed();
    throw new OfflineError();
  }
  const storedAt = res.headers.get(OFFLINE_COPY_HEADER);
  answered(url, storedAt === null ? null : Number(storedAt));
  return res;
}

function parseBody(text: string): Partial<ErrorBody> | null {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as Partial<ErrorBody>) : null;
  } catch {
    return null;
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) throw new ApiError(res.status, (await res.text()) || res.statusText);
}

/** Sends credentials always, and a JSON body with its content type only when given. */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await send(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await res.json() : await res.text()) as T;
}

/** True for the unauthorized error (docs/product.md#screens): "401: ..." mentioning Unauthorized. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

/** The message to show a person: the server's words when it gave some. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}

/** Default query: the first key element is the URL; optionally a 401 becomes null. */
export function getQueryFn<T>({ on401 }: { on401: 'returnNull' | 'throw' }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await send(queryKey[0] as string, { credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

let redirecting = false;
/** docs/product.md#screens: a destructive toast, then /api/login after 500 ms. */
export function handleUnauthorized(error: unknown): void {
  if (!isUnauthorizedError(error) || redirecting) return;
  redirecting = true;
  notify.error('Unauthorized', 'You are logged out. Logging in again...');
  setTimeout(() => window.location.assign(authEndpoints.login.path), 500);
}

/** Query defaults of docs/product.md#interface: no refetching, never stale, no retries. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: handleUnauthorized }),
  mutationCache: new MutationCache({ onError: handleUnauthorized }),
  defaultOptions: {
    queries: { queryFn: getQueryFn({ on401: 'throw' }), refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false },
    mutations: { retry: false },
  },
});
