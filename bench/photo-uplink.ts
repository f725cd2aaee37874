import { readdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium';
import { twelveMegapixelJpeg } from './photos';

/** docs/performance.md#photo-uplink: a weak 4G uplink, as Chromium's network emulation gives it. */
export const UPLINK = { uploadMbit: 1.6, downloadMbit: 10, latencyMs: 150 } as const;

export interface UplinkResult {
  photos: number;
  originalMiB: number;
  /** Average size of the phone's copy. */
  copyMiB: number;
  copySize: string;
  /** Making the copies in the app's own worker (dist/web), all photos. */
  resizeSeconds: number;
  /** Resize and upload of every photo, one after the other (the app makes the copy when the photo is taken, earlier). */
  resizedSeconds: number;
  /** Of which sending alone: what the upload queue spends. */
  sendSeconds: number;
  originalSeconds: number;
}

/**
 * Upload time of `photos` 12 MP camera JPEGs through Chromium at 1.6 Mbit/s up and 150 ms
 * latency (CDP network emulation): the phone's copy made by the built app's worker
 * (dist/web/assets/upload-copy.worker-*.js, under the app's CSP) vs the originals. Sent one
 * at a time to POST /api/flood-prevention-checks/{id}/photos, as the upload queue does.
 */
export async function benchPhotoUplink(base: string, cookie: string, photos = 12): Promise<UplinkResult> {
  const worker = readdirSync('dist/web/assets').find((f) => /^upload-copy\.worker-.*\.js$/.test(f));
  if (!worker) throw new Error('dist/web has no upload-copy worker: build first');
  const jpeg = await twelveMegapixelJpeg();
  const check = await fetch(`${base}/api/flood-prevention-checks`, {
    method: 'POST',
    headers: { origin: base, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      clientName: 'Uplink Bench',
      streetNumber: '1',
      streetName: 'Bench',
      streetType: 'Street',
      suburb: 'Richmond',
      postcode: '3121',
      initialJobNumber: 'BENCH-UP',
      clientEmail: 'bench@example.com',
    }),
  });
  if (!check.ok) throw new Error(`creating the bench check failed: ${check.status} ${await check.text()}`);
  const { id } = (await check.json()) as { id: number };

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext();
    const url = new URL(base);
    await context.addCookies(
      cookie.split(/;\s*/).map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name: name!, value: value.join('='), domain: url.hostname, path: '/' };
      }),
    );
    const page = await context.newPage();
    // tsx (esbuild keepNames) wraps the evaluated function's inner functions in __name().
    await page.addInitScript('globalThis.__name = (f) => f');
    // The camera's file, handed to the page without touching the emulated network.
    await page.route('**/__bench/camera.jpg', (route) => route.fulfill({ body: jpeg, contentType: 'image/jpeg' }));
    await page.goto(`${base}/sign-in`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: UPLINK.latencyMs,
      uploadThroughput: (UPLINK.uploadMbit * 1_000_000) / 8,
      downloadThroughput: (UPLINK.downloadMbit * 1_000_000) / 8,
    });
    const run = (resize: boolean) =>
      page.evaluate(
        async ({ checkId, count, resize, workerUrl }) => {
          const original = await (await fetch('/__bench/camera.jpg')).blob();
          const w = resize ? new Worker(workerUrl, { type: 'module' }) : null;
          const copy = (file: Blob, n: number) =>
            new Promise<{ blob: Blob | null; width?: number; height?: number }>((done) => {
              w!.onmessage = (e: MessageEvent<{ blob: Blob | null; width?: number; height?: number }>) => done(e.data);
              w!.postMessage({ id: n, file });
            });
          const started = performance.now();
          let resizeMs = 0;
          let sendMs = 0;
          let bytes = 0;
          let size = '';
          for (let n = 0; n < count; n++) {
            let blob = original;
            if (w) {
              const t = performance.now();
              const made = await copy(original, n);
              resizeMs += performance.now() - t;
              if (!made.blob) throw new Error('the worker could not decode the bench photo');
              blob = made.blob;
              size = `${made.width} x ${made.height}`;
            }
            bytes += blob.size;
            const body = new FormData();
            body.append('section', 'kitchen');
            body.append('description', 'Inspection photo');
            body.append('clientUploadId', crypto.randomUUID());
            body.append('takenAt', new Date().toISOString());
            body.append('photo', blob, 'photo.jpg');
            const sending = performance.now();
            const res = await fetch(`/api/flood-prevention-checks/${checkId}/photos`, { method: 'POST', body, credentials: 'include' });
            sendMs += performance.now() - sending;
            if (res.status !== 201) throw new Error(`upload ${n + 1} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
          }
          w?.terminate();
          return { seconds: (performance.now() - started) / 1000, resizeSeconds: resizeMs / 1000, sendSeconds: sendMs / 1000, bytes, size };
        },
        { checkId: id, count: photos, resize, workerUrl: `/assets/${worker}` },
      );
    const resized = await run(true);
    const originals = await run(false);
    const mib = (n: number) => Math.round((n / photos / 1024 / 1024) * 100) / 100;
    return {
      photos,
      originalMiB: mib(originals.bytes),
      copyMiB: mib(resized.bytes),
      copySize: resized.size,
      resizeSeconds: Math.round(resized.resizeSeconds * 10) / 10,
      resizedSeconds: Math.round(resized.seconds * 10) / 10,
      sendSeconds: Math.round(resized.sendSeconds * 10) / 10,
      originalSeconds: Math.round(originals.seconds * 10) / 10,
    };
  } finally {
    await browser.close();
  }
}
