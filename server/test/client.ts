import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ZodApp } from '../context';
import { TEST_ORIGIN } from './app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A browser-like client for `inject()`: keeps cookies between calls and sends the app's
 * Origin on state-changing calls, as a browser would.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly app: ZodApp,
    readonly headers: Record<string, string> = {},
  ) {}

  async request(method: Method, url: string, body?: unknown, extra: Partial<InjectOptions> = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...this.headers, ...((extra.headers as Record<string, string>) ?? {}) };
    if (method !== 'GET' && !('origin' in headers)) headers.origin = TEST_ORIGIN;
    // A header given as undefined is left out: `origin: undefined` sends a call with no Origin.
    for (const [name, value] of Object.entries(headers)) if (value === undefined) delete headers[name];
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.app.inject({
      method,
      url,
      headers,
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      ...omit(extra, 'headers'),
    });
    for (const c of res.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get = (url: string, extra?: Partial<InjectOptions>) => this.request('GET', url, undefined, extra);
  post = (url: string, body?: unknown, extra?: Partial<InjectOptions>) => this.request('POST', url, body, extra);
  put = (url: string, body?: unknown, extra?: Partial<InjectOptions>) => this.request('PUT', url, body, extra);
  patch = (url: string, body?: unknown, extra?: Partial<InjectOptions>) => this.request('PATCH', url, body, extra);
  delete = (url: string, body?: unknown, extra?: Partial<InjectOptions>) => this.request('DELETE', url, body, extra);
}

function omit<T extends object, K extends keyof T>(obj: T, key: K): Omit<T, K> {
  const { [key]: _drop, ...rest } = obj;
  return rest;
}
