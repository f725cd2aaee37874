import { urlOf } from '../../../core/contracts/endpoint';
import { floodCheckEndpoints } from '../../../core/contracts/flood-check';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { certificateEndpoints, type CertificateRecord, type CheckEventRecord, type VoidCertificateBody } from '../../../core/contracts/certificates';
import { apiRequest, errorMessage } from '../../lib/api';
import { notify } from '../../lib/toast';
import { checkKey } from './document-queries';

/** The calls behind issuing, voiding and listing a check's certificates, and its history (docs/product.md#certificates). */
export const certificatesKey = (id: number) => [urlOf(certificateEndpoints.list, { id })] as const;
export const historyKey = (id: number) => [urlOf(certificateEndpoints.history, { id })] as const;

export function useCertificates(id: number | null) {
  return useQuery<CertificateRecord[]>({ queryKey: certificatesKey(id ?? 0), enabled: id !== null, staleTime: 0 });
}

/** The certificate in force: the one that is not void, if any. */
export function currentCertificate(list: readonly CertificateRecord[] | undefined): CertificateRecord | null {
  return list?.find((c) => c.status === 'valid') ?? null;
}

export function useCheckHistory(id: number, enabled: boolean) {
  return useQuery<CheckEventRecord[]>({ queryKey: historyKey(id), enabled, staleTime: 0 });
}

/** After an issue or a void the check's lock, its certificates and its history have all changed. */
function useRefreshCheck(id: number) {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [checkKey(id), certificatesKey(id), historyKey(id), [floodCheckEndpoints.list.path]])
      void queryClient.invalidateQueries({ queryKey });
  };
}

export function useIssueCertificate(id: number) {
  const refresh = useRefreshCheck(id);
  return useMutation({
    mutationFn: () => apiRequest<CertificateRecord>('POST', urlOf(certificateEndpoints.issue, { id }), {}),
    onSuccess: (c) => {
      notify.success('Certificate issued', `Certificate ${c.certificateNumber} is issued. The check is now a read-only compliance record.`);
      refresh();
    },
    onError: (error) => {
      notify.error('Certificate not issued', errorMessage(error, 'The certificate could not be issued. Please try again.'));
      refresh();
    },
  });
}

export function useVoidCertificate(id: number, onDone: () => void) {
  const refresh = useRefreshCheck(id);
  return useMutation({
    mutationFn: (body: VoidCertificateBody) => apiRequest<CertificateRecord>('POST', urlOf(certificateEndpoints.void, { id }), body),
    onSuccess: (c) => {
      notify.success('Certificate voided', `Certificate ${c.certificateNumber} is void. The check can be edited again and a new certificate issued.`);
      refresh();
      onDone();
    },
    onError: (error) => notify.error('Certificate not voided', errorMessage(error, 'The certificate could not be voided. Please try again.')),
  });
}
