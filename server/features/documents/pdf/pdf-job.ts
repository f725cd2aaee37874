import type { CertificateModel } from '../../../../core/rules/certificate-model';
import type { ClientReportModel } from '../../../../core/rules/client-report-model';
import { openStore, type FileStore, type StoreKey, type StoreSettings } from '../../../lib/storage';
import { renderCertificate } from './certificate-pdf';
import { renderClientReport } from './client-report-pdf';
import type { CompanyDetails, PdfPhoto } from './pdf-writer';

/** A photo as the job names it: its stored compressed copy, read by the worker (null: a placeholder). */
export type JobPhoto = Omit<PdfPhoto, 'data'> & { key: StoreKey | null };

/**
 * One document to lay out, built on the main thread (ADR 0024): the model, the company and,
 * for a report, where the photos are stored. The worker reads the photos itself, so their
 * megabytes never pass through the event loop's thread.
 */
export type PdfJob =
  | { kind: 'certificate'; model: CertificateModel; company: CompanyDetails }
  | { kind: 'client-report'; model: ClientReportModel<JobPhoto>; company: CompanyDetails; store: StoreSettings };

/** A Buffer that crossed a thread arrives as a plain Uint8Array: pdfkit wants a Buffer (same memory, no copy). */
const asBuffer = (bytes: Uint8Array | null): Buffer | null => (bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null);

/** One store per settings in this thread (the S3 client keeps its connections). */
const stores = new Map<string, FileStore>();
function storeOf(settings: StoreSettings): FileStore {
  const key = JSON.stringify(settings);
  let store = stores.get(key);
  if (!store) stores.set(key, (store = openStore(settings)));
  return store;
}

/** Lays out the PDF (in a pdf-worker thread; see pdf-pool.ts). */
export async function renderJob(job: PdfJob): Promise<Buffer> {
  const company = { ...job.company, logo: asBuffer(job.company.logo) };
  if (job.kind === 'certificate') return renderCertificate(job.model, company);
  const store = storeOf(job.store);
  // A photo that cannot be read (gone, store unreachable) prints as a placeholder, as before.
  const photos = (list: readonly JobPhoto[]): Promise<PdfPhoto[]> =>
    Promise.all(list.map(async ({ key, ...p }) => ({ ...p, data: key ? await store.read(key).catch(() => null) : null })));
  const m = job.model;
  const [readings, areas, appliances] = await Promise.all([
    Promise.all(m.readings.items.map(async (r) => ({ ...r, photos: await photos(r.photos) }))),
    Promise.all(m.areas.items.map(async (a) => ({ ...a, photos: await photos(a.photos) }))),
    Promise.all(m.appliances.items.map(async (a) => ({ ...a, photos: await photos(a.photos) }))),
  ]);
  return renderClientReport(
    { ...m, readings: { ...m.readings, items: readings }, areas: { ...m.areas, items: areas }, appliances: { ...m.appliances, items: appliances } },
    company,
  );
}
