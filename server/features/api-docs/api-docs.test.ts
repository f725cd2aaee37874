import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { TestClient } from '../../test/client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the API description', () => {
  it('describes every API route from its zod schemas, with who may call it', async () => {
    const res = await new TestClient(t.app).get('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, { 'x-access'?: string; requestBody?: unknown }>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    const described = new Set(Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)));
    // Fastify's :id is OpenAPI's {id}; the two description routes leave themselves out.
    const routes = t.app.routeTable
      .filter((r) => !['/api/openapi.json', '/api/docs'].includes(r.url))
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(routes.filter((r) => !described.has(r))).toEqual([]);
    expect(doc.paths['/api/auth/sign-in']!.post!['x-access']).toBe('public');
    expect(doc.paths['/api/access-keys']!.post!['x-access']).toBe('manageEmployees');
    const signUp = doc.paths['/api/auth/sign-up']!.post!.requestBody as { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
    expect(Object.keys(signUp.content['application/json']!.schema.properties)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('serves a readable reference page without scripts', async () => {
    const res = await new TestClient(t.app).get('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<code>/api/flood-prevention-checks</code>');
    expect(res.body).toContain('Who may call it: anyone');
    expect(res.body).not.toContain('<script');
  });
});
