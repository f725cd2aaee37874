import type { CertificateModel } from '../../../../core/rules/certificate-model';
import type { ClientReportModel } from '../../../../core/rules/client-report-model';
import { renderCertificate } from './certificate-pdf';
import { renderClientReport } from './client-report-pdf';
import type { CompanyDetails, PdfPhoto } from './pdf-writer';

/** One document to lay out: its model and the company, built on the main thread with every byte it needs (ADR 0024). */
export type PdfJob =
  | { kind: 'certificate'; model: CertificateModel; company: CompanyDetails }
  | { kind: 'client-report'; model: ClientReportModel<PdfPhoto>; company: CompanyDetails };

/** A Buffer that crossed a thread arrives as a plain Uint8Array: pdfkit wants a Buffer (same memory, no copy). */
const asBuffer = (bytes: Uint8Array | null): Buffer | null => (bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null);

/** Lays out the PDF (in a pdf-worker thread; see pdf-pool.ts). */
export function renderJob(job: PdfJob): Promise<Buffer> {
  const company = { ...job.company, logo: asBuffer(job.company.logo) };
  if (job.kind === 'certificate') return renderCertificate(job.model, company);
  const photos = (list: readonly PdfPhoto[]) => list.map((p) => ({ ...p, data: asBuffer(p.data) }));
  const m = job.model;
  return renderClientReport(
    {
      ...m,
      readings: { ...m.readings, items: m.readings.items.map((r) => ({ ...r, photos: photos(r.photos) })) },
      areas: { ...m.areas, items: m.areas.items.map((a) => ({ ...a, photos: photos(a.photos) })) },
      appliances: { ...m.appliances, items: m.appliances.items.map((a) => ({ ...a, photos: photos(a.photos) })) },
    },
    company,
  );
}
