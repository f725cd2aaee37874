import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { badRequest, serviceUnavailable } from '../lib/errors';
import { installErrorHandling } from './errors';

/** The app's error handling on a bare Fastify, its log lines kept as JSON objects. */
async function appLogging() {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ loggerInstance: pino({ level: 'info' }, sink) as FastifyBaseLogger, disableRequestLogging: true });
  installErrorHandling(app);
  app.get('/email', async () => {
    throw serviceUnavailable('Email service not configured: set SMTP_URL and MAIL_FROM on the server.');
  });
  app.get('/bad', async () => {
    throw badRequest('Postcode must be 4 digits');
  });
  app.get('/bug', async () => {
    throw new Error('undefined is not a function');
  });
  await app.ready();
  return { app, lines };
}

describe('log lines of failures', () => {
  it('an expected refusal is one line at warn (email not configured) or info (a 4xx), without a stack', async () => {
    const { app, lines } = await appLogging();
    expect((await app.inject('/email')).statusCode).toBe(503);
    expect((await app.inject('/bad')).statusCode).toBe(400);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 40, status: 503, code: 'unavailable', msg: expect.stringContaining('Email service not configured') });
    expect(lines[1]).toMatchObject({ level: 30, status: 400, code: 'bad_request', msg: 'Postcode must be 4 digits' });
    for (const line of lines) expect(JSON.stringify(line)).not.toMatch(/stack|"err"/);
    await app.close();
  });

  it('a fault is logged at error with its stack, and the answer hides it', async () => {
    const { app, lines } = await appLogging();
    const res = await app.inject('/bug');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.', code: 'internal' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, msg: 'request failed' });
    expect((lines[0]!.err as { stack: string }).stack).toContain('undefined is not a function');
    await app.close();
  });
});
