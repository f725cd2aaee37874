import type { DocumentKind } from '../../../core/contracts/documents';
import type { FloodCheckRecord } from '../../../core/contracts/flood-check';
import { CERTIFICATE_NOT_ISSUED_CODE, CERTIFICATE_VOID_CODE } from '../../../core/contracts/certificates';
import { certificateModel, type IssuedCertificate } from '../../../core/rules/certificate-model';
import type { DocumentCompany } from '../../../core/rules/document-model';
import { clientReportModel } from '../../../core/rules/client-report-model';
import { photoCaption } from '../../../core/rules/photo-caption';
import type { AppConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { fileStore, storedKey, storeSettings } from '../../lib/storage';
import { authorName, compressedName, PHOTO_FOLDER, toCheckRecord, type CheckRow } from '../flood-checks/public';
import { getSettings } from '../../db/company-settings';
import { certificateCompany, certificateVerifyUrl, findCurrentCertificate, findLatestCertificate } from '../certificates/public';
import { listPhotos } from './documents.repo';
import { renderPdf } from './pdf/pdf-pool';
import type { JobPhoto } from './pdf/pdf-job';
import type { CompanyDetails } from './pdf/pdf-writer';

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

/** Where each photo's compressed copy is stored (docs/product.md#photos): the PDF worker reads them. */
async function reportPhotos(db: DbOrTx, config: AppConfig, checkId: number): Promise<JobPhoto[]> {
  const rows = await listPhotos(db, checkId);
  return rows.map((p) => {
    const caption = photoCaption({ caption: p.caption, description: p.description, takenAt: p.takenAt?.toISOString() ?? null }, config.timeZone);
    return { section: p.section, description: caption.text, taken: caption.taken, key: storedKey(PHOTO_FOLDER, compressedName(p.fileName)) };
  });
}

export function documentFileName(kind: DocumentKind, record: Pick<FloodCheckRecord, 'initialJobNumber'>, certificate: IssuedCertificate | null = null): string {
  const job = record.initialJobNumber.replace(/[^A-Za-z0-9-]+/g, '_').slice(0, 40);
  return kind === 'certificate' && certificate ? `compliance-certificate-${certificate.certificateNumber}.pdf` : `client-report-${job}.pdf`;
}

/** An issued certificate with the letterhead recorded at issue (migration 0013). */
export type PrintedCertificate = IssuedCertificate & { company: DocumentCompany };

/**
 * The certificate a certificate PDF or email prints (docs/product.md#certificates): only an issued one.
 * Before issue: 409 certificate_not_issued; once voided (and not reissued): 410 certificate_void.
 */
export async function issuedCertificateOf(db: DbOrTx, row: CheckRow, origin: string): Promise<PrintedCertificate> {
  const current = await findCurrentCertificate(db, row.id);
  if (!current) {
    const latest = await findLatestCertificate(db, row.id);
    if (latest) throw new AppError(410, CERTIFICATE_VOID_CODE, `Certificate ${latest.number} was voided. Issue a new certificate to download or send it.`);
    throw new AppError(409, CERTIFICATE_NOT_ISSUED_CODE, 'The certificate has not been issued. Issue it from the certificate page first.');
  }
  return {
    certificateNumber: current.number,
    status: 'valid',
    certificateIssuedAt: current.issuedAt.toISOString(),
    voidedAt: null,
    inspectorName: current.inspectorName,
    inspectorLicenceNumber: current.inspectorLicenceNumber,
    verifyUrl: certificateVerifyUrl(current, origin),
    company: certificateCompany(current),
  };
}

/**
 * Renders a document of a check the caller may see (the route has already checked
 * visibility). A certificate is rendered only once issued, from its stored number, issue
 * time and inspector, so two downloads of it read the same; the report carries its date.
 */
export async function renderDocument(db: DbOrTx, config: AppConfig, row: CheckRow, kind: DocumentKind, origin: string): Promise<RenderedDocument> {
  const certificate = kind === 'certificate' ? await issuedCertificateOf(db, row, origin) : null;
  const [company, name] = await Promise.all([companyDetails(db, config), authorName(db, row.userId)]);
  const record = toCheckRecord(row, name);
  // An issued certificate prints the business as it was at issue; the logo is today's.
  const printed = certificate ? { ...company, ...certificate.company } : company;
  // The model is built here; the worker reads the photos and lays out (ADR 0024).
  const pdf = await renderPdf(
    certificate
      ? { kind: 'certificate', model: certificateModel(record, printed, certificate, config.timeZone), company: printed }
      : {
          kind: 'client-report',
          model: clientReportModel(record, await reportPhotos(db, config, row.id), company, { generatedAt: new Date(), timeZone: config.timeZone }),
          company,
          store: storeSettings(config),
        },
  );
  return { kind, record, company, pdf, fileName: documentFileName(kind, record, certificate) };
}
