import { urlOf } from '../../../core/contracts/endpoint';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { CERTIFICATE_ISSUED_CODE, floodCheckEndpoints, type FloodCheckRecord } from '../../../core/contracts/flood-check';
import { ApiError } from '../../lib/api';

export const savedCheckKey = (id: number) => [urlOf(floodCheckEndpoints.get, { id })] as const;

/** The saved check a draft refers to, asked afresh each time a screen opens it. */
export function useSavedCheck(id: number | null) {
  return useQuery<FloodCheckRecord>({ queryKey: savedCheckKey(id ?? 0), enabled: id !== null, staleTime: 0 });
}

/** The server's answer to changing a check whose certificate is issued (docs/product.md#certificates). */
export function isCertificateIssuedError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.body?.code === CERTIFICATE_ISSUED_CODE;
}

export interface CheckLock {
  /** The draft's check has an issued certificate: the form is read-only. */
  locked: boolean;
  /** When it was issued, once the server has said. */
  issuedAt: string | null;
  /** The server is being asked about the draft's check (first load only). */
  checking: boolean;
  /** The server refused a change with 409: lock now, then ask for the check again. */
  lock(): void;
}

/**
 * Whether the check being edited is still editable. Known from the check itself when the
 * form opens, and from a 409 when the certificate was issued elsewhere meanwhile.
 */
export function useCheckLock(checkId: number | null): CheckLock {
  const check = useSavedCheck(checkId);
  const queryClient = useQueryClient();
  const [refusedId, setRefusedId] = useState<number | null>(null);
  const lock = useCallback(() => {
    if (checkId === null) return;
    setRefusedId(checkId);
    void queryClient.invalidateQueries({ queryKey: savedCheckKey(checkId) });
  }, [checkId, queryClient]);
  const issued = check.data?.certificateIssued === true;
  return {
    locked: checkId !== null && (issued || refusedId === checkId),
    issuedAt: issued ? (check.data?.certificateIssuedAt ?? null) : null,
    checking: check.isLoading,
    lock,
  };
}
