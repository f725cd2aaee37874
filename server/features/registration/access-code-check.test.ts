import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_CODE_HEADER } from '../../../core/contracts/registration';
import { LIMITS } from '../../../core/limits';
import { EMPLOYEE_ROLES, roleNeedsAccessKey } from '../../../core/rules/roles';
import { employeeAccessKeys } from '../../db/schema';
import { normaliseKey } from '../../lib/access-codes';
import { sha256 } from '../../lib/crypto';
import { createTestApp, TEST_EMPLOYEE_CODE, TEST_OWNER_CODE, type TestApp } from '../../test/app';
import { buildRegistration, mintAccessKey, signedUp } from '../../test/factories';
import { sessionCookieName } from '../../auth/cookies';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const INVALID = { message: 'Invalid employee access code', code: 'bad_request', fields: { employeeAccessCode: 'Invalid employee access code' } };
const check = (client: Awaited<ReturnType<typeof signedUp>>['client'], employeeAccessCode: string) =>
  client.post('/api/registration/access-code-check', { employeeAccessCode });
/** A valid registration grown past 1 MB by a field the contract drops. */
const largeRegistration = () => ({ ...buildRegistration(), padding: 'x'.repeat(1_500_000) });

describe('POST /api/registration/access-code-check', () => {
  it('answers the roles each code may register: the owner code Owner, the shared code the shared roles, a key its role', async () => {
    const { client } = await signedUp(t.app);
    expect((await check(client, TEST_OWNER_CODE)).json()).toEqual({ roles: ['Owner'] });
    expect((await check(client, TEST_EMPLOYEE_CODE)).json()).toEqual({ roles: EMPLOYEE_ROLES.filter((r) => !roleNeedsAccessKey(r)) });
    expect((await check(client, (await mintAccessKey(t.app, 'Management')).toLowerCase())).json()).toEqual({ roles: ['Management'] });
    const wrong = await check(client, 'NOT-A-CODE');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(INVALID);
  });

  it('counts wrong codes toward the same lockout as registration', async () => {
    const { client } = await signedUp(t.app);
    for (let i = 0; i < LIMITS.lockoutMaxFailures - 1; i++) expect((await check(client, `WRONG-${i}`)).statusCode).toBe(400);
    const registration = await client.post('/api/employee-profile', buildRegistration({ employeeAccessCode: 'WRONG-LAST' }));
    expect(registration.statusCode).toBe(429);
    expect((await check(client, TEST_EMPLOYEE_CODE)).statusCode).toBe(429);
  });

  it('refuses an expired unused key as a wrong code, counted toward the lockout, never clearing it', async () => {
    const key = await mintAccessKey(t.app, 'Plumber', 'Late Starter');
    await t.db
      .update(employeeAccessKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(employeeAccessKeys.keyHash, sha256(normaliseKey(key))));
    const { client } = await signedUp(t.app);
    // The documented 5 wrong tries (docs/product.md#sessions), written out: the expired key is the third.
    expect((await check(client, 'WRONG-1')).statusCode).toBe(400);
    expect((await check(client, 'WRONG-2')).statusCode).toBe(400);
    const expired = await check(client, key);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(INVALID);
    expect((await check(client, 'WRONG-4')).statusCode).toBe(400);
    expect((await check(client, 'WRONG-5')).statusCode).toBe(429);
    expect((await check(client, TEST_EMPLOYEE_CODE)).statusCode).toBe(429);
  });
});

describe('the registration body waits for a verified access code', () => {
  it(`takes a body over 1 MB only when ${ACCESS_CODE_HEADER} carries a valid code`, async () => {
    const { client } = await signedUp(t.app);
    const without = await client.post('/api/employee-profile', largeRegistration());
    expect(without.statusCode).toBe(413);
    expect(without.json()).toMatchObject({ code: 'too_large' });
    const wrong = await client.post('/api/employee-profile', largeRegistration(), { headers: { [ACCESS_CODE_HEADER]: 'WRONG-CODE' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(INVALID);
    const right = await client.post('/api/employee-profile', largeRegistration(), {
      headers: { [ACCESS_CODE_HEADER]: encodeURIComponent(TEST_EMPLOYEE_CODE) },
    });
    expect(right.statusCode, right.body).toBe(200);
    // A small body (no photos yet, as the wizard's own tests send) needs no header.
    expect((await (await signedUp(t.app)).client.post('/api/employee-profile', buildRegistration())).statusCode).toBe(200);
  });

  it('answers a 45 MB registration at once, before its body is sent, when the code is wrong or missing', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const { client } = await signedUp(t.app);
    const name = sessionCookieName(t.config);
    const send = (extra: Record<string, string>) =>
      new Promise<{ status: number; body: string; ms: number }>((resolve, reject) => {
        const started = performance.now();
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/employee-profile',
            headers: {
              origin: `http://127.0.0.1:${port}`,
              cookie: `${name}=${client.cookies.get(name)}`,
              'content-type': 'application/json',
              'content-length': String(45 * 1024 * 1024),
              ...extra,
            },
          },
          (res) => {
            let body = '';
            res.on('data', (d: Buffer) => (body += d.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - started }));
          },
        );
        req.on('error', reject);
        req.write('{"firstName":'); // and nothing more: the answer must not wait for the rest
      });
    const wrong = await send({ [ACCESS_CODE_HEADER]: 'WRONG-CODE' });
    expect(wrong.status).toBe(400);
    expect(JSON.parse(wrong.body)).toEqual(INVALID);
    const missing = await send({});
    expect(missing.status).toBe(413);
    expect(Math.max(wrong.ms, missing.ms)).toBeLessThan(5000);
  });
});
