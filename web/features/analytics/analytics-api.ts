import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsResponse, FloodPreventionStats } from '../../../core/contracts/analytics';
import type { AnalyticsRange, ScoreBand } from '../../../core/rules/analytics';

export function useAnalytics(range: AnalyticsRange) {
  // The previous range stays on screen while the next one loads.
  return useQuery<AnalyticsResponse>({ queryKey: [`/api/analytics?range=${range}`], placeholderData: keepPreviousData });
}

/** Never cached (docs/product.md#analytics): read again every time the screen opens. */
export function useFloodPreventionStats() {
  return useQuery<FloodPreventionStats>({ queryKey: ['/api/flood-prevention-stats'], staleTime: 0, gcTime: 0, refetchOnMount: 'always' });
}

/** Colours of the score bands (docs/product.md#analytics) for charts and text. */
export const BAND_COLOURS: Record<ScoreBand, { hex: string; text: string; badge: 'success' | 'info' | 'warning' | 'destructive' }> = {
  green: { hex: '#16a34a', text: 'text-green-700', badge: 'success' },
  blue: { hex: '#2563eb', text: 'text-blue-700', badge: 'info' },
  yellow: { hex: '#ca8a04', text: 'text-yellow-700', badge: 'warning' },
  red: { hex: '#dc2626', text: 'text-red-700', badge: 'destructive' },
};
