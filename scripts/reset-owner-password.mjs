// `npm run reset-owner-password`: bundles the command (esbuild, as the server is bundled, about
// a second) and runs it. Built each time: it must match the sources the server runs.
import path from 'node:path';
import { build } from 'esbuild';

const outfile = 'dist/server/reset-owner-password.js';
await build({
  entryPoints: ['server/reset-owner-password.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  outfile,
  logLevel: 'warning',
});
await import(path.resolve(outfile));
