import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '../core/contracts/endpoints';

/**
 * Endpoints are declared once (docs/architecture.md, the path of one request): a grep for the literal path of any API route finds it once outside
 * tests and docs — in its declaration in core/contracts. Everything else builds the path from
 * the declaration (`E.path`, `urlOf(E, params)`).
 */
const ROOTS = ['core', 'server', 'web'];
/** Tests and their helpers may spell a URL out: what they call is what they check. */
const isTest = (file: string) =>
  /\.test\.tsx?$/.test(file) || /\.access-rows\.ts$/.test(file) || /(^|\/)test-(fixtures|helpers)\.ts$/.test(file) || file.startsWith('server/test/');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !isTest(full) ? [full] : [];
  });
}

const files = ROOTS.flatMap(sourceFiles).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
/** A string literal (quoted or template) that starts like an API or photo-file URL: '/api/x', `/uploads/${name}`. */
const URL_LITERAL = /['"`](\/(?:api|uploads)\/[^'"`\s]+)/g;

describe('endpoint paths', () => {
  it('are spelt out only in core/contracts, outside tests and docs', () => {
    const strays = files
      .filter(({ file }) => !file.startsWith('core/contracts/'))
      .flatMap(({ file, text }) => [...text.matchAll(URL_LITERAL)].map((m) => `${file}: ${m[1]}`));
    expect(strays, 'build these from the endpoint declaration (E.path or urlOf)').toEqual([]);
  });

  it('each appear once, in their declaration (one per method of a shared path)', () => {
    const methods = new Map<string, number>();
    for (const e of ALL_ENDPOINTS) methods.set(e.path, (methods.get(e.path) ?? 0) + 1);
    const wrong = [...methods].flatMap(([declared, count]) => {
      const literal = `'${declared}'`;
      const found = files.filter(({ text }) => text.includes(literal)).map(({ file, text }) => ({ file, times: text.split(literal).length - 1 }));
      const once = found.length === 1 && found[0]!.file.startsWith('core/contracts/') && found[0]!.times === count;
      return once ? [] : [`${declared}: ${found.map((f) => `${f.file} ×${f.times}`).join(', ')} (declared for ${count} method(s))`];
    });
    expect(wrong).toEqual([]);
  });
});
