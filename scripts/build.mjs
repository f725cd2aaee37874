// Builds the web app (Vite) and bundles the server (esbuild) into dist/.
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { writeFile, mkdir } from 'node:fs/promises';

const only = process.argv[2];

if (only !== 'server') {
  await viteBuild({ configFile: 'vite.config.ts', logLevel: 'warn' });
}
if (only !== 'web') {
  await esbuild({
    entryPoints: ['server/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: 'dist/server/main.js',
    sourcemap: true,
    logLevel: 'warning',
  });
}
await mkdir('dist', { recursive: true });
await writeFile('dist/.build-stamp', new Date().toISOString());
