import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * The first screen's JavaScript (docs/performance.md#results, figure 3) carries no zod: the
 * schemas are the forms' and the server's. zod and the contracts' schemas cost ~40 KiB gzip and
 * their evaluation at start-up (each `z.object` runs when its module loads), which Lighthouse
 * counted as blocking time. The shell names endpoints from the zod-free `*-endpoints.ts`
 * modules. esbuild splits the app as Vite does, enough to tell the static graph of web/main.tsx.
 */
async function initialModules(): Promise<Set<string>> {
  const result = await build({
    entryPoints: ['web/main.tsx'],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: 'dist/.initial-js-test',
    metafile: true,
    write: false,
    jsx: 'automatic',
    loader: { '.svg': 'file', '.png': 'file', '.css': 'empty' },
    define: { 'import.meta.env.PROD': 'true', 'import.meta.env.DEV': 'false' },
    external: ['workbox-window'],
    logLevel: 'error',
  });
  const outputs = result.metafile.outputs;
  const entry = Object.keys(outputs).find((key) => outputs[key]!.entryPoint === 'web/main.tsx')!;
  const initial = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const output = stack.pop()!;
    if (initial.has(output)) continue;
    initial.add(output);
    for (const i of outputs[output]!.imports) if (i.kind === 'import-statement') stack.push(i.path);
  }
  return new Set([...initial].flatMap((output) => Object.keys(outputs[output]!.inputs)));
}

describe('initial JavaScript', () => {
  it('has no zod and no contract schemas, only the endpoint declarations', async () => {
    const modules = [...(await initialModules())];
    expect(modules.filter((m) => m.includes('node_modules/zod/'))).toEqual([]);
    // The lazy screens are not in it (a check that the graph above is the static one).
    expect(modules.some((m) => m.startsWith('web/features/flood-checks/'))).toBe(false);
  }, 30_000);
});
