import { useSyncExternalStore } from 'react';

/**
 * Layout of spec part 1 §9: mobile below 768 px; tablet is a touch screen 600-1400 px
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

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

export function useLayout(): Layout {
  return useSyncExternalStore(subscribe, compute, () => 'desktop');
}
