import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../server/test/server-process';
import { freePort } from './support/ports';
import { freshDatabase } from './support/postgres';

/**
 * No stalled connections (docs/security.md#connections), on the built server as `npm start` runs it: bodies
 * that trickle in are answered 408 and closed within REQUEST_TIMEOUT_SECONDS, however many,
 * while the server goes on answering; and SIGTERM stops the process within its 10 s
 * shutdown deadline even while a body is still arriving.
 */
let db: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db?.drop();
});

/** A sign-in whose body arrives one byte every 200 ms, for ever; resolves when the server closes it. */
function trickle(port: number): { closed: Promise<{ seconds: number; answer: string }> } {
  const started = performance.now();
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  const drip = setInterval(() => socket.writable && socket.write('a'), 200);
  socket.on('data', (d) => (answer += d.toString()));
  socket.on('error', () => undefined);
  socket.write(
    `POST /api/auth/sign-in HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{`,
  );
  return {
    closed: new Promise((resolve) =>
      socket.on('close', () => {
        clearInterval(drip);
        resolve({ seconds: (performance.now() - started) / 1000, answer });
      }),
    ),
  };
}

describe('stalled connections', () => {
  let server: ServerProcess;
  afterAll(() => server?.stop());

  it('answers 300 trickling bodies with 408 and closes them within the request timeout, answering others meanwhile', async () => {
    const port = await freePort();
    server = await startServerProcess({ port, env: { DATABASE_URL: db.url, REQUEST_TIMEOUT_SECONDS: '2' } });
    const stalled = Array.from({ length: 300 }, () => trickle(port));
    await new Promise((r) => setTimeout(r, 500));
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    const results = await Promise.all(stalled.map((s) => s.closed));
    expect(Math.max(...results.map((r) => r.seconds))).toBeLessThan(4.5);
    expect(results.filter((r) => r.answer.startsWith('HTTP/1.1 408 ')).length).toBe(300);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    await server.stop();
  });

  it('stops within the 10 s shutdown deadline of SIGTERM while a body is still trickling in', async () => {
    const port = await freePort();
    server = await startServerProcess({ port, env: { DATABASE_URL: db.url, REQUEST_TIMEOUT_SECONDS: '120' } });
    const stalled = trickle(port);
    await new Promise((r) => setTimeout(r, 500));
    const started = performance.now();
    await server.stop();
    const seconds = (performance.now() - started) / 1000;
    expect(seconds).toBeGreaterThan(9);
    expect(seconds).toBeLessThan(14);
    expect((await stalled.closed).seconds).toBeLessThan(15);
  });
});
