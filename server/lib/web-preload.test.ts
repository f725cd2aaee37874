import { describe, expect, it } from 'vitest';
import { dashboardIndexHtml, type ViteManifest } from './web-preload';

const manifest: ViteManifest = {
  'main.tsx': { file: 'assets/main-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-2.js' },
  '_icons.js': { file: 'assets/icons-3.js' },
  'app/shell/app-shell.tsx': { file: 'assets/app-shell-4.js', imports: ['_react.js', '_icons.js'] },
  'features/skills/dashboard-page.tsx': { file: 'assets/dashboard-page-5.js', imports: ['_react.js', '_progress.js'] },
  '_progress.js': { file: 'assets/progress-6.js', imports: ['_icons.js'] },
  'features/other/other-page.tsx': { file: 'assets/other-7.js' },
};
const index = '<html><head>\n    <script type="module" src="/assets/main-1.js"></script>\n  </head><body></body></html>';

describe('the signed-in dashboard index.html', () => {
  it('preloads the shell and dashboard chunks with what they import, but nothing the entry loads or other screens need', () => {
    const html = dashboardIndexHtml(index, manifest)!;
    const preloaded = [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]).sort();
    expect(preloaded).toEqual(['/assets/app-shell-4.js', '/assets/dashboard-page-5.js', '/assets/icons-3.js', '/assets/progress-6.js']);
    for (const url of ['/api/dashboard', '/api/career-tiers', '/api/notifications'])
      expect(html).toContain(`<link rel="preload" href="${url}" as="fetch" crossorigin="use-credentials">`);
    expect(html.indexOf('/api/dashboard')).toBeLessThan(html.indexOf('</head>'));
  });

  it('is null when the build does not know the dashboard modules', () => {
    expect(dashboardIndexHtml(index, { 'main.tsx': manifest['main.tsx']! })).toBeNull();
  });
});
