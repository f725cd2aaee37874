import { readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';

/**
 * Lowers the calling thread's scheduling priority (Linux: a thread is a task with its own nice
 * value, named by /proc/thread-self). A worker thread that lays out PDFs calls this so that, when
 * the cores are busy, the kernel runs the main thread's event loop first: on the 2-core bench
 * machine this took the health check's p99 during 10 large PDFs from ~157 ms to the figure in
 * docs/performance.md (ADR 0024). Elsewhere (no /proc, or not permitted) it does nothing.
 */
export function lowerThreadPriority(): boolean {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(tid) || tid <= 0) return false;
    setPriority(tid, constants.priority.PRIORITY_LOW);
    return true;
  } catch {
    return false;
  }
}
