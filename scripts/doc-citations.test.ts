import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** `docs/security.md` (and performance.md) cite tests as `file.test.ts` › "name"; each must exist. */
function check(...docs: string[]): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, ['scripts/doc-citations.mjs', ...docs], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('tests cited by the docs', () => {
  it('exist, each with the test named, in docs/security.md and docs/performance.md', () => {
    const { status, output } = check('docs/security.md', 'docs/performance.md');
    expect(output).toMatch(/docs\/security\.md: \d{3} citations, 0 broken/);
    expect(status, output).toBe(0);
  });

  it('are reported when the file or the name does not exist, and a "…" stands only for words left out', () => {
    const doc = path.join(mkdtempSync(path.join(tmpdir(), 'citations-')), 'doc.md');
    writeFileSync(
      doc,
      [
        '| a | `auth.test.ts` › "locks an account after repeated wrong passwords and says so" |',
        '| b | `auth.test.ts` › "locks an account after one wrong password" |',
        '| c | `gone.test.ts` › "anything" |',
        '| d | `auth.test.ts` › "signs in with a fresh token and …",',
        '  "answers 401 when … signed out" |',
      ].join('\n'),
    );
    const { status, output } = check(doc);
    expect(output).toContain('4 citations, 2 broken');
    expect(output).toContain('auth.test.ts › "locks an account after one wrong password": no test of that name');
    expect(output).toContain('gone.test.ts: no such test file');
    expect(status).toBe(1);
  });
});
