import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seedDatabase } from '../server/db/seed';
import { completeAssessments } from './skills-data';
import { registeredCookie } from './users';
const log: string[] = [];
let qtime = 0;
const orig = PGlite.prototype.query;
PGlite.prototype.query = async function (this: PGlite, q: string, ...rest: unknown[]) { log.push(q.slice(0, 140).replace(/\s+/g, ' ')); const t = performance.now(); try { return await (orig as any).call(this, q, ...rest); } finally { qtime += performance.now() - t; } } as any;
const dataDir = mkdtempSync(path.join(tmpdir(), 'inproc-'));
const config = loadConfig({ DATA_DIR: dataDir, EMPLOYEE_ACCESS_CODE: 'PROCESSCREW1', OWNER_ACCESS_CODE: 'PROCESS-OWNER-CODE-1', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000000', ...(process.env.PG ? { DATABASE_URL: process.env.PG } : {}) });
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(dataDir, 'pglite'), afterMigrate: (db) => seedDatabase(db, config, { info() {}, warn() {} } as any) });
const app = await buildApp({ config, db: database.db, logger: false, extraRoutes: [(a) => { a.get('/api/bench/hello', { config: { access: 'public' } }, async () => ({ hello: 'world' })); }] });
await app.listen({ port: 5711, host: '127.0.0.1' });
const base = 'http://127.0.0.1:5711';
const cookie = await registeredCookie(base, process.env.OWNER ? 'owner' : 'plumber');
await completeAssessments(base, cookie, 5);
for (const route of process.argv.slice(2)) {
  for (let i = 0; i < 50; i++) await app.inject({ url: route, headers: { cookie } });
  log.length = 0; qtime = 0;
  const n = 500;
  const t = performance.now();
  for (let i = 0; i < n; i++) { const r = await app.inject({ url: route, headers: { cookie } }); if (r.statusCode !== 200) throw new Error(r.body); }
  const per = (performance.now() - t) / n;
  console.log(`${route}: ${per.toFixed(3)} ms/request, ${(log.length / n).toFixed(1)} queries, ${(qtime / n).toFixed(3)} ms in PGlite.query`);
  console.log([...new Set(log)].slice(0, 8).map((q) => '   ' + q).join('\n'));
}
await app.close(); await database.close();
