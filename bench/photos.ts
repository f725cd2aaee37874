import { readFileSync, writeFileSync } from 'node:fs';
import sharp, { type Color } from 'sharp';
import { photoForm } from './load-plumber';
import { VuClient } from './vu-client';

/**
 * Photo pipeline throughput (docs/performance.md#results): 12 MP phone JPEGs uploaded 20 at a time to
 * POST /api/flood-prevention-checks/{id}/photos, each answered only after the original and
 * the compressed copy are on disk and the row is written. Targets: >= 10 photos/s,
 * p95 < 250 ms, server peak memory < 512 MiB.
 */
export interface PhotoBenchResult {
  photoMiB: number;
  photos: number;
  concurrency: number;
  photosPerSecond: number;
  /** One upload at a time. */
  singleP50: number;
  singleP95: number;
  /** With `concurrency` uploads in flight (queueing included). */
  p50: number;
  p95: number;
  rssBeforeMiB: number | null;
  peakRssMiB: number | null;
  /** Server CPU time (user + system, all threads) per photo in the burst, in ms. */
  cpuMsPerPhoto: number | null;
  /** The load generator's own CPU per photo in the burst (it shares the machine), in ms. */
  clientCpuMsPerPhoto: number;
  failures: number;
}

export interface NoiseJpegOptions {
  width: number;
  height: number;
  background: Color;
  mean: number;
  sigma: number;
  quality: number;
}

/** A JPEG of gaussian noise: it compresses about as badly as a photo does, so uploads and PDFs carry real weight. */
export function noiseJpeg({ width, height, background, mean, sigma, quality }: NoiseJpegOptions): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background, noise: { type: 'gaussian', mean, sigma } } })
    .jpeg({ quality })
    .toBuffer();
}

/** A 12 MP JPEG as heavy as a phone camera's (docs/performance.md#photo-uplink). */
export function twelveMegapixelJpeg(): Promise<Buffer> {
  // Moderate noise at a camera's quality (90) gives 4.0 MB, the middle of the 3-5 MB a phone
  // writes (issue 22). Until 2026-11-26 it was quality 85: 2.84 MB, lighter than any of them.
  return noiseJpeg({ width: 4000, height: 3000, background: { r: 0, g: 0, b: 0 }, mean: 128, sigma: 12, quality: 90 });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Resets a process's peak-memory mark (Linux), so the next reading covers only what follows. */
function resetPeakRss(pid: number | undefined): void {
  if (!pid) return;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // not Linux, or not allowed: the reading then covers the whole run
  }
}

/** CPU time a process has used so far (user + system, all threads, Linux), in ms. */
function cpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    // Fields after the command name (which may hold spaces): utime and stime are 14 and 15.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

/** Peak (VmHWM) or current (VmRSS) resident memory of a process (Linux), in MiB. */
export function peakRssMiB(pid: number | undefined, field: 'VmHWM' | 'VmRSS' = 'VmHWM'): number | null {
  if (!pid) return null;
  try {
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

export async function benchPhotoUploads(
  base: string,
  cookie: string,
  pid: number | undefined,
  opts = { photos: 60, concurrency: 20 },
): Promise<PhotoBenchResult> {
  const headers = { origin: base, cookie };
  // Each lane is one phone on a job of its own: a check holds at most 60 photos (issue 19).
  const newCheck = async (n: number): Promise<number> => {
    const check = await fetch(`${base}/api/flood-prevention-checks`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        clientName: 'Bench Client',
        streetNumber: String(n + 1),
        streetName: 'Bench',
        streetType: 'Street',
        suburb: 'Richmond',
        postcode: '3121',
        initialJobNumber: `BENCH-${n + 1}`,
        clientEmail: 'bench@example.com',
      }),
    });
    if (!check.ok) throw new Error(`creating a bench check failed: ${check.status} ${await check.text()}`);
    return ((await check.json()) as { id: number }).id;
  };
  const jpeg = await twelveMegapixelJpeg();

  // Each lane is one phone: its own keep-alive connection sending the form the camera screen
  // sends, built as bytes up front. (fetch with FormData re-copied and re-streamed the photo
  // on every upload, and the generator shares the server's two cores.)
  const lanes = await Promise.all(
    Array.from({ length: opts.concurrency }, async (_, n) =>
      Object.assign(new VuClient(new URL(base), '127.0.0.1', 60_000), { cookie, checkId: await newCheck(n) }),
    ),
  );
  const upload = async (lane = lanes[0]!): Promise<number> => {
    const outcome = await lane.request('POST', `/api/flood-prevention-checks/${lane.checkId}/photos`, photoForm(jpeg));
    if (!('status' in outcome) || outcome.status !== 201) throw new Error(`upload failed: ${JSON.stringify(outcome).slice(0, 200)}`);
    return outcome.ms;
  };

  await upload(); // warm-up: sharp and the folder
  // One at a time: the time one photo takes end to end.
  const single: number[] = [];
  for (let i = 0; i < 10; i++) single.push(await upload());
  single.sort((a, b) => a - b);
  resetPeakRss(pid);
  const rssBeforeMiB = peakRssMiB(pid, 'VmRSS');
  const cpuBefore = cpuMs(pid);
  const clientCpuBefore = process.cpuUsage();
  const times: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    lanes.map(async (lane) => {
      while (next < opts.photos) {
        next++;
        try {
          times.push(await upload(lane));
        } catch {
          failures++;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuMs(pid);
  const clientCpu = process.cpuUsage(clientCpuBefore);
  times.sort((a, b) => a - b);
  return {
    photoMiB: Number((jpeg.length / 1024 / 1024).toFixed(1)),
    photos: opts.photos,
    concurrency: opts.concurrency,
    photosPerSecond: Number((times.length / seconds).toFixed(1)),
    singleP50: Math.round(percentile(single, 50)),
    singleP95: Math.round(percentile(single, 95)),
    p50: Math.round(percentile(times, 50)),
    p95: Math.round(percentile(times, 95)),
    rssBeforeMiB,
    peakRssMiB: peakRssMiB(pid),
    cpuMsPerPhoto: cpuBefore !== null && cpuAfter !== null && times.length ? Math.round((cpuAfter - cpuBefore) / times.length) : null,
    clientCpuMsPerPhoto: Math.round((clientCpu.user + clientCpu.system) / 1000 / Math.max(1, times.length)),
    failures,
  };
}
