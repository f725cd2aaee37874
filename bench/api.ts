import { APPLICABILITY, HOSE_CONDITIONS, INSPECTION_FIELDS } from '../core/contracts/flood-check';
import { SKILLS } from '../core/content/skills-catalogue';
import { describe, load, type LoadResult } from './load';
import { completeAssessments } from './skills-data';
import { add, percent } from './table';
import { registeredCookie } from './users';

/**
 * Figure 1: the main reads and two writes under `CONNECTIONS` concurrent clients, each as a
 * ratio of a hello route on the same server measured in the same run (before and after the
 * routes, averaged, so drift on a shared machine is split evenly).
 */
export async function benchApi(base: string, label: string, opts: { judged: boolean } = { judged: true }): Promise<void> {
  const plumber = await registeredCookie(base);
  const owner = await registeredCookie(base, 'owner');
  for (let n = 0; n < 5; n++) await completeAssessments(base, await registeredCookie(base), 1);
  await completeAssessments(base, plumber, 20);
  const json = { 'content-type': 'application/json', origin: base };
  const check = checkBody(0);
  const created = await fetch(`${base}/api/flood-prevention-checks`, { method: 'POST', headers: { ...json, cookie: plumber }, body: JSON.stringify(check) });
  const checkIds = [((await created.json()) as { id: number }).id];
  for (let n = 1; n < 20; n++) {
    const res = await fetch(`${base}/api/flood-prevention-checks`, {
      method: 'POST',
      headers: { ...json, cookie: plumber },
      body: JSON.stringify(checkBody(n)),
    });
    checkIds.push(((await res.json()) as { id: number }).id);
  }
  const started = await fetch(`${base}/api/assessments`, { method: 'POST', headers: { ...json, cookie: plumber }, body: '{}' });
  const { id: assessmentId } = (await started.json()) as { id: number };

  // BENCH_ROUTES=PUT,checks loads only the routes whose name holds one of the words (and hello).
  const picked = (name: string) => !process.env.BENCH_ROUTES || process.env.BENCH_ROUTES.split(',').some((w) => name.includes(w));
  const helloBefore = await load({ url: `${base}/api/bench/hello` });
  const reads: Array<[string, string, string]> = [
    ['GET /api/auth/user', '/api/auth/user', plumber],
    ['GET /api/dashboard (20 assessments)', '/api/dashboard', plumber],
    ['GET /api/assessments (21)', '/api/assessments', plumber],
    ['GET /api/flood-prevention-checks (page of 20)', '/api/flood-prevention-checks?limit=20', owner],
    ['GET /api/employees', '/api/employees', owner],
  ];
  const readResults: Array<[string, LoadResult]> = [];
  for (const [name, path, cookie] of reads) if (picked(name)) readResults.push([name, await load({ url: `${base}${path}`, headers: { cookie } })]);
  const writeLoads: Array<[string, () => Promise<LoadResult>]> = [
    [
      'PUT /api/flood-prevention-checks/:id (20 checks in turn)',
      () =>
        load({
          url: base,
          paths: checkIds.map((id) => `/api/flood-prevention-checks/${id}`),
          method: 'PUT',
          headers: { ...json, cookie: plumber },
          body: JSON.stringify(check),
        }),
    ],
    [
      'POST /api/skill-assessments (answers to every skill in turn)',
      () =>
        load({
          url: `${base}/api/skill-assessments`,
          method: 'POST',
          headers: { ...json, cookie: plumber },
          bodies: SKILLS.map((s, i) => JSON.stringify({ assessmentId, skillId: s.id, level: 'ABCD'[i % 4] })),
        }),
    ],
  ];
  const writes: Array<[string, LoadResult]> = [];
  for (const [name, run] of writeLoads) if (picked(name)) writes.push([name, await run()]);
  const helloAfter = await load({ url: `${base}/api/bench/hello` });
  const hello = Math.round((helloBefore.rps + helloAfter.rps) / 2);
  const reference = `hello ${hello} req/s`;
  add({
    area: '1',
    figure: `${label}: GET /api/bench/hello (reference)`,
    value: `${helloBefore.rps} / ${helloAfter.rps} req/s (before / after)`,
    reference: '',
    ratio: '100%',
    target: '',
    met: null,
  });
  const rows = [
    ...readResults.map(([name, r]) => ({ name, r, p99: 50, share: name.includes('dashboard') ? 0.25 : 0 })),
    ...writes.map(([name, r]) => ({ name, r, p99: 100, share: 0 })),
  ];
  for (const { name, r, p99, share } of rows) {
    add({
      area: '1',
      figure: `${label}: ${name}`,
      value: describe(r),
      reference,
      ratio: percent(r.rps, hello),
      target: opts.judged ? `${share ? `>= ${share * 100}% of hello; ` : ''}p99 < ${p99} ms; 0 errors` : 'information (targets on PostgreSQL, ADR 0015)',
      met: opts.judged ? r.p99 < p99 && r.errors === 0 && r.rps >= share * hello : null,
    });
  }
}

/** A check as the form saves it: the client, readings, and every area, hose and appliance answered. */
export function checkBody(n: number): Record<string, unknown> {
  return {
    ...Object.fromEntries(INSPECTION_FIELDS.applicability.map((field) => [field, APPLICABILITY[0]])),
    ...Object.fromEntries(INSPECTION_FIELDS.condition.map((field, i) => [field, HOSE_CONDITIONS[i % HOSE_CONDITIONS.length]])),
    clientName: `Client ${n}`,
    streetNumber: String(n + 1),
    streetName: 'Bench',
    streetType: 'Street',
    suburb: 'Richmond',
    postcode: '3121',
    initialJobNumber: `BENCH-${n}`,
    clientEmail: 'client@example.com',
    staticPressureKpa: 600,
    temperatureCelsius: 50,
    staticPressureStatus: 'pass',
    hotWaterTempStatus: 'pass',
  };
}
