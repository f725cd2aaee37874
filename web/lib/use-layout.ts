import { useSyncExternalStore } from 'react';

/**
 * Layout of docs/product.md#interface: mobile below 768 px; tablet is a touch screen 600-1400 px
 * wide (or 768-1366); everything else is desktop with the fixed sidebar.
 */
export type Layout = 'mobile' | 'tablet' | 'desktop';

function compute(): Layout {
  const w = window.innerWidth;
  if (w < 768) return 'mobile';
  const touch = navigator.maxTouchPoints > 0 || 'ontouchstart' in window;
  if (touch && ((w >= 600 && w <= 1400) || (w >= 768 && w <= 1366))) return 'tablet';
  return 'desktop';
}

// Read once and again on each resize, never while React renders: reading innerWidth makes the
// browser lay the page out, and React reads a store's value again right after each commit,
// so the whole freshly rendered screen was laid out inside React's task (docs/performance.md#results, figure 3).
let current: Layout | undefined;
const snapshot = (): Layout => (current ??= compute());

function subscribe(onChange: () => void): () => void {
  const onResize = () => {
    current = compute();
    onChange();
  };
  window.addEventListener('resize', onResize);
  return () => window.removeEventListener('resize', onResize);
}

export function useLayout(): Layout {
  return useSyncExternalStore(subscribe, snapshot, () => 'desktop');
}
