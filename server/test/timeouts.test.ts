import { connect, type AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../auth/cookies';
import { createTestApp, type TestApp } from './app';
import { buildCheck, registered } from './factories';

/**
 * No stalled connections: a body or headers that trickle in are answered or closed within
 * the request timeout (here 1 s; a photo upload 3 s), so slow senders cannot pile up.
 */
const logged: Array<{ level: number; msg?: string }> = [];
const logger = pino({ level: 'info' }, { write: (line: string) => void logged.push(JSON.parse(line) as { level: number; msg?: string }) });

let t: TestApp;
let port: number;
let cookie: string;
let uploadPath: string;
beforeAll(async () => {
  t = await createTestApp({ REQUEST_TIMEOUT_SECONDS: '1', UPLOAD_TIMEOUT_SECONDS: '3' }, {}, { logger });
  const plumber = await registered(t.app, 'Plumber');
  const name = sessionCookieName(t.config);
  cookie = `${name}=${plumber.client.cookies.get(name)}`;
  uploadPath = `/api/flood-prevention-checks/${(await plumber.client.post('/api/flood-prevention-checks', buildCheck())).json().id}/photos`;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/**
 * Sends `head` and then one byte every 100 ms, for ever; resolves when the server closes the
 * connection, with what it answered and how long it took.
 */
function trickle(head: string): Promise<{ seconds: number; answer: string }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const drip = setInterval(() => socket.writable && socket.write('a'), 100);
    socket.on('data', (d) => (answer += d.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(drip);
      resolve({ seconds: (performance.now() - started) / 1000, answer });
    });
    socket.write(head);
  });
}
const post = (path: string, type: string, extra = '') =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\nCookie: ${cookie}\r\nContent-Type: ${type}\r\nContent-Length: 100000\r\n${extra}\r\n`;

describe('timeouts', () => {
  it('answers a body that trickles in with 408 in the one error shape and closes the connection within REQUEST_TIMEOUT_SECONDS', async () => {
    const { seconds, answer } = await trickle(post('/api/auth/sign-in', 'application/json'));
    expect(seconds).toBeGreaterThan(0.9);
    expect(seconds).toBeLessThan(2.5);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ code: 'request_timeout', message: expect.any(String) });
  });

  it('gives a photo upload its own, longer deadline (UPLOAD_TIMEOUT_SECONDS)', async () => {
    const { seconds, answer } = await trickle(post(uploadPath, 'multipart/form-data; boundary=x', ''));
    expect(seconds).toBeGreaterThan(2.9);
    expect(seconds).toBeLessThan(4.5);
    expect(answer === '' || /^HTTP\/1\.1 4\d\d /.test(answer)).toBe(true);
  });

  it('closes the connection at once after refusing a request whose body is still arriving', async () => {
    // No Origin: refused (403) before the body is read; the rest of the body is not waited for.
    const head = `POST /api/auth/sign-in HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n`;
    const { seconds, answer } = await trickle(head);
    expect(answer).toMatch(/^HTTP\/1\.1 403 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(seconds).toBeLessThan(0.9);
  });

  it('closes a connection whose headers never end', async () => {
    const { seconds, answer } = await trickle(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: `);
    expect(seconds).toBeLessThan(3.5);
    expect(answer === '' || /^HTTP\/1\.1 408 /.test(answer)).toBe(true);
  });

  it("logs the connections it closed below error level (they are the client's doing)", () => {
    expect(logged.filter((l) => l.level >= 50)).toEqual([]);
    expect(logged.filter((l) => l.msg === 'request body did not arrive in time; connection closed')).toHaveLength(2);
  });

  it('sets the keep-alive, headers and idle-connection timeouts of the server', () => {
    const server = t.app.server;
    expect(server.headersTimeout).toBe(1000);
    expect(server.keepAliveTimeout).toBe(65_000);
    expect(server.requestTimeout).toBe(3000); // the longest deadline, Node's own backstop
    expect(server.timeout).toBe(3000);
  });
});
