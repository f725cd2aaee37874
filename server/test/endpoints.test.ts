import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '../../core/contracts/endpoints';
import { createTestApp, type TestApp } from './app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const line = (r: { method: string; path: string; access: string }) => `${r.method} ${r.path} ${r.access}`;

/** Every route is registered from its declaration in core/contracts, and only those. */
describe('endpoint declarations', () => {
  it('equal the server route table: same method, path and access, nothing more or less', () => {
    const routes = t.app.routeTable.map((r) => line({ method: r.method, path: r.url, access: r.access })).sort();
    const declared = ALL_ENDPOINTS.map(line).sort();
    expect(
      routes.filter((r) => !declared.includes(r)),
      'routes without a declaration',
    ).toEqual([]);
    expect(
      declared.filter((d) => !routes.includes(d)),
      'declarations without a route',
    ).toEqual([]);
    expect(new Set(declared).size, 'an endpoint declared twice').toBe(declared.length);
  });
});
