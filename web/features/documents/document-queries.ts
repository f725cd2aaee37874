import { urlOf } from '../../../core/contracts/endpoint';
import { certificateEndpoints } from '../../../core/contracts/certificates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DOCUMENT_ENDPOINTS,
  documentEndpoints,
  type DocumentKind,
  EMAIL_NOT_CONFIGURED,
  type EmailLogEntry,
  type EmailPdfBody,
} from '../../../core/contracts/documents';
import { floodCheckEndpoints, type FloodCheckRecord, type PhotoRecord } from '../../../core/contracts/flood-check';
import { type CompanySettings, settingsEndpoints } from '../../../core/contracts/settings';
import type { DocumentClock } from '../../../core/rules/document-model';
import { apiRequest, ApiError, errorMessage } from '../../lib/api';
import { appTimeZone } from '../../lib/app-time-zone';
import { notify } from '../../lib/toast';

/** The calls behind the client report and the compliance certificate (docs/product.md#documents). */
export const checkKey = (id: number) => [urlOf(floodCheckEndpoints.get, { id })] as const;
export const photosKey = (id: number) => [urlOf(floodCheckEndpoints.photos, { id })] as const;
const COMPANY_KEY = [settingsEndpoints.company.path] as const;

/** A route id: a positive integer, or null (shown as not found without asking the server). */
export function parseCheckId(raw: string | undefined): number | null {
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

export function useCheck(id: number | null) {
  return useQuery<FloodCheckRecord>({ queryKey: checkKey(id ?? 0), enabled: id !== null });
}

export function useCheckPhotos(id: number | null) {
  return useQuery<PhotoRecord[]>({ queryKey: photosKey(id ?? 0), enabled: id !== null });
}

export function useCompanySettings() {
  return useQuery<CompanySettings>({ queryKey: COMPANY_KEY });
}

/** Now, on the company's calendar (APP_TIMEZONE, web/lib/dates.ts), so the page's dates are the PDF's. */
export function documentClock(): DocumentClock {
  return { generatedAt: new Date(), timeZone: appTimeZone() };
}

export function useEmailLog(id: number, enabled: boolean) {
  return useQuery<EmailLogEntry[]>({ queryKey: [urlOf(documentEndpoints.emails, { id })], enabled, staleTime: 0 });
}

export function pdfUrl(id: number, kind: DocumentKind): string {
  return urlOf(DOCUMENT_ENDPOINTS[kind].pdf, { id });
}

/** Downloads a server-made PDF (no side effects: a certificate is issued only with Issue Certificate). */
export function useDownloadPdf(id: number, kind: DocumentKind) {
  return useMutation({
    mutationFn: async () => {
      const res = await fetch(pdfUrl(id, kind), { credentials: 'include' });
      if (!res.ok) throw new ApiError(res.status, await res.text());
      const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `${kind}.pdf`;
      const url = URL.createObjectURL(await res.blob());
      const a = Object.assign(document.createElement('a'), { href: url, download: name });
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
    onError: (error) => notify.error('Download failed', errorMessage(error, 'The PDF could not be made. Please try again.')),
  });
}

/** Emails the PDF to client and office, with the product's toasts (docs/product.md#email). */
export function useEmailDocument(id: number, kind: DocumentKind, onSent: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailPdfBody) => apiRequest<{ clientEmail: string; officeEmail: string }>('POST', urlOf(DOCUMENT_ENDPOINTS[kind].email, { id }), body),
    onSuccess: (res) => {
      if (kind === 'certificate')
        notify.success('Compliance certificate emails sent successfully!', `Certificate sent to ${res.clientEmail} and ${res.officeEmail}.`);
      else notify.success('Emails sent successfully!', `PDF report sent to ${res.clientEmail} and ${res.officeEmail}.`);
      void queryClient.invalidateQueries({ queryKey: [urlOf(documentEndpoints.emails, { id })] });
      void queryClient.invalidateQueries({ queryKey: [urlOf(certificateEndpoints.history, { id })] });
      onSent();
    },
    onError: (error) => {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      if (message?.includes(EMAIL_NOT_CONFIGURED))
        notify.error('Email service not set up', 'Please contact your administrator to configure the email service.');
      else notify.error('Failed to send emails', message || 'Please check your email settings and try again.');
      void queryClient.invalidateQueries({ queryKey: [urlOf(documentEndpoints.emails, { id })] });
    },
  });
}
