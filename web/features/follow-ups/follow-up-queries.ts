import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  followUpEndpoints as E,
  type FollowUp,
  type FollowUpListQuery,
  type FollowUpListResponse,
  type FollowUpPatchBody,
} from '../../../core/contracts/follow-ups';
import { urlOf } from '../../../core/contracts/endpoint';
import { notificationEndpoints } from '../../../core/contracts/notifications';
import { apiRequest } from '../../lib/api';

/** The board's list for these filters (the URL is the query key, as everywhere). */
export function useFollowUps(query: FollowUpListQuery, enabled = true) {
  return useQuery<FollowUpListResponse>({ queryKey: [urlOf(E.list, {}, query)], enabled, staleTime: 30_000 });
}

/** The CSV of the same filters, downloaded by the browser with the session cookie. */
export function csvUrl(query: FollowUpListQuery): string {
  const { page: _page, ...filters } = query;
  return urlOf(E.csv, {}, filters);
}

/** Moves a follow-up on; every list and the bell's count are fetched again. */
export function useMoveFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: FollowUpPatchBody }) => apiRequest<FollowUp>(E.update.method, urlOf(E.update, { id }), body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(E.list.path) });
      void queryClient.invalidateQueries({ queryKey: [notificationEndpoints.list.path] });
    },
  });
}
