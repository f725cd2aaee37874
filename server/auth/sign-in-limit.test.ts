import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/app';
import { TestClient } from '../test/client';
import { signedUp, TEST_PASSWORD, uniqueEmail } from '../test/factories';

const LIMIT = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
});
afterAll(() => t.close());

/** Sends a request from `address`: the limit counts per client address. */
const at = (address: string) => ({ remoteAddress: address });

describe('per-address limit of sign-in, PIN sign-in and sign-up', () => {
  it('is 20 a minute unless configured', () => {
    expect(loadConfig({}).signInRateLimitPerMinute).toBe(20);
  });

  it('refuses one address past the limit with a 429 in the one error shape, whatever the account, and not another address', async () => {
    const client = new TestClient(t.app);
    const wrong = async (n: number) => client.post('/api/auth/sign-in', { email: `nobody-${n}@example.com`, password: 'not the password 1' }, at('10.1.0.1'));
    for (let n = 0; n < LIMIT; n++) expect((await wrong(n)).statusCode).toBe(401);
    const refused = await wrong(LIMIT);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'rate_limited', message: 'Too many sign-in attempts from this network. Please wait a minute and try again.' });

    // A person on another network is not affected, and can still sign in.
    const ann = await signedUp(t.app);
    const elsewhere = await new TestClient(t.app).post('/api/auth/sign-in', { email: ann.email, password: TEST_PASSWORD }, at('10.1.0.2'));
    expect(elsewhere.statusCode).toBe(200);
  });

  it('limits PIN sign-in and sign-up at one address as well', async () => {
    const client = new TestClient(t.app);
    const pin = () => client.post('/api/auth/sign-in/pin', { email: 'nobody@example.com', pin: '123456' }, at('10.1.0.3'));
    const pinStatuses = [];
    for (let n = 0; n <= LIMIT; n++) pinStatuses.push((await pin()).statusCode);
    expect(pinStatuses.slice(0, LIMIT)).not.toContain(429);
    expect(pinStatuses[LIMIT]).toBe(429);

    const signUps = [];
    for (let n = 0; n <= LIMIT; n++)
      signUps.push((await client.post('/api/auth/sign-up', { email: uniqueEmail(), password: TEST_PASSWORD }, at('10.1.0.4'))).statusCode);
    expect(signUps.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(201));
    expect(signUps[LIMIT]).toBe(429);
  });

  it('counts an IPv6 client per /64: a new address in the same network does not get fresh tries', async () => {
    const client = new TestClient(t.app);
    const wrong = (address: string, n: number) =>
      client.post('/api/auth/sign-in', { email: `v6-${n}@example.com`, password: 'not the password 1' }, at(address));
    for (let n = 0; n < LIMIT; n++) expect((await wrong(`2001:db8:77:1::${n + 1}`, n)).statusCode).toBe(401);
    expect((await wrong('2001:db8:77:1:abcd:ef01:2345:6789', LIMIT)).statusCode).toBe(429);
    expect((await wrong('::ffff:10.1.0.9', 0)).statusCode).toBe(401); // IPv4-mapped: the IPv4 address's own count
    expect((await wrong('2001:db8:77:2::1', 0)).statusCode).toBe(401); // the next /64 is another network
  });
});

describe('client address behind a reverse proxy', () => {
  it('with TRUST_PROXY=1 counts the address the proxy saw, whatever the client wrote into X-Forwarded-For', async () => {
    const proxied = await createTestApp({ SIGN_IN_RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: '1' });
    try {
      // The proxy (127.0.0.1) appends the address it saw; the entries before it are the client's own words.
      const wrong = (spoofed: string) =>
        new TestClient(proxied.app).post(
          '/api/auth/sign-in',
          { email: 'nobody@example.com', password: 'not the password 1' },
          { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': `${spoofed}, 198.51.100.20` } },
        );
      for (let n = 0; n < LIMIT; n++) expect((await wrong(`203.0.113.${n}`)).statusCode).toBe(401);
      expect((await wrong('203.0.113.99')).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});

describe('general request limit per address', () => {
  it('answers 429 in the one error shape past RATE_LIMIT_PER_MINUTE, per address', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const get = (address: string) => limited.app.inject({ method: 'GET', url: '/api/health', remoteAddress: address });
      for (let n = 0; n < 3; n++) expect((await get('10.2.0.1')).statusCode).toBe(200);
      const refused = await get('10.2.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        code: 'rate_limited',
        message: expect.stringMatching(/^Too many requests from this network\. Please wait .+ and try again\.$/),
      });
      expect((await get('10.2.0.2')).statusCode).toBe(200);

      // IPv6: the whole /64 is one client, however many addresses it uses.
      for (let n = 0; n < 3; n++) expect((await get(`2001:db8:88:1::${n + 1}`)).statusCode).toBe(200);
      expect((await get('2001:db8:88:1::ff')).statusCode).toBe(429);
      expect((await get('2001:db8:88:2::1')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
