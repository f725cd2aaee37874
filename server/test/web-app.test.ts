import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { registered, signedUp } from './factories';

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  // A minimal build: index.html and the manifest Vite writes with `build.manifest`.
  webDir = await mkdtemp(path.join(tmpdir(), 'plumbing-web-'));
  await mkdir(path.join(webDir, '.vite'));
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><html><head><title>t</title>\n  </head><body><div id="root"></div></body></html>');
  const manifest = {
    'main.tsx': { file: 'assets/main-1.js', isEntry: true },
    'app/shell/app-shell.tsx': { file: 'assets/app-shell-2.js' },
    'features/skills/dashboard-page.tsx': { file: 'assets/dashboard-page-3.js' },
  };
  await writeFile(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  t = await createTestApp({}, { webDir });
});
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('the web app', () => {
  it('sends "/" with the dashboard preloads only to a registered user signed in', async () => {
    const { client } = await registered(t.app, 'Plumber');
    const signedIn = await client.get('/');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['content-type']).toContain('text/html');
    expect(signedIn.headers.vary).toContain('Cookie');
    expect(signedIn.body).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-page-3.js">');
    expect(signedIn.body).toContain('<link rel="preload" href="/api/dashboard" as="fetch" crossorigin="use-credentials">');

    // A visitor, an unknown cookie and a user still registering (whose preloads would answer
    // 403 and be kept until after registration) get the plain index.html.
    const registering = (await signedUp(t.app)).client;
    for (const res of [await t.app.inject({ method: 'GET', url: '/' }), await t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'sid=unknown' } }), await registering.get('/')]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.body).not.toContain('dashboard-page');
    }
    // Other screens' addresses are the plain index.html too.
    const other = await client.get('/training');
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toContain('dashboard-page');
  });
});
