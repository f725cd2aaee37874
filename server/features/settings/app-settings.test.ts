import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/app';
import { TestClient } from '../../test/client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_TIMEZONE: 'Australia/Perth' });
});
afterAll(() => t.close());

describe('GET /api/settings/app', () => {
  it('gives anyone, signed in or not, the configured time zone the web app writes dates in', async () => {
    const res = await new TestClient(t.app).get('/api/settings/app');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ timeZone: 'Australia/Perth' });
  });

  it('is Australia/Melbourne unless configured, and a zone that does not exist stops the start', () => {
    expect(loadConfig({}).timeZone).toBe('Australia/Melbourne');
    expect(() => loadConfig({ APP_TIMEZONE: 'Australia/Narnia' })).toThrow(/APP_TIMEZONE must be an IANA time zone/);
  });
});
