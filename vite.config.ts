import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

/**
 * The web app manifest (manifest.webmanifest): what "Add to Home Screen" installs
 * (docs/product.md#offline). The icons are made from web/public/logo.svg by
 * scripts/make-icons.mjs; the colour is the logo's and index.html's theme-color.
 */
const webAppManifest: Partial<ManifestOptions> = {
  name: 'Home Plumbing Staff Portal',
  short_name: 'Plumbing Staff',
  description: 'Staff app for a home plumbing company: skills, career path, training, guidelines and flood prevention checks.',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: '#1d4ed8',
  background_color: '#ffffff',
  lang: 'en-AU',
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png' },
  ],
};

/** The React app lives in web/ and builds into dist/web, which the server serves. */
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    // The service worker and the web app manifest (docs/decisions/0025-offline-app-shell.md):
    // our own worker (web/sw.ts) with the precache list injected; the page registers it itself
    // (web/lib/service-worker.ts), so no script is injected into index.html.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: webAppManifest,
      injectManifest: {
        // The app shell and every route's chunk; the icons; no source maps, no precompressed copies.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['**/.vite/**'],
        // A classic script, which every browser with service workers runs.
        rollupFormat: 'iife',
      },
    }),
  ],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: the server preloads the signed-in dashboard's chunks from it (server/lib/web-preload.ts).
    manifest: true,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      output: {
        // recharts and its dependencies (~107 KiB gzip, one chunk: splitting inside recharts
        // breaks its module order) load only with the analytics charts. What the app itself
        // uses is claimed first, so the charts group (which takes its dependencies along) does
        // not pull React or clsx out of the entry. Budgets: scripts/check-bundle.mjs.
        // Icons are one chunk, and so are Dialog and Popover with their dependencies: left to
        // themselves they become dozens of sub-kilobyte chunks, and the dashboard waited for
        // thirty requests (HTTP/1.1 allows six at a time) before it could render. The
        // class-name helpers and Slot (the landing page's buttons) are claimed before Radix,
        // which would take them along. TanStack Query goes with React (the entry needs both), and
        // zod with the form libraries (every form needs both): four fewer requests on the first
        // screens, each of which Lighthouse's slow-4G model queues on HTTP/1.1's six connections
        // (docs/performance.md#offline-open).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|clsx|use-sync-external-store|@tanstack)[\\/]/, priority: 20 },
            { name: 'forms', test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/, priority: 19 },
            { name: 'ui', test: /node_modules[\\/](tailwind-merge|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs))[\\/]/, priority: 18 },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 16 },
            // Radix's small shared parts and the tabs (the sign-in screen's), apart from the overlays.
            {
              name: 'radix-core',
              test: /node_modules[\\/]@radix-ui[\\/](primitive|react-(primitive|context|presence|id|use-[a-z-]+|tabs|roving-focus|collection|direction|label))[\\/]/,
              priority: 15,
            },
            { name: 'radix', test: /node_modules[\\/]@radix-ui[\\/]react-(dialog|popover)[\\/]/, priority: 14 },
            { name: 'charts', test: /node_modules[\\/](recharts|d3-[a-z]+|victory-vendor|@reduxjs|redux|react-redux|immer|reselect)[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000', '/uploads': 'http://localhost:5000' },
  },
});
