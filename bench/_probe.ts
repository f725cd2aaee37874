import { benchApi } from './api';
import { startServer } from './server';
import { figures, markdownTable } from './table';
const env: Record<string,string> = process.env.PROBE_PG ? { DATABASE_URL: process.env.PROBE_PG } : {};
const s = await startServer(5700, env);
try { await benchApi(s.url, process.env.PROBE_PG ? 'PostgreSQL' : 'PGlite'); } finally { await s.stop(); }
console.log(markdownTable(figures));
