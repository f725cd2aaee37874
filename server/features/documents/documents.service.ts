import type { DocumentKind } from '../../../core/contracts/documents';
import type { FloodCheckRecord } from '../../../core/contracts/flood-check';
import { certificateModel } from '../../../core/rules/certificate-model';
import { clientReportModel } from '../../../core/rules/client-report-model';
import { checkStatus } from '../../../core/rules/readings';
import type { AppConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import { conflict } from '../../lib/errors';
import { fileStore, storedKey } from '../../lib/storage';
import type { UserRow } from '../../auth/session';
import { authorName, compressedName, PHOTO_FOLDER, toCheckRecord, type CheckRow } from '../flood-checks/public';
import { getSettings } from '../../db/company-settings';
import { issueCertificate, listPhotos } from './documents.repo';
import { renderCertificate } from './pdf/certificate-pdf';
import { renderClientReport } from './pdf/client-report-pdf';
import type { CompanyDetails, PdfPhoto } from './pdf/pdf-writer';

export interface RenderedDocument {
  kind: DocumentKind;
  record: FloodCheckRecord;
  company: CompanyDetails;
  pdf: Buffer;
  fileName: string;
}

// The logo is company-wide, not user-specific: keep the last one read, keyed by its file name.
let logoCache: { file: string; data: Buffer } | null = null;

async function companyDetails(db: DbOrTx, config: AppConfig): Promise<CompanyDetails> {
  const s = await getSettings(db);
  let logo: Buffer | null = null;
  if (s.logoFile) {
    if (logoCache?.file === s.logoFile) logo = logoCache.data;
    else {
      const key = storedKey('profile', s.logoFile);
      logo = key
        ? await fileStore(config)
            .read(key)
            .catch(() => null)
        : null;
      if (logo) logoCache = { file: s.logoFile, data: logo };
    }
  }
  return { businessName: s.businessName, licenceNumber: s.licenceNumber, abn: s.abn, officeEmail: s.officeEmail, logo };
}

/** Each photo's compressed copy (DECISIONS §7), read in parallel; a missing file becomes a placeholder. */
async function pdfPhotos(db: DbOrTx, config: AppConfig, checkId: number): Promise<PdfPhoto[]> {
  const rows = await listPhotos(db, checkId);
  const store = fileStore(config);
  return Promise.all(
    rows.map(async (p) => {
      const key = storedKey(PHOTO_FOLDER, compressedName(p.fileName));
      const data = key ? await store.read(key).catch(() => null) : null;
      return { section: p.section, description: p.description, data };
    }),
  );
}

export function documentFileName(kind: DocumentKind, record: Pick<FloodCheckRecord, 'initialJobNumber'>): string {
  const job = record.initialJobNumber.replace(/[^A-Za-z0-9-]+/g, '_').slice(0, 40);
  return `${kind === 'certificate' ? 'compliance-certificate' : 'client-report'}-${job}.pdf`;
}

/** A certificate certifies a finished inspection: plumber name, date and signature (DECISIONS §7). */
export function assertCertifiable(row: CheckRow): void {
  if (checkStatus(row) !== 'completed') {
    throw conflict('Complete the check (plumber name, inspection date and signature) before issuing its compliance certificate.');
  }
}

/** Renders a document of a check the caller may see (the route has already checked visibility). */
export async function renderDocument(db: DbOrTx, config: AppConfig, row: CheckRow, kind: DocumentKind): Promise<RenderedDocument> {
  if (kind === 'certificate') assertCertifiable(row);
  const [company, name] = await Promise.all([companyDetails(db, config), authorName(db, row.userId)]);
  const record = toCheckRecord(row, name);
  const clock = { generatedAt: new Date(), timeZone: config.timeZone };
  const pdf =
    kind === 'certificate'
      ? await renderCertificate(certificateModel(record, company, clock), company)
      : await renderClientReport(clientReportModel(record, await pdfPhotos(db, config, row.id), company, clock), company);
  return { kind, record, company, pdf, fileName: documentFileName(kind, record) };
}

/** The first download or email of a certificate issues it; from then on the check is read-only. */
export async function markIssued(db: DbOrTx, actor: UserRow, row: CheckRow): Promise<void> {
  if (row.certificateIssued) return;
  if (await issueCertificate(db, row.id)) {
    await audit(db, {
      actorId: actor.id,
      action: 'certificate_issued',
      targetUserId: row.userId,
      details: { checkId: row.id, jobNumber: row.initialJobNumber },
    });
  }
}
