import { existsSync } from 'node:fs';
import { getPriority } from 'node:os';
import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { workerEntry, WorkerCrashError, WorkerPool } from './worker-pool';

type Task = { do: 'thread' | 'fail' | 'exit' | 'nice' } | { do: 'spin'; ms: number };
let pool: WorkerPool<Task, number>;
const newPool = (size: number) => (pool = new WorkerPool<Task, number>(workerEntry('worker-pool-test-worker', import.meta.url), size));
afterEach(() => pool?.close());

describe('worker pool (ADR 0024)', () => {
  it('runs jobs on worker threads, never on the calling thread', async () => {
    newPool(2);
    const threads = await Promise.all([pool.run({ do: 'thread' }), pool.run({ do: 'thread' })]);
    for (const t of threads) expect(t).not.toBe(threadId);
    expect(pool.stats()).toMatchObject({ size: 2, workers: 2, busy: 0, queued: 0, completed: 2, crashed: 0 });
  });

  it.runIf(existsSync('/proc/thread-self'))("lowers a worker thread's priority without touching the main thread (thread-priority.ts)", async () => {
    newPool(1);
    const before = getPriority();
    expect(await pool.run({ do: 'nice' })).toBe(19);
    expect(getPriority()).toBe(before);
  });

  it('keeps the event loop free while a worker is busy', async () => {
    newPool(1);
    const job = pool.run({ do: 'spin', ms: 600 });
    const ticks: number[] = [];
    const timer = setInterval(() => ticks.push(Date.now()), 20);
    await job;
    clearInterval(timer);
    // A job on this thread would have let no timer run until it finished.
    expect(ticks.length).toBeGreaterThan(5);
  });

  it('runs no more jobs at once than its size; the rest wait their turn', async () => {
    newPool(1);
    const jobs = [pool.run({ do: 'spin', ms: 50 }), pool.run({ do: 'spin', ms: 50 }), pool.run({ do: 'thread' })];
    expect(pool.stats()).toMatchObject({ workers: 1, busy: 1, queued: 2 });
    await Promise.all(jobs);
    expect(pool.stats()).toMatchObject({ busy: 0, queued: 0, completed: 3 });
  });

  it('fails only the job whose work failed; the worker carries on', async () => {
    newPool(1);
    await expect(pool.run({ do: 'fail' })).rejects.toThrow('the layout failed');
    await expect(pool.run({ do: 'thread' })).resolves.toEqual(expect.any(Number));
    expect(pool.stats()).toMatchObject({ workers: 1, crashed: 0 });
  });

  it('recovers from a worker that dies mid-job: that job fails, the next gets a new worker', async () => {
    newPool(1);
    const first = await pool.run({ do: 'thread' });
    await expect(pool.run({ do: 'exit' })).rejects.toBeInstanceOf(WorkerCrashError);
    const second = await pool.run({ do: 'thread' });
    expect(second).not.toBe(first);
    expect(pool.stats()).toMatchObject({ workers: 1, crashed: 1 });
  });

  it('fails the running jobs when closed, and starts again on the next job', async () => {
    newPool(1);
    const running = pool.run({ do: 'spin', ms: 5_000 });
    await new Promise((r) => setTimeout(r, 200));
    await pool.close();
    await expect(running).rejects.toBeInstanceOf(WorkerCrashError);
    await expect(pool.run({ do: 'thread' })).resolves.toEqual(expect.any(Number));
  });
});
