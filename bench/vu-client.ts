import http from 'node:http';
import { sessionCookieName } from '../server/auth/cookies';

/** The session cookie's name on a production server (the load test) and on any other. */
const SESSION_COOKIES = [sessionCookieName({ env: 'production' }), sessionCookieName({ env: 'development' })];

/** One answer, or why there was none. `ms` runs from sending to the last byte of the body. */
export type Outcome = { ms: number; status: number; body: string } | { ms: number; error: 'socket' | 'timeout'; detail: string };

export interface Body {
  type: string;
  data: Buffer | string;
}

/**
 * The HTTP client of one virtual user: one keep-alive connection (a phone's), the session
 * cookie the server sets, the app's Origin on writes (CSRF check), and its own loopback
 * source address (127.0.1.n). The server then sees each plumber as its own client address,
 * as it would see each plumber's phone, so the per-address rate limit applies per plumber
 * without the bench touching it or faking X-Forwarded-For (which the app ignores anyway
 * unless TRUST_PROXY is set).
 */
export class VuClient {
  cookie = '';
  private readonly agent: http.Agent;

  constructor(
    private readonly base: URL,
    readonly localAddress: string,
    private readonly timeoutMs = 10_000,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  }

  request(method: string, path: string, body?: Body): Promise<Outcome> {
    const headers: Record<string, string | number> = {};
    if (this.cookie) headers.cookie = this.cookie;
    if (method !== 'GET') headers.origin = this.base.origin;
    if (body) Object.assign(headers, { 'content-type': body.type, 'content-length': Buffer.byteLength(body.data) });
    const started = performance.now();
    const elapsed = () => performance.now() - started;
    return new Promise((resolve) => {
      let timedOut = false;
      const req = http.request(
        { host: this.base.hostname, port: this.base.port, method, path, headers, agent: this.agent, localAddress: this.localAddress },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const sid = [res.headers['set-cookie'] ?? []].flat().find((c) => SESSION_COOKIES.some((name) => c.startsWith(`${name}=`)));
            if (sid) this.cookie = sid.split(';')[0]!;
            resolve({ ms: elapsed(), status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
          });
          res.on('error', (e) => resolve({ ms: elapsed(), error: timedOut ? 'timeout' : 'socket', detail: e.message }));
          res.on('close', () => res.complete || resolve({ ms: elapsed(), error: timedOut ? 'timeout' : 'socket', detail: 'closed mid-answer' }));
        },
      );
      req.setTimeout(this.timeoutMs, () => {
        timedOut = true;
        req.destroy(new Error(`no answer within ${this.timeoutMs} ms`));
      });
      req.on('error', (e) => resolve({ ms: elapsed(), error: timedOut ? 'timeout' : 'socket', detail: e.message }));
      req.end(body?.data);
    });
  }

  /** A JSON request that must succeed (seeding): the parsed answer. */
  async json<T>(method: string, path: string, payload?: unknown): Promise<T> {
    const out = await this.request(method, path, payload === undefined ? undefined : { type: 'application/json', data: JSON.stringify(payload) });
    if ('error' in out) throw new Error(`${method} ${path}: ${out.error} ${out.detail}`);
    if (out.status >= 300) throw new Error(`${method} ${path}: ${out.status} ${out.body.slice(0, 200)}`);
    return (out.body ? JSON.parse(out.body) : null) as T;
  }

  close(): void {
    this.agent.destroy();
  }
}

/** The n-th virtual user's source address: 127.0.1.1, 127.0.1.2, ... (all of 127/8 is loopback on Linux). */
export function loopbackAddress(n: number): string {
  return `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;
}
