import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../auth/cookies';
import { createTestApp, type TestApp } from './app';
import { registered, signedUp } from './factories';

const MODULE_SCRIPT = '<script type="module" crossorigin src="/assets/main-1.js"></script>';
const INDEX_HTML = `<!doctype html><html><head><title>t</title>\n    ${MODULE_SCRIPT}\n  </head><body><div id="root"></div></body></html>`;
/** What the build renders from LandingPage (scripts/build.mjs): no scripts. */
const LANDING_HTML =
  '<!doctype html><html><head><title>t</title>\n  </head><body><div id="root"><p>Home Plumbing Experts</p><a href="/api/login">Sign In</a></div></body></html>';

/** A minimal build: index.html, the manifest Vite writes with `build.manifest` and, with `landing`, the static landing page. */
async function webBuild(landing: boolean): Promise<string> {
  const webDir = await mkdtemp(path.join(tmpdir(), 'plumbing-web-'));
  await mkdir(path.join(webDir, '.vite'));
  await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
  if (landing) {
    await writeFile(path.join(webDir, 'landing.html'), LANDING_HTML);
    await writeFile(path.join(webDir, 'landing.html.br'), brotliCompressSync(LANDING_HTML));
  }
  const manifest = {
    'main.tsx': { file: 'assets/main-1.js', isEntry: true },
    'app/shell/app-shell.tsx': { file: 'assets/app-shell-2.js' },
    'features/skills/dashboard-page.tsx': { file: 'assets/dashboard-page-3.js' },
  };
  await writeFile(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  // The service worker and the web app manifest (vite-plugin-pwa, ADR 0025).
  await writeFile(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(path.join(webDir, 'manifest.webmanifest'), '{"name":"t"}');
  return webDir;
}

describe('the web app', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = await webBuild(true);
    t = await createTestApp({}, { webDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('sends the service worker and the manifest unchanged, never cached, so a new deployment is found (ADR 0025)', async () => {
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toContain('javascript');
    expect(sw.headers['cache-control']).toBe('no-cache');
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('sends "/" with the dashboard preloads only to a registered user signed in', async () => {
    const { client } = await registered(t.app, 'Plumber');
    const signedIn = await client.get('/');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['content-type']).toContain('text/html');
    expect(signedIn.headers.vary).toContain('Cookie');
    expect(signedIn.body).toContain(MODULE_SCRIPT);
    expect(signedIn.body).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-page-3.js">');
    expect(signedIn.body).toContain('<link rel="preload" href="/api/dashboard" as="fetch" crossorigin="use-credentials">');
    expect(signedIn.body).not.toContain('Home Plumbing Experts');

    // Other screens' addresses are the plain index.html.
    const other = await client.get('/training');
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain(MODULE_SCRIPT);
    expect(other.body).not.toContain('dashboard-page');
  });

  it('sends a user still registering the plain index.html at "/": the wizard is the app', async () => {
    // Their dashboard preloads would answer 403 and be kept until after registration.
    const { client } = await signedUp(t.app);
    const res = await client.get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(MODULE_SCRIPT);
    expect(res.body).not.toContain('dashboard-page');
    expect(res.body).not.toContain('Home Plumbing Experts');
  });

  it('sends a visitor without a valid session the static landing page at "/", without scripts', async () => {
    for (const headers of [{}, { cookie: `${sessionCookieName(t.config)}=unknown` }]) {
      for (const url of ['/', '/?utm_source=card']) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers.vary).toContain('Cookie');
        expect(res.body).toContain('Home Plumbing Experts');
        expect(res.body).toContain('Sign In');
        expect(res.body).not.toContain('<script type="module"');
      }
    }
    // Its precompressed copy by Accept-Encoding, as for every other built file.
    const br = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Cookie.*accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(LANDING_HTML);
    // HEAD answers as GET does, without the body.
    const head = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    // The app's other addresses stay the app (the sign-in screen is a React screen).
    const signIn = await t.app.inject({ method: 'GET', url: '/sign-in' });
    expect(signIn.body).toContain(MODULE_SCRIPT);
    expect(signIn.body).not.toContain('Home Plumbing Experts');
  });
});

describe('the web app of a build without the static landing page', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = await webBuild(false);
    t = await createTestApp({}, { webDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('sends a visitor index.html at "/", where React renders the landing page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(MODULE_SCRIPT);
    expect(res.body).not.toContain('dashboard-page');
  });
});
