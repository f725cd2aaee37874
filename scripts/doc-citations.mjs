// Checks that every test a document cites exists and holds the test named:
// `file.test.ts` › "name", "name" (a name ending in "..." is a prefix). Prints each broken
// citation and exits 1 when there is one. `node scripts/doc-citations.mjs [docs/security.md]`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOTS = ['core', 'server', 'web', 'reliability', 'e2e', 'scripts', 'bench'];
const TEST_FILE = /\.(test|spec)\.tsx?$/;

function testFiles() {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (TEST_FILE.test(entry.name)) found.push(full.split(path.sep).join('/'));
    }
  };
  for (const root of ROOTS) walk(root);
  return found;
}

/** The files a cited path can mean: an exact path, or any file ending with it. */
function resolve(cited, files) {
  return files.filter((f) => f === cited || f.endsWith(`/${cited}`));
}

/** Test and describe titles of a file, with quotes and whitespace as written in source. */
function titles(source) {
  const out = [];
  const re = /\b(?:it|test|describe)(?:\.(?:skipIf|runIf)\([^)]*\)|\.each\([^)]*\)|\.(?:only|skip|concurrent|serial))?\(\s*(['"`])((?:\\.|(?!\1).)*)\1/gs;
  for (const m of source.matchAll(re)) {
    const title = m[2].replace(/\\u([0-9a-fA-F]{4})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))).replace(/\\(['"`])/g, '$1');
    out.push(m[1] === '`' ? { title, template: true } : { title, template: false });
  }
  return out;
}

/** Every citation in a document: the cited file and the names that follow its `›`. */
export function citations(text) {
  const out = [];
  // A cited file, then `›` and one or more "names" separated by commas or "and".
  const re = /`([\w./-]+\.(?:test|spec)\.tsx?)`(?:\s*›\s*((?:"[^"]*"(?:\s*(?:,|and|\([^)]*\))\s*)*)+))?/g;
  for (const m of text.matchAll(re)) {
    const names = m[2] ? [...m[2].matchAll(/"([^"]*)"/g)].map((n) => n[1]) : [];
    out.push({ file: m[1], names });
  }
  return out;
}

/** Typographic apostrophes in prose stand for the straight ones in code. */
const normalise = (s) => s.replace(/[\u2018\u2019]/g, "'").replace(/\.\.\./g, '…');

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A title's words; in a template literal each `${...}` stands for any value. */
function titleWords(title, template) {
  return normalise(title)
    .split(/\s+/)
    .filter(Boolean)
    .map((w) =>
      template
        ? new RegExp(
            `^${w
              .split(/\$\{[^}]*\}/)
              .map(escape)
              .join('.*')}$`,
          )
        : new RegExp(`^${escape(w)}$`),
    );
}

/** Word by word; "…" in the cited name stands for words left out (or the rest). */
function citedAs(cited, words) {
  const said = normalise(cited).replace(/…/g, ' … ').split(/\s+/).filter(Boolean);
  const go = (i, j) => {
    if (i === said.length) return j === words.length;
    if (said[i] === '…') {
      for (let k = j; k <= words.length; k++) if (go(i + 1, k)) return true;
      return false;
    }
    return j < words.length && words[j].test(said[i]) && go(i + 1, j + 1);
  };
  return go(0, 0);
}

export function checkDocument(docPath) {
  const files = testFiles();
  const problems = [];
  const text = readFileSync(docPath, 'utf8').replace(/\s*\n\s*/g, ' ');
  const list = citations(text);
  for (const { file, names } of list) {
    const matches = resolve(file, files);
    if (matches.length === 0) {
      problems.push(`${file}: no such test file`);
      continue;
    }
    const known = matches.flatMap((f) => titles(readFileSync(f, 'utf8')));
    for (const name of names) {
      const ok = known.some((t) => citedAs(name, titleWords(t.title, t.template)));
      if (!ok) problems.push(`${file} › "${name}": no test of that name`);
    }
  }
  return { citations: list, problems };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const docs = process.argv.slice(2);
  let failed = false;
  for (const doc of docs.length ? docs : ['docs/security.md']) {
    const { citations: list, problems } = checkDocument(doc);
    console.log(`${doc}: ${list.length} citations, ${problems.length} broken`);
    for (const p of problems) console.log(`  ${p}`);
    failed ||= problems.length > 0;
  }
  process.exit(failed ? 1 : 0);
}
