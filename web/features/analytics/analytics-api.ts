import { urlOf } from '../../../core/contracts/endpoint';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { analyticsEndpoints, type AnalyticsResponse, type FloodPreventionStats } from '../../../core/contracts/analytics';
import type { AnalyticsRange, ScoreBand } from '../../../core/rules/analytics';

export function useAnalytics(range: AnalyticsRange) {
  // The previous range stays on screen while the next one loads.
  return useQuery<AnalyticsResponse>({ queryKey: [urlOf(analyticsEndpoints.analytics, {}, { range })], placeholderData: keepPreviousData });
}

/** Never cached (docs/product.md#analytics): read again every time the screen opens. */
export function useFloodPreventionStats() {
  return useQuery<FloodPreventionStats>({ queryKey: [analyticsEndpoints.stats.path], staleTime: 0, gcTime: 0, refetchOnMount: 'always' });
}

/** Colours of the score bands (docs/product.md#analytics) for charts and text. */
export const BAND_COLOURS: Record<ScoreBand, { hex: string; text: string; badge: 'success' | 'info' | 'warning' | 'destructive' }> = {
  green: { hex: '#16a34a', text: 'text-green-700', badge: 'success' },
  blue: { hex: '#2563eb', text: 'text-blue-700', badge: 'info' },
  yellow: { hex: '#ca8a04', text: 'text-yellow-700', badge: 'warning' },
  red: { hex: '#dc2626', text: 'text-red-700', badge: 'destructive' },
};
