// The machinery of `npm test` (scripts/test.mjs): stages that run side by side as far as the
// machine's cores allow, each one's output kept and printed whole when it ends, so parallel
// stages never interleave their lines (docs/architecture.md#tests).
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';

/**
 * Runs `stages` as their dependencies finish and cores come free. A stage is
 * `{ name, needs?: string[], cores, run(): Promise<boolean> }`; `cores` is how many it keeps busy.
 * A stage starts when everything it needs has passed and the busy cores plus its own fit in
 * `capacity`, or when nothing else runs (a stage wider than the machine still runs, alone).
 * Stages are considered in the order given (put the longest chains first). A stage whose
 * dependency failed is not run and counts as failed. Answers each stage's pass and duration.
 */
export async function runStages(stages, capacity) {
  const results = new Map();
  const waiting = [...stages];
  const running = new Map();
  const busy = () => [...running.values()].reduce((n, s) => n + s.cores, 0);
  const log = (text) => console.log(`[${clock()}] ${text}`);
  return new Promise((resolve) => {
    const schedule = () => {
      for (const stage of [...waiting]) {
        const needs = stage.needs ?? [];
        if (needs.some((n) => results.has(n) && !results.get(n).ok)) {
          waiting.splice(waiting.indexOf(stage), 1);
          results.set(stage.name, { ok: false, seconds: 0, skipped: true });
          log(`${stage.name}: not run (${needs.filter((n) => !results.get(n)?.ok).join(', ')} failed)`);
          continue;
        }
        if (!needs.every((n) => results.get(n)?.ok)) continue;
        if (running.size > 0 && busy() + stage.cores > capacity) continue;
        waiting.splice(waiting.indexOf(stage), 1);
        const started = Date.now();
        running.set(stage.name, stage);
        log(`${stage.name}: started`);
        stage
          .run()
          .catch((error) => {
            console.error(error);
            return false;
          })
          .then((ok) => {
            running.delete(stage.name);
            const seconds = (Date.now() - started) / 1000;
            results.set(stage.name, { ok, seconds });
            log(`${stage.name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s`);
            schedule();
          });
      }
      if (running.size === 0) resolve(results);
    };
    schedule();
  });
}

function clock() {
  return new Date().toISOString().slice(11, 19);
}

/** Children still running, so an interrupted `npm test` can stop them. */
const children = new Set();
export function stopChildren(signal = 'SIGTERM') {
  for (const child of children) child.kill(signal);
}

/**
 * Runs a command with its output kept, then prints it under a heading (`=== label ===`), whole,
 * so that a failure's details are never lost among another stage's lines. Answers whether it
 * exited 0.
 */
export function runCommand(label, cmd, args, env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code, signal) => {
      children.delete(child);
      const ok = code === 0;
      process.stdout.write(`\n=== ${label} ===\n${Buffer.concat(chunks).toString()}`);
      if (!ok) console.error(`\n${label} failed (${signal ?? `exit ${code}`})`);
      resolve(ok);
    });
  });
}
