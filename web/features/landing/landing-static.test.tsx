import { describe, expect, it } from 'vitest';
import { renderLandingHtml, staticLandingHtml } from './landing-static';

/** The shape of Vite's built index.html (web/index.html after `vite build`). */
const builtIndex = `<!doctype html>
<html lang="en-AU">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0, viewport-fit=cover" />
    <link rel="icon" type="image/svg+xml" href="/logo.svg" />
    <title>Home Plumbing Staff Portal</title>
    <!-- Who is signed in decides every screen. -->
    <link rel="preload" href="/api/auth/user" as="fetch" crossorigin="use-credentials" />
    <link rel="preload" href="/api/settings/app" as="fetch" crossorigin="use-credentials" />
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    <link rel="modulepreload" crossorigin href="/assets/icons-3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-4.css">
  </head>
  <body>
    <!-- The loading screen; React replaces it. -->
    <div id="root">
      <div class="flex">
        <div role="status"><svg><path d="M21 12" /></svg><span>Loading...</span></div>
      </div>
    </div>
    <div id="after-root"></div>
  </body>
</html>
`;

describe('the static landing page', () => {
  it('puts the markup in #root and drops the scripts, module preloads, the API preloads and comments', () => {
    const html = staticLandingHtml(builtIndex, '<p>Landing</p>');
    expect(html).toContain('<div id="root"><p>Landing</p></div>');
    expect(html).toContain('<div id="after-root"></div>');
    expect(html).not.toContain('Loading...');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('/api/');
    expect(html).not.toContain('<!--');
    for (const kept of [
      '<meta charset="UTF-8" />',
      'name="viewport"',
      '<link rel="icon" type="image/svg+xml" href="/logo.svg" />',
      '<title>Home Plumbing Staff Portal</title>',
      '<link rel="stylesheet" crossorigin href="/assets/index-4.css">',
    ]) {
      expect(html).toContain(kept);
    }
    expect(html).not.toMatch(/\n\s*\n/);
  });

  it('refuses an index.html without #root', () => {
    expect(() => staticLandingHtml('<html><body><div id="app"></div></body></html>', '<p>x</p>')).toThrow(/root/);
  });

  it('renders the LandingPage component: its wording, its sign-in links and the new staff path to sign up', () => {
    const html = renderLandingHtml(builtIndex);
    expect(html).toContain('Home Plumbing Experts');
    const links = [...html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(links).toEqual([
      '/api/login Sign In',
      '/api/login Start your journey',
      '/api/login Sign in',
      '/sign-up Create your account',
      '/sign-up Create your account',
      '/api/login Sign in',
    ]);
    expect(html).toContain('New to the team? Create your account');
    expect(html).not.toContain('<script');
  });
});
