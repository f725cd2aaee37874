// Builds the web app (Vite) and bundles the server (esbuild) into dist/.
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const only = process.argv[2];

if (only !== 'server') {
  await viteBuild({ configFile: 'vite.config.ts', logLevel: 'warn' });
  await precompress('dist/web');
}

/** Brotli and gzip copies of every text asset, so the server never compresses per request. */
async function precompress(dir) {
  for (const entry of await readdir(dir, { recursive: true })) {
    if (!/\.(js|css|html|svg|json|txt)$/.test(entry)) continue;
    const file = path.join(dir, entry);
    const data = await readFile(file);
    if (data.length < 1024) continue;
    await writeFile(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
  }
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
