import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Source comments cite the repository's own documents (`docs/product.md#roles`), never the
 * outside ones the rules were first written in. Each cited anchor must name a heading or an
 * `<a id>` of the file, so a renamed heading cannot leave comments pointing nowhere.
 */
const ROOTS = ['core', 'server', 'web', 'e2e', 'bench', 'scripts', 'reliability'];
const SOURCE = /\.(tsx?|mjs|cjs|js|css)$/;
const CITATION = /\bdocs\/([\w./-]+\.md)#([\w-]+)/g;
const OUTSIDE = /DECISIONS(?:\.md| §)|\bspec part \d/i;

function sourceFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (SOURCE.test(entry.name)) found.push(full.split(path.sep).join('/'));
    }
  };
  for (const root of ROOTS) walk(root);
  return found;
}

/** Every comment of a file: TypeScript's own scanner for code, `/* *\/` blocks for CSS. */
export function comments(file: string, text: string): string[] {
  if (file.endsWith('.css')) return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => m[0]);
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Map<number, string>();
  const collect = (ranges: ts.CommentRange[] | undefined): void => {
    for (const r of ranges ?? []) seen.set(r.pos, text.slice(r.pos, r.end));
  };
  const visit = (node: ts.Node): void => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...seen.values()];
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors a document offers: its `<a id>`s and its headings' slugs (repeats numbered). */
export function anchors(markdown: string): Set<string> {
  const out = new Set<string>();
  const counts = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    if (fenced) continue;
    for (const m of line.matchAll(/<a (?:id|name)="([^"]+)"/g)) out.add(m[1]!);
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1]!);
    const n = counts.get(base) ?? 0;
    counts.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

const cited = sourceFiles().map((file) => ({ file, comments: comments(file, readFileSync(file, 'utf8')) }));

describe('documents cited by source comments', () => {
  it('name a heading or anchor that exists in the repository', () => {
    const offered = new Map<string, Set<string> | null>();
    const broken: string[] = [];
    let count = 0;
    for (const { file, comments: list } of cited) {
      for (const comment of list) {
        for (const [, doc, anchor] of comment.matchAll(CITATION)) {
          count++;
          const docPath = `docs/${doc!}`;
          if (!offered.has(docPath)) offered.set(docPath, existsSync(docPath) ? anchors(readFileSync(docPath, 'utf8')) : null);
          const known = offered.get(docPath);
          if (!known) broken.push(`${file}: ${docPath} does not exist`);
          else if (!known.has(anchor!)) broken.push(`${file}: ${docPath}#${anchor!} names no heading or anchor`);
        }
      }
    }
    expect(broken).toEqual([]);
    expect(count).toBeGreaterThan(200);
  });

  it('name ADRs by a number that docs/decisions holds', () => {
    const numbers = new Set(readdirSync('docs/decisions').map((f) => f.slice(0, 4)));
    const unknown = cited.flatMap(({ file, comments: list }) =>
      list.flatMap((c) => [...c.matchAll(/\bADR (\d{4})\b/g)].filter((m) => !numbers.has(m[1]!)).map((m) => `${file}: ADR ${m[1]!}`)),
    );
    expect(unknown).toEqual([]);
  });

  it('never cite the outside documents (DECISIONS sections, spec parts)', () => {
    const outside = cited.flatMap(({ file, comments: list }) =>
      list
        .filter((c) => OUTSIDE.test(c))
        .map(
          (c) =>
            `${file}: ${c
              .split('\n')
              .find((l) => OUTSIDE.test(l))!
              .trim()}`,
        ),
    );
    expect(outside).toEqual([]);
  });

  it('finds comments in code, JSX and CSS, and anchors in headings and <a id>', () => {
    const tsx = 'const a = 1; // x docs/product.md#roles\n/** y */\nexport const B = () => <div>{/* z */}</div>;\n';
    expect(comments('a.tsx', tsx)).toEqual(['// x docs/product.md#roles', '/** y */', '/* z */']);
    expect(comments('a.css', 'a { color: red; /* c */ }')).toEqual(['/* c */']);
    expect(comments('a.ts', "const s = 'DECISIONS §4'; // fine")).toEqual(['// fine']);
    const doc = '<a id="roles"></a>\n\n## Sign-in, sessions and lockouts\n### 4.3 Authorization (V8)\n## Notes\n## Notes\n';
    expect([...anchors(doc)]).toEqual(['roles', 'sign-in-sessions-and-lockouts', '43-authorization-v8', 'notes', 'notes-1']);
  });
});
