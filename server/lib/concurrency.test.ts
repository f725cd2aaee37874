import { describe, expect, it } from 'vitest';
import { limitConcurrency } from './concurrency';

describe('limitConcurrency', () => {
  it('never runs more than the limit at once, and runs every call in order', async () => {
    const limited = limitConcurrency(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (n: number) =>
      limited(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 5));
        order.push(n);
        running--;
        if (n === 3) throw new Error('boom');
        return n;
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map(task));
    expect(peak).toBe(2);
    expect(order).toHaveLength(6);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    expect(running).toBe(0);
  });
});
