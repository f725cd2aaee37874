// Builds the web app (Vite) and bundles the server (esbuild) into dist/.
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { readdir, readFile, writeFile, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const only = process.argv[2];

if (only !== 'server') {
  await viteBuild({ configFile: 'vite.config.ts', logLevel: 'warn' });
  await writeStaticLanding();
  await precompress('dist/web');
}

/**
 * dist/web/landing.html: the signed-out "/" as a static page without JavaScript, rendered from
 * the same LandingPage component into the built index.html (web/features/landing/landing-static.tsx;
 * the server sends it to a visitor without a valid session, server/app.ts).
 */
async function writeStaticLanding() {
  // Bundled for node beside dist/ so that its packages (React) resolve from node_modules.
  const entry = `dist/.landing-static-${process.pid}.mjs`;
  await esbuild({
    entryPoints: ['web/features/landing/landing-static.tsx'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    packages: 'external',
    outfile: entry,
    logLevel: 'warning',
  });
  try {
    const { renderLandingHtml } = await import(pathToFileURL(path.resolve(entry)).href);
    const index = await readFile('dist/web/index.html', 'utf8');
    await writeFile('dist/web/landing.html', renderLandingHtml(index));
  } finally {
    await rm(entry, { force: true });
  }
}

/**
 * Brotli and gzip copies of every text asset, so the server never compresses per request: at the
 * highest levels for a release, at quick ones for a build only the tests serve (`npm test` sets
 * BUILD_FOR_TESTS), which saves seconds and changes no byte a browser reads.
 */
async function precompress(dir) {
  const forTests = process.env.BUILD_FOR_TESTS === '1';
  for (const entry of await readdir(dir, { recursive: true })) {
    if (!/\.(js|css|html|svg|json|txt)$/.test(entry)) continue;
    const file = path.join(dir, entry);
    const data = await readFile(file);
    if (data.length < 1024) continue;
    await writeFile(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: forTests ? 4 : 11 } }));
    await writeFile(`${file}.gz`, gzipSync(data, { level: forTests ? 4 : 9 }));
  }
}
if (only !== 'web') {
  // The PDF worker (ADR 0024) is an entry of its own: server/lib/worker-pool.ts finds
  // dist/server/pdf-worker.js beside main.js at run time.
  await esbuild({
    entryPoints: { main: 'server/main.ts', 'pdf-worker': 'server/features/documents/pdf/pdf-worker.ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outdir: 'dist/server',
    sourcemap: true,
    logLevel: 'warning',
  });
}
await mkdir('dist', { recursive: true });
await writeFile('dist/.build-stamp', new Date().toISOString());
