import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/** The React app lives in web/ and builds into dist/web, which the server serves. */
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
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
        // which would take them along.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|clsx|use-sync-external-store)[\\/]/, priority: 20 },
            { name: 'ui', test: /node_modules[\\/](tailwind-merge|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs))[\\/]/, priority: 18 },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 16 },
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
