import { REPORT_WORDING as W } from '../content/report-wording';
import type { CertificateStatus } from '../contracts/certificates';
import type { FloodCheckRecord } from '../contracts/flood-check';
import { formatAddress } from './address';
import { formatInstantDateTime } from './document-dates';
import {
  documentDate,
  fieldRows,
  letterhead,
  passFailBadge,
  type Badge,
  type DocumentCompany,
  type DocumentRow,
  type Letterhead,
  type SignatureBlock,
} from './document-model';
import { checkStatus } from './readings';
import { attentionItems, documentReference, inspectedSummary, judgementLine, outcomeHeadline, readingFindings, type ReadingFinding } from './report-content';

/** The issued certificate a document prints (its row in `certificates`), or null for a draft. */
export interface IssuedCertificate {
  certificateNumber: string;
  status: CertificateStatus;
  /** ISO time of issue. */
  certificateIssuedAt: string;
  voidedAt: string | null;
  inspectorName: string | null;
  inspectorLicenceNumber: string | null;
  verifyUrl: string;
}

/** The mark over an unissued certificate, on screen and in print. */
export const DRAFT_MARK = 'DRAFT - NOT ISSUED';

/** The compliance certificate (docs/product.md#certificates): every row, statement and finding it shows. */
export interface CertificateModel {
  /** The PDF's title in its document properties. */
  documentTitle: string;
  letterhead: Letterhead;
  title: string;
  subtitle: string;
  /** Completed checks only can be certified (plumber name, date and signature). */
  certifiable: boolean;
  /** DRAFT_MARK before issue, null once issued (a void certificate is never printed: its PDF is 410). */
  mark: string | null;
  /** When the certificate was issued ('05 March 2026 at 2:14 pm AEDT'); null before. */
  issuedOn: string | null;
  details: DocumentRow[];
  statement: { title: string; text: string };
  /**
   * "All items inspected passed" or "N items need attention", with what needs it; `judgement`
   * names each reading passed against what it suggests ("Passed on the inspector's judgement: ..."), else null.
   */
  outcome: { title: string; headline: string; passed: boolean; items: string[]; judgement: string | null };
  inspection: {
    title: string;
    readings: Array<{ key: string; badge: Badge; text: string }>;
    /** "Areas inspected:" and what was found, as one line each. */
    summary: Array<{ label: string; value: string }>;
  };
  certifier: SignatureBlock;
  /** Where anyone can confirm the certificate (text and QR code); null before issue. */
  verification: { label: string; url: string } | null;
  /** The closing lines: when it was issued, and its reference. Nothing depends on when it is produced. */
  closing: [issued: string, reference: string];
  /** The line at the foot of each PDF page. */
  footer: string;
}

/** A reading as the certificate lists it: value and standard, then its override, fix and the plumber's notes when any. */
function readingLine(f: ReadingFinding): string {
  const extras = [f.override, f.fix && `Recommended: ${f.fix}`, f.note && `Notes: ${f.note}`].filter(Boolean);
  return [`${f.title}: ${f.reading ?? W.notRecorded} (${f.standard})`, ...extras].join('. ');
}

/**
 * The compliance certificate of a check, built once for the page (/compliance-certificate/{id})
 * and the PDF. Everything comes from the check and its certificate, so every download of
 * one certificate reads the same.
 */
export function certificateModel(
  check: FloodCheckRecord,
  company: DocumentCompany | undefined,
  certificate: IssuedCertificate | null,
  timeZone: string,
): CertificateModel {
  const address = formatAddress(check);
  const inspected = documentDate(check.inspectionDate);
  const summary = inspectedSummary(check);
  const attention = attentionItems(check);
  const issuedOn = certificate ? formatInstantDateTime(new Date(certificate.certificateIssuedAt), timeZone) : null;
  const number = certificate?.certificateNumber ?? 'Not issued';
  const closing: CertificateModel['closing'] = [
    certificate && issuedOn ? `Certificate ${certificate.certificateNumber} issued ${issuedOn}` : DRAFT_MARK,
    `Reference ${documentReference(check)}`,
  ];
  return {
    documentTitle: `${W.certificateTitle} ${certificate?.certificateNumber ?? DRAFT_MARK} - ${check.clientName}`,
    letterhead: letterhead(company),
    title: W.certificateTitle,
    subtitle: certificate ? `Certificate No. ${certificate.certificateNumber}` : DRAFT_MARK,
    certifiable: checkStatus(check) === 'completed',
    mark: certificate ? null : DRAFT_MARK,
    issuedOn,
    details: [
      ['Client name', check.clientName],
      ['Contact number', check.clientPhone || W.contactNumber],
      ['Email', check.clientEmail],
      ['Certificate number', number],
      ['Date and time of issue', issuedOn ?? 'Not issued'],
      ['Job number', check.initialJobNumber],
      ['Property address', address],
      ['Inspection date', inspected],
      ...fieldRows(check, 'certificate'),
    ],
    statement: { title: 'Compliance statement', text: W.certificateStatement(address, inspected) },
    outcome: { title: 'Outcome', headline: outcomeHeadline(attention), passed: attention.length === 0, items: attention, judgement: judgementLine(check) },
    inspection: {
      title: 'Inspection details',
      readings: readingFindings(check).map((f) => ({
        key: f.key,
        badge: passFailBadge(f.status),
        text: readingLine(f),
      })),
      summary: [
        { label: 'Areas inspected:', value: `${summary.areas}.` },
        { label: 'Appliances inspected:', value: `${summary.appliances}.` },
      ],
    },
    certifier: {
      title: W.certifierTitle,
      rows: [
        // The inspector is the check's author with their own licence, as recorded at issue.
        ['Licensed plumber (inspector)', certificate?.inspectorName ?? check.createdByName ?? W.notRecorded],
        ['Plumbing licence number', certificate ? (certificate.inspectorLicenceNumber ?? W.notRecorded) : 'Recorded when the certificate is issued'],
        ['Date of inspection', inspected],
        ['Company', company?.businessName || W.notRecorded],
      ],
      signature: check.plumberSignature || null,
    },
    verification: certificate ? { label: 'Verify this certificate at', url: certificate.verifyUrl } : null,
    closing,
    footer: [...closing, company?.businessName].filter(Boolean).join(' · '),
  };
}
