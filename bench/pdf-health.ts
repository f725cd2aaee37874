import { spawn } from 'node:child_process';
import { photoForm } from './load-plumber';
import { noiseJpeg } from './photos';
import { percentile } from './table';

/**
 * Does a big document stall other users (issue 19 §9)? p99 of GET /api/health, asked one
 * after another, with no PDFs rendering and then while 10 downloads of a 60-photo client
 * report are kept in flight, on the built server (where the PDFs go to its worker pool, ADR 0024).
 */
export interface PdfHealthResult {
  idleP99: number;
  busyP99: number;
  busyMax: number;
  healthChecks: number;
  reports: number;
  reportP50: number;
  failures: number;
  pdfMiB: number;
}

const CHECK = {
  clientName: 'Bench Client',
  streetNumber: '1',
  streetName: 'Bench',
  streetType: 'Street',
  suburb: 'Richmond',
  postcode: '3121',
  initialJobNumber: 'BENCH-PDF',
  clientEmail: 'bench@example.com',
  // The photos are the kitchen's (bench/load-plumber.ts photoForm): the report prints them under it.
  kitchenInspectionStatus: 'applicable',
  kitchenMixerTapHoses: 'amber',
};

/** A check with 60 photos (the most a check may have), uploaded as the phone does. */
async function sixtyPhotoCheck(base: string, cookie: string): Promise<number> {
  const headers = { origin: base, cookie };
  const res = await fetch(`${base}/api/flood-prevention-checks`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(CHECK),
  });
  if (!res.ok) throw new Error(`creating the bench check failed: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: number };
  const jpeg = await noiseJpeg({ width: 2000, height: 1500, background: '#4a6fa5', mean: 120, sigma: 25, quality: 80 });
  for (let i = 0; i < 60; i++) {
    const form = photoForm(jpeg);
    const up = await fetch(`${base}/api/flood-prevention-checks/${id}/photos`, {
      method: 'POST',
      headers: { ...headers, 'content-type': form.type },
      body: new Uint8Array(Buffer.from(form.data)),
    });
    if (up.status !== 201) throw new Error(`photo upload failed: ${up.status} ${await up.text()}`);
  }
  return id;
}

async function healthTimes(base: string, until: () => boolean, atLeast: number): Promise<number[]> {
  const times: number[] = [];
  while (times.length < atLeast || !until()) {
    const started = performance.now();
    const res = await fetch(`${base}/api/health`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`health answered ${res.status}`);
    times.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 10)); // a steady trickle, as other users' requests arrive
  }
  return times.sort((a, b) => a - b);
}

/**
 * The downloads run in a process of their own: receiving 10 large PDFs at once would
 * otherwise stall this process's event loop and be counted as the server's health latency.
 * It prints each download's time (or -status) as JSON.
 */
const DOWNLOADER = `
const { URL_, COOKIE, LANES, PER } = process.env;
const times = [];
await Promise.all(Array.from({ length: Number(LANES) }, async () => {
  for (let i = 0; i < Number(PER); i++) {
    const started = performance.now();
    const res = await fetch(URL_, { headers: { cookie: COOKIE } });
    for await (const _ of res.body) { /* discard */ }
    times.push(res.status === 200 ? performance.now() - started : -res.status);
  }
}));
console.log(JSON.stringify(times));
`;

function downloads(url: string, cookie: string, lanes: number, per: number): { done: () => boolean; times: Promise<number[]> } {
  const child = spawn(process.execPath, ['--input-type=module', '-e', DOWNLOADER], {
    env: { ...process.env, URL_: url, COOKIE: cookie, LANES: String(lanes), PER: String(per) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  let finished = false;
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  const times = new Promise<number[]>((resolve, reject) =>
    child.on('exit', (code) => {
      finished = true;
      if (code === 0) resolve(JSON.parse(out) as number[]);
      else reject(new Error(`the PDF downloads failed (exit ${code})`));
    }),
  );
  return { done: () => finished, times };
}

export async function benchPdfHealth(base: string, cookie: string, opts = { reportsPerLane: 3, lanes: 10 }): Promise<PdfHealthResult> {
  const id = await sixtyPhotoCheck(base, cookie);
  const url = `${base}/api/flood-prevention-checks/${id}/client-report.pdf`;
  const first = await fetch(url, { headers: { cookie } }); // warm-up: the worker and pdfkit start
  if (first.status !== 200) throw new Error(`client report answered ${first.status}`);
  const pdfBytes = (await first.arrayBuffer()).byteLength;

  const idle = await healthTimes(base, () => true, 200);
  const load = downloads(url, cookie, opts.lanes, opts.reportsPerLane);
  const busy = await healthTimes(base, load.done, 20);
  const all = await load.times;
  const reportTimes = all.filter((t) => t >= 0).sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    idleP99: round(percentile(idle, 99)),
    busyP99: round(percentile(busy, 99)),
    busyMax: round(busy.at(-1) ?? 0),
    healthChecks: busy.length,
    reports: reportTimes.length,
    reportP50: Math.round(percentile(reportTimes, 50)),
    pdfMiB: Math.round((pdfBytes / 1048576) * 10) / 10,
    failures: all.length - reportTimes.length,
  };
}
