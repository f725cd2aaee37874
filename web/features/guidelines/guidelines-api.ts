import { urlOf } from '../../../core/contracts/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Guideline, type GuidelineBody, guidelineEndpoints } from '../../../core/contracts/content';
import { apiRequest } from '../../lib/api';

export const GUIDELINES_KEY = [guidelineEndpoints.list.path] as const;

export function useGuidelines() {
  return useQuery<Guideline[]>({ queryKey: GUIDELINES_KEY });
}

/** Create (no id) or update a guideline; owner and management only. */
export function useSaveGuideline(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuidelineBody) =>
      id === null
        ? apiRequest<Guideline>('POST', guidelineEndpoints.create.path, body)
        : apiRequest<Guideline>('PUT', urlOf(guidelineEndpoints.update, { id }), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GUIDELINES_KEY }),
  });
}
