import { AppError } from '../../../lib/errors';
import { workerEntry, WorkerPool } from '../../../lib/worker-pool';
import type { PdfJob } from './pdf-job';

/**
 * PDFs are laid out off the event loop (issue 19 §9, ADR 0024): a 60-photo client report is
 * seconds of pdfkit work that would stall every other request. The main thread builds the
 * model; a worker reads the photos from the store and lays out.
 */
let pool: WorkerPool<PdfJob, Uint8Array> | undefined;

/** The process's PDF pool (the machine's cores less one, at least one worker). */
export function pdfPool(): WorkerPool<PdfJob, Uint8Array> {
  return (pool ??= new WorkerPool(workerEntry('pdf-worker', import.meta.url)));
}

export const PDF_FAILED_CODE = 'document_unavailable';

/** The finished PDF; a failed layout or a lost worker is the one error shape (503: try again), never a hang. */
export async function renderPdf(job: PdfJob): Promise<Buffer> {
  try {
    const bytes = await pdfPool().run(job);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } catch (error) {
    throw new AppError(503, PDF_FAILED_CODE, 'The PDF could not be made just now. Please try again in a moment.', undefined, { cause: error });
  }
}
