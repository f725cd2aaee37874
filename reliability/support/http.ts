/**
 * A browser-like HTTP client for servers running as real processes: one cookie jar, the
 * server's own Origin on state-changing calls. `at(server)` sends the same cookies to
 * another instance, as a load balancer would.
 */
export class HttpClient {
  readonly cookies = new Map<string, string>();
  constructor(public base: string) {}

  at(base: string): this {
    this.base = base;
    return this;
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; json: () => unknown; text: string; headers: Headers }> {
    const h: Record<string, string> = { ...headers };
    if (method !== 'GET') h.origin ??= this.base;
    if (body !== undefined && !(body instanceof FormData)) h['content-type'] ??= 'application/json';
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const payload = body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body);
    const res = await fetch(this.base + path, { method, headers: h, body: payload, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = value === '' || attrs.some((a) => /max-age=0\b/i.test(a.trim()));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    return { status: res.status, text, headers: res.headers, json: () => JSON.parse(text) as unknown };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown) => this.request('POST', path, body);
  put = (path: string, body?: unknown) => this.request('PUT', path, body);
  delete = (path: string, body?: unknown) => this.request('DELETE', path, body);
}
