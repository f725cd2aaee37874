import { parentPort } from 'node:worker_threads';
import { lowerThreadPriority } from '../../../lib/thread-priority';
import { renderJob, type PdfJob } from './pdf-job';

/**
 * A PDF worker thread (ADR 0024): lays out one document at a time and hands the bytes back
 * (moved, not copied). Bundled as dist/server/pdf-worker.js by scripts/build.mjs.
 */
const port = parentPort!;
// Layout yields the cores to the event loop when both are busy (server/lib/thread-priority.ts).
lowerThreadPriority();
port.on('message', async ({ id, task }: { id: number; task: PdfJob }) => {
  try {
    const pdf = await renderJob(task);
    const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    port.postMessage({ id, ok: true, value: bytes }, bytes.buffer instanceof ArrayBuffer && ownsMemory(bytes) ? [bytes.buffer] : []);
  } catch (error) {
    port.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});

/** Only bytes that are their whole ArrayBuffer may move (small Buffers share Node's pool). */
function ownsMemory(bytes: Uint8Array): boolean {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
}
