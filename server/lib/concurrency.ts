/**
 * At most `limit` calls of the returned wrapper run at once; the others wait their turn in
 * order. For CPU- and memory-heavy work (decoding 12 MP photos) where running more at once
 * than there are cores only adds memory, never throughput.
 */
export function limitConcurrency(limit: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
