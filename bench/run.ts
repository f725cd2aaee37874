import autocannon from 'autocannon';
import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { pdfBench } from './pdf';
import { benchChecksList } from './checks-list';
import { benchPhotoUploads } from './photos';
import { BENCH_EMPLOYEE_CODE, startServer } from './server';
import { completeAssessments } from './skills-data';

/**
 * `npm run bench`: each figure is measured in the same run beside a reference (a hello
 * route on the same server), so a noisy machine still gives a fair ratio.
 */
interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  ratio: string;
}

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);

async function load(url: string, headers: Record<string, string> = {}): Promise<autocannon.Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
}

async function signedInCookie(base: string, n = 0): Promise<string> {
  const origin = base;
  const email = `bench-${Date.now()}-${n}@example.com`;
  const res = await fetch(`${base}/api/auth/sign-up`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ email, password: 'bench password 123' }) });
  const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  const jpeg = `data:image/jpeg;base64,${(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } }).jpeg().toBuffer()).toString('base64')}`;
  const png = `data:image/png;base64,${(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } }).png().toBuffer()).toString('base64')}`;
  const reg = await fetch(`${base}/api/employee-profile`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Mark',
      mobileNumber: '0400 000 000',
      personalEmail: 'bench@example.com',
      employeeRole: 'Plumber',
      startDate: '2025-01-01',
      employeeAccessCode: BENCH_EMPLOYEE_CODE,
      employeePhotoUrl: jpeg,
      employeeSignature: png,
      driversLicenseUrl: jpeg,
      legalDisclaimerAccepted: true,
      legalDisclaimerSignature: png,
    }),
  });
  if (!reg.ok) throw new Error(`registration failed: ${reg.status} ${await reg.text()}`);
  return cookie;
}

function row(name: string, r: autocannon.Result, reference?: autocannon.Result): Row {
  return {
    name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    ratio: reference ? `${((r.requests.average / reference.requests.average) * 100).toFixed(0)}%` : '100% (reference)',
  };
}

async function main(): Promise<void> {
  if (!existsSync('dist/server/main.js')) throw new Error('Build first: node scripts/build.mjs');
  const server = await startServer(Number(process.env.BENCH_PORT ?? 5300));
  try {
    const cookie = await signedInCookie(server.url);
    const rows: Row[] = [];
    const hello = await load(`${server.url}/api/bench/hello`);
    rows.push(row('GET /api/bench/hello', hello));
    rows.push(row('GET /api/auth/user (signed in)', await load(`${server.url}/api/auth/user`, { cookie }), hello));
    // Dashboard of a plumber with 20 past assessments in a company of 50 employees, each with one.
    for (let n = 1; n < 50; n++) await completeAssessments(server.url, await signedInCookie(server.url, n), 1);
    await completeAssessments(server.url, cookie, 20);
    rows.push(row('GET /api/dashboard (20 assessments, 50 staff)', await load(`${server.url}/api/dashboard`, { cookie }), hello));
    console.log(`\n${CONNECTIONS} connections, ${DURATION} s each, ${new Date().toISOString()}`);
    console.table(rows);
    console.log('\nClient report PDF, 12 photos (target p95 < 300 ms, memory flat):');
    console.table([await pdfBench()]);
    // After the load runs, so the memory high-water mark is the photo pipeline's own.
    const photos = await benchPhotoUploads(server.url, cookie, server.pid);
    console.log('\nPhoto pipeline: 12 MP JPEG -> original + compressed copy (targets: >= 10 photos/s with 20 in flight, single-photo p95 < 250 ms, peak < 512 MiB); times in ms');
    console.table([photos]);
  } finally {
    await server.stop();
  }
  const list = await benchChecksList(Number(process.env.BENCH_PORT ?? 5300) + 1, signedInCookie);
  console.log('\nChecks list, median ms per page (target: 100k checks within 1.5x of 1k)');
  console.table(list);
}

await main();
