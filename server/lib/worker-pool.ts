import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type Transferable } from 'node:worker_threads';

/**
 * A small fixed-size pool of worker threads for CPU-heavy jobs (ADR 0024): one job per worker
 * at a time, the rest wait in order. Workers start on first use; an idle worker is unref'd,
 * so an idle pool never keeps a process alive. A worker that crashes or is terminated fails only its own
 * job (WorkerCrashError); the next job starts a fresh worker.
 *
 * The worker file answers each `{ id, task }` message with `{ id, ok: true, value }` or
 * `{ id, ok: false, message }` (see server/features/documents/pdf/pdf-worker.ts).
 */
export class WorkerCrashError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorkerCrashError';
  }
}

export interface WorkerReply<Out> {
  id: number;
  ok: boolean;
  value?: Out;
  message?: string;
}

interface Job<In, Out> {
  id: number;
  task: In;
  transfer: Transferable[];
  resolve: (value: Out) => void;
  reject: (error: Error) => void;
}

interface Slot<In, Out> {
  worker: Worker;
  job: Job<In, Out> | null;
}

export interface PoolStats {
  size: number;
  workers: number;
  busy: number;
  queued: number;
  /** Jobs finished by a worker (answered, with a value or an error). */
  completed: number;
  /** Workers lost while running a job. */
  crashed: number;
}

/** The machine's cores less one for the event loop, at least one. */
export const defaultPoolSize = (): number => Math.max(1, availableParallelism() - 1);

/** Where a worker starts: its built file, or (from source) a bootstrap that loads the TypeScript. */
export type WorkerEntry = { file: URL } | { evalCode: string };

/**
 * The worker's file beside the module that asks: `name.js` in the built server, where
 * scripts/build.mjs emits it beside dist/server/main.js; from source (vitest, tsx) `name.ts`,
 * loaded through tsx's API (a worker does not take tsx's `--import` hooks on Node 20).
 */
export function workerEntry(name: string, from: string): WorkerEntry {
  if (!from.endsWith('.ts')) return { file: new URL(`./${name}.js`, from) };
  const tsx = pathToFileURL(createRequire(from).resolve('tsx/esm/api')).href.replace(/\.cjs$/, '.mjs');
  const file = new URL(`./${name}.ts`, from).href;
  return { evalCode: `import(${JSON.stringify(tsx)}).then((tsx) => tsx.tsImport(${JSON.stringify(file)}, ${JSON.stringify(file)}))` };
}

export class WorkerPool<In, Out> {
  private readonly slots: Array<Slot<In, Out>> = [];
  private readonly queue: Array<Job<In, Out>> = [];
  private nextId = 1;
  private completed = 0;
  private crashed = 0;

  constructor(
    private readonly entry: WorkerEntry,
    readonly size = defaultPoolSize(),
  ) {}

  /** Runs a job on a free worker (or after those queued before it); `transfer` moves buffers instead of copying them. */
  run(task: In, transfer: Transferable[] = []): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, task, transfer, resolve, reject });
      this.dispatch();
    });
  }

  stats(): PoolStats {
    const busy = this.slots.filter((s) => s.job).length;
    return { size: this.size, workers: this.slots.length, busy, queued: this.queue.length, completed: this.completed, crashed: this.crashed };
  }

  /** Stops every worker: their running jobs fail with WorkerCrashError; the pool starts new workers for later jobs. */
  async close(): Promise<void> {
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length) {
      const slot = this.slots.find((s) => !s.job) ?? (this.slots.length < this.size ? this.spawn() : null);
      if (!slot) return;
      const job = this.queue.shift()!;
      slot.job = job;
      slot.worker.ref();
      try {
        slot.worker.postMessage({ id: job.id, task: job.task }, job.transfer);
      } catch (error) {
        // A task that cannot be sent (not cloneable) fails alone; the worker stays free.
        this.free(slot);
        job.reject(error as Error);
      }
    }
  }

  private free(slot: Slot<In, Out>): void {
    slot.job = null;
    slot.worker.unref();
  }

  private spawn(): Slot<In, Out> {
    const worker = 'file' in this.entry ? new Worker(this.entry.file) : new Worker(this.entry.evalCode, { eval: true });
    worker.unref();
    const slot: Slot<In, Out> = { worker, job: null };
    this.slots.push(slot);
    worker.on('message', (reply: WorkerReply<Out>) => {
      const job = slot.job;
      if (!job || job.id !== reply.id) return;
      this.free(slot);
      this.completed++;
      if (reply.ok) job.resolve(reply.value as Out);
      else job.reject(new Error(reply.message ?? 'The worker failed'));
      this.dispatch();
    });
    let lost: Error | null = null;
    worker.on('error', (error) => (lost = error));
    worker.on('exit', (code) => {
      this.slots.splice(this.slots.indexOf(slot), 1);
      if (slot.job) {
        this.crashed++;
        slot.job.reject(new WorkerCrashError(`The worker stopped (exit code ${code})${lost ? `: ${lost.message}` : ''}`));
        slot.job = null;
      }
      this.dispatch();
    });
    return slot;
  }
}
