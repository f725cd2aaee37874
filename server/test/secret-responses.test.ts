import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { registered, TEST_OWNER_PIN } from './factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Every answer that carries a secret (a new access key, a generated login
 * PIN, a password reset link, the shared employee access code) says `Cache-Control: no-store`, so neither the
 * browser's cache nor a proxy keeps it after the page is gone.
 */
describe('answers that carry a secret are not stored', () => {
  it('sends no-store with access keys, login PINs and the shared access code, and only there', async () => {
    const owner = await registered(t.app, 'Owner');
    const plumber = await registered(t.app, 'Plumber');
    const secretCalls = [
      () => owner.client.post('/api/access-keys', { employeeName: 'New Plumber', employeeRole: 'Plumber', pin: TEST_OWNER_PIN }),
      () => owner.client.post(`/api/employees/${plumber.user.id}/generate-pin`, { pin: TEST_OWNER_PIN }),
      () => owner.client.post(`/api/employees/${plumber.user.id}/regenerate-pin`, { pin: TEST_OWNER_PIN }),
      () => owner.client.post(`/api/employees/${plumber.user.id}/password-reset`, { pin: TEST_OWNER_PIN }),
      () => owner.client.get('/api/settings/access-code'),
      () => owner.client.post('/api/settings/access-code/rotate'),
    ];
    for (const call of secretCalls) {
      const res = await call();
      expect(res.statusCode, res.body).toBeLessThan(300);
      expect(res.headers['cache-control'], res.body).toBe('no-store');
    }
    // An ordinary answer is left to the defaults; the key list holds only each key's last 4 (ADR 0016).
    expect((await owner.client.get('/api/auth/user')).headers['cache-control']).toBeUndefined();
    expect((await owner.client.get('/api/access-keys')).headers['cache-control']).toBeUndefined();
  });

  it('lists the routes that declare a secret, so a new one is a conscious choice', () => {
    const secret = t.app.routeTable.filter((r) => r.secret).map((r) => `${r.method} ${r.url}`);
    expect(secret.sort()).toEqual(
      [
        'POST /api/access-keys',
        'POST /api/employees/:id/generate-pin',
        'POST /api/employees/:id/regenerate-pin',
        'POST /api/employees/:id/password-reset',
        'GET /api/employees/:id/documents',
        'GET /api/settings/access-code',
        'POST /api/settings/access-code/rotate',
      ].sort(),
    );
  });
});
