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
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      output: {
        // recharts and its dependencies (~107 KiB gzip, one chunk: splitting inside recharts
        // breaks its module order) load only with the analytics charts. What the app itself
        // uses is claimed first, so the charts group (which takes its dependencies along) does
        // not pull React or clsx out of the entry. Budgets: scripts/check-bundle.mjs.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|clsx|use-sync-external-store)[\\/]/, priority: 20 },
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
