import autocannon from 'autocannon';
import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { BENCH_EMPLOYEE_CODE, startServer } from './server';

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

async function signedInCookie(base: string): Promise<string> {
  const origin = base;
  const email = `bench-${Date.now()}@example.com`;
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
    console.log(`\n${CONNECTIONS} connections, ${DURATION} s each, ${new Date().toISOString()}`);
    console.table(rows);
  } finally {
    await server.stop();
  }
}

await main();
