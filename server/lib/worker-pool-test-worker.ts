import { readlinkSync } from 'node:fs';
import { getPriority } from 'node:os';
import { parentPort, threadId } from 'node:worker_threads';
import { lowerThreadPriority } from './thread-priority';

/** The worker of worker-pool.test.ts: answers with its thread, fails, spins, dies or lowers its priority on request. */
type Task = { do: 'thread' | 'fail' | 'exit' | 'nice' } | { do: 'spin'; ms: number };

const port = parentPort!;
port.on('message', ({ id, task }: { id: number; task: Task }) => {
  if (task.do === 'exit') process.exit(3);
  if (task.do === 'fail') return port.postMessage({ id, ok: false, message: 'the layout failed' });
  if (task.do === 'nice') {
    lowerThreadPriority();
    return port.postMessage({ id, ok: true, value: getPriority(Number(readlinkSync('/proc/thread-self').split('/').pop())) });
  }
  if (task.do === 'spin') {
    const end = Date.now() + task.ms;
    while (Date.now() < end); // CPU-bound work, as a layout is
  }
  port.postMessage({ id, ok: true, value: threadId });
});
