import { Readable } from 'node:stream';

const SLICE = 256 * 1024;

/**
 * A big body (a 60-photo report is ~30 MiB) sent a slice per turn of the event loop: one
 * write of the whole buffer holds the thread for as long as the kernel keeps taking bytes,
 * and every other user waits (issue 19 §9, docs/performance.md#pdfs-off-the-event-loop-issue-19-9).
 * The slices share the buffer's memory.
 */
export function inSlices(body: Buffer): Readable {
  let at = 0;
  return new Readable({
    read() {
      if (at >= body.byteLength) return void this.push(null);
      const slice = body.subarray(at, (at += SLICE));
      setImmediate(() => this.push(slice));
    },
  });
}
