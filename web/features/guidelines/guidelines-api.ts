import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Guideline, GuidelineBody } from '../../../core/contracts/content';
import { apiRequest } from '../../lib/api';

export const GUIDELINES_KEY = ['/api/guidelines'] as const;

export function useGuidelines() {
  return useQuery<Guideline[]>({ queryKey: GUIDELINES_KEY });
}

/** Create (no id) or update a guideline; owner and management only. */
export function useSaveGuideline(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuidelineBody) =>
      id === null ? apiRequest<Guideline>('POST', '/api/guidelines', body) : apiRequest<Guideline>('PUT', `/api/guidelines/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GUIDELINES_KEY }),
  });
}
