import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../core/rules/roles';
import type { Access } from '../auth/plugin';
import { accessRows as rows } from './access-matrix';
import { createTestApp, type TestApp } from './app';
import { TestClient } from './client';
import { buildCheck, registered, signedUp } from './factories';
import { allowedByTable, ROLE_TABLE } from './role-table';

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

type Principal = 'anonymous' | 'unregistered' | Role;
const PRINCIPALS: Principal[] = ['anonymous', 'unregistered', ...ROLES];

/** The status a principal must get when the route refuses it, or null when it is let in. */
function refusal(access: Access, who: Principal): 401 | 403 | null {
  if (access === 'public') return null;
  if (who === 'anonymous') return 401;
  if (access === 'signed-in') return null;
  if (who === 'unregistered') return 403;
  if (access === 'registered') return null;
  return allowedByTable(who, access) ? null : 403;
}

let t: TestApp;
const clients = new Map<Principal, TestClient>();
beforeAll(async () => {
  t = await createTestApp();
  clients.set('anonymous', new TestClient(t.app));
  clients.set('unregistered', (await signedUp(t.app)).client);
  for (const role of ROLES) clients.set(role, (await registered(t.app, role)).client);
});
afterAll(() => t.close());

describe('authorization matrix', () => {
  it('has exactly one row for every registered API route, with the declared access', () => {
    const declared = new Map(t.app.routeTable.map((r) => [key(r), r.access]));
    const expected = new Map(rows.map((r) => [key({ method: r.endpoint.method, url: r.endpoint.path }), r.access]));
    expect(
      [...declared.keys()].filter((k) => !expected.has(k)),
      'routes without a matrix row',
    ).toEqual([]);
    expect(
      [...expected.keys()].filter((k) => !declared.has(k)),
      'rows without a route',
    ).toEqual([]);
    for (const [k, access] of expected) expect(declared.get(k), k).toBe(access);
  });

  it('answers every principal as its role allows', async () => {
    const failures: string[] = [];
    for (const row of rows) {
      const route = { method: row.endpoint.method, url: row.endpoint.path };
      const url = row.sampleUrl ?? route.url.replace(/:[A-Za-z]+/g, '999999');
      for (const who of PRINCIPALS) {
        const expected = refusal(row.access, who);
        if (expected === null && row.skipAllowedCheck) continue;
        const res = await clients.get(who)!.request(route.method, url, route.method === 'GET' ? undefined : (row.body ?? {}));
        const ok = expected === null ? res.statusCode !== 401 && res.statusCode !== 403 : res.statusCode === expected;
        if (!ok) failures.push(`${key(route)} as ${who}: got ${res.statusCode}, expected ${expected ?? 'not 401/403'}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("lets exactly the roles of the written table see another user's check (viewAllChecks, checked inside the route)", async () => {
    const author = await registered(t.app, 'Apprentice');
    const id = (await author.client.post('/api/flood-prevention-checks', buildCheck())).json().id as number;
    const seeing = [];
    for (const role of ROLES) if ((await clients.get(role)!.get(`/api/flood-prevention-checks/${id}`)).statusCode === 200) seeing.push(role);
    expect(seeing.sort()).toEqual([...ROLE_TABLE.viewAllChecks].sort());
  });
});
