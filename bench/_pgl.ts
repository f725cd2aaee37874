import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
for (const dir of ['memory://', mkdtempSync(path.join(tmpdir(), 'pgl-'))]) {
  const db = await PGlite.create(dir);
  await db.exec('create table t (id text primary key, v text); insert into t select g::text, repeat(\'x\', 100) from generate_series(1,1000) g');
  for (const q of ['select 1', "select * from t where id = '5'"]) {
    for (let i = 0; i < 200; i++) await db.query(q);
    let t = performance.now();
    for (let i = 0; i < 2000; i++) await db.query(q);
    const seq = (performance.now() - t) / 2000;
    t = performance.now();
    await Promise.all(Array.from({ length: 2000 }, () => db.query(q)));
    console.log(dir.slice(0, 10), q, 'ms/query seq', seq.toFixed(3), 'parallel', ((performance.now() - t) / 2000).toFixed(3));
  }
  await db.close();
}
