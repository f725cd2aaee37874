import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { registeredCookie } from '/work/wt/perf/bench/users';
import { completeAssessments } from '/work/wt/perf/bench/skills-data';
const route = process.argv[2] ?? '/api/auth/user';
const dataDir = mkdtempSync(path.join(tmpdir(), 'perfprof-'));
const profDir = mkdtempSync(path.join(tmpdir(), 'perfprofdir-'));
const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profDir}`, 'dist/server/main.js'], { env: { ...process.env, PORT: '5710', DATA_DIR: dataDir, EMPLOYEE_ACCESS_CODE: 'PROCESSCREW1', OWNER_ACCESS_CODE: 'PROCESS-OWNER-CODE-1', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000000', BENCH: '1' }, stdio: 'inherit' });
const base = 'http://127.0.0.1:5710';
for (;;) { try { if ((await fetch(base + '/api/health')).ok) break; } catch {} await new Promise((r) => setTimeout(r, 100)); }
const cookie = await registeredCookie(base, process.env.OWNER ? 'owner' : 'plumber');
await completeAssessments(base, cookie, 5);
const r = await autocannon({ url: base + route, headers: { cookie }, connections: 50, duration: 5 });
console.log(route, r.requests.average, r.latency.p99, r.non2xx);
child.kill('SIGINT');
await new Promise((res) => child.once('exit', res));
const file = readdirSync(profDir)[0]!;
const prof = JSON.parse(readFileSync(path.join(profDir, file), 'utf8'));
const self = new Map<string, number>();
const dt: number[] = prof.timeDeltas; const samples: number[] = prof.samples;
const byId = new Map(prof.nodes.map((n: any) => [n.id, n]));
for (let i = 0; i < samples.length; i++) { const n: any = byId.get(samples[i]); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + (dt[i] ?? 0)); }
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log([...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${(100 * v / total).toFixed(1)}% ${k}`).join('\n'));
const byUrl = new Map<string, number>();
for (let i = 0; i < samples.length; i++) { const n: any = byId.get(samples[i]); let k = n.callFrame.url.includes('wasm') ? 'wasm' : n.callFrame.url.split('node_modules/').pop()!.split('/').slice(0, 2).join('/') || n.callFrame.functionName; byUrl.set(k, (byUrl.get(k) ?? 0) + (dt[i] ?? 0)); }
console.log('--- by module');
console.log([...byUrl.entries()].sort((a, b) => b[1] - a[1]).slice(0, 20).map(([k, v]) => `${(100 * v / total).toFixed(1)}% ${k}`).join('\n'));
