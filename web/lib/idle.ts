import { useEffect, useState } from 'react';

/**
 * Runs `run` once the page is idle, at most `timeoutMs` later: work that is not on the first
 * screen's path waits until that screen is drawn (docs/performance.md#results, figure 3).
 * Safari has no requestIdleCallback: a short timeout does the same job there. Returns the cancel.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

/** False until the page was first idle after this component mounted, then true for good. */
export function useIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), timeoutMs), [timeoutMs]);
  return idle;
}
