import { REPORT_WORDING as W } from '../content/report-wording';
import type { FloodCheckRecord } from '../contracts/flood-check';
import { formatAddress } from './address';
import { formatInstantLong } from './document-dates';
import {
  documentDate,
  fieldRows,
  letterhead,
  passFailBadge,
  type Badge,
  type DocumentClock,
  type DocumentCompany,
  type DocumentRow,
  type Letterhead,
  type SignatureBlock,
} from './document-model';
import { checkStatus } from './readings';
import { documentReference, inspectedSummary, readingFindings } from './report-content';

/** The compliance certificate (spec part 2 §2): every row, statement and finding it shows. */
export interface CertificateModel {
  /** The PDF's title in its document properties. */
  documentTitle: string;
  letterhead: Letterhead;
  title: string;
  subtitle: string;
  /** Completed checks only can be certified (plumber name, date and signature). */
  certifiable: boolean;
  /** The day the certificate was issued, on the company's calendar; null before. */
  issuedOn: string | null;
  details: DocumentRow[];
  statement: { title: string; text: string };
  inspection: {
    title: string;
    readings: Array<{ key: string; badge: Badge; text: string }>;
    /** "Areas inspected:" and what was found, as one line each. */
    summary: Array<{ label: string; value: string }>;
  };
  certifier: SignatureBlock;
  /** The closing lines: when it was generated, and its reference. */
  closing: [generated: string, reference: string];
  /** The line at the foot of each PDF page. */
  footer: string;
}

/** The compliance certificate of a check, built once for the page (/compliance-certificate/{id}) and the PDF. */
export function certificateModel(check: FloodCheckRecord, company: DocumentCompany | undefined, clock: DocumentClock): CertificateModel {
  const address = formatAddress(check);
  const inspected = documentDate(check.inspectionDate);
  const summary = inspectedSummary(check);
  const closing: CertificateModel['closing'] = [
    `Certificate generated ${formatInstantLong(clock.generatedAt, clock.timeZone)}`,
    `Reference ${documentReference(check)}`,
  ];
  return {
    documentTitle: `${W.certificateTitle} - ${check.clientName}`,
    letterhead: letterhead(company),
    title: W.certificateTitle,
    subtitle: `Certificate No. ${check.initialJobNumber}`,
    certifiable: checkStatus(check) === 'completed',
    issuedOn: check.certificateIssued && check.certificateIssuedAt ? formatInstantLong(new Date(check.certificateIssuedAt), clock.timeZone) : null,
    details: [
      ['Client name', check.clientName],
      ['Contact number', check.clientPhone || W.contactNumber],
      ['Email', check.clientEmail],
      ['Certificate number', check.initialJobNumber],
      ['Property address', address],
      ['Inspection date', inspected],
      ...fieldRows(check, 'certificate'),
    ],
    statement: { title: 'Compliance statement', text: W.certificateStatement(address, inspected) },
    inspection: {
      title: 'Inspection details',
      readings: readingFindings(check).map((f) => ({
        key: f.key,
        badge: passFailBadge(f.status),
        text: `${f.title}: ${f.reading ?? W.notRecorded} (${f.standard})${f.override ? `. ${f.override}` : ''}${f.fix ? `. Recommended: ${f.fix}` : ''}`,
      })),
      summary: [
        { label: 'Areas inspected:', value: `${summary.areas}.` },
        { label: 'Appliances inspected:', value: `${summary.appliances}.` },
      ],
    },
    certifier: {
      title: W.certifierTitle,
      rows: [
        ['Licensed plumber', check.plumberName || W.notRecorded],
        ['Date of inspection', inspected],
        ['Company', company?.businessName || W.notRecorded],
        ['Plumbing licence number', company?.licenceNumber || W.notRecorded],
      ],
      signature: check.plumberSignature || null,
    },
    closing,
    footer: [...closing, company?.businessName].filter(Boolean).join(' · '),
  };
}
