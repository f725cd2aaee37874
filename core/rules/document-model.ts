import { REPORT_WORDING as W } from '../content/report-wording';
import type { DocumentKind } from '../contracts/documents';
import { HOSE_CONDITION_LABELS, type HoseCondition } from '../contracts/flood-check';
import { CHECK_FIELDS, type CheckFieldMeta, type PassFail } from '../contracts/flood-check-fields';
import { formatCalendarLong } from './document-dates';

/**
 * The pieces both document models (client-report-model.ts, certificate-model.ts) are made
 * of. A model holds every heading, label and value its document shows, already worded and
 * formatted; the web page and the server's PDF only lay it out.
 */
export type DocumentRow = readonly [label: string, value: string];

/** A coloured label: PASS, FAIL or NOT ASSESSED, or a hose condition (Green, Orange, Red). */
export interface Badge {
  label: string;
  tone: PassFail | 'none' | HoseCondition;
}

/** The business named at the top of each document. */
export interface Letterhead {
  businessName: string;
  /** Licence number, ABN and office email, those that are set. */
  details: string[];
}

export interface SignatureBlock {
  title: string;
  rows: DocumentRow[];
  /** A PNG data URL, or null when not signed. */
  signature: string | null;
}

/** The company details printed on documents (Settings). */
export interface DocumentCompany {
  businessName: string;
  licenceNumber: string;
  abn: string;
  officeEmail: string;
}

/** When a document is made, and the calendar (the company's time zone) its dates are on. */
export interface DocumentClock {
  generatedAt: Date;
  timeZone: string;
}

export function passFailBadge(status: PassFail | null): Badge {
  return { label: status ? status.toUpperCase() : 'NOT ASSESSED', tone: status ?? 'none' };
}

export function conditionBadge(condition: HoseCondition): Badge {
  return { label: HOSE_CONDITION_LABELS[condition], tone: condition };
}

/** 11 digits shown as the ATO writes them: 12 345 678 901. */
export function formatAbn(abn: string): string {
  return /^\d{11}$/.test(abn) ? `${abn.slice(0, 2)} ${abn.slice(2, 5)} ${abn.slice(5, 8)} ${abn.slice(8)}` : abn;
}

export function letterhead(company: DocumentCompany | undefined): Letterhead {
  const details = [company?.licenceNumber && `Licence No. ${company.licenceNumber}`, company?.abn && `ABN ${formatAbn(company.abn)}`, company?.officeEmail];
  return { businessName: company?.businessName ?? '', details: details.filter((d): d is string => Boolean(d)) };
}

/** A calendar date of the check ('05 March 2026'), or "Not recorded". */
export function documentDate(iso: string | null | undefined): string {
  return iso ? formatCalendarLong(iso) : W.notRecorded;
}

function fieldValue(field: CheckFieldMeta, value: unknown): string {
  if (value === null || value === undefined || value === '') return W.notRecorded;
  if (field.kind === 'date') return formatCalendarLong(String(value));
  if (field.kind === 'reading') return `${String(value)} ${field.unit ?? ''}`.trim();
  if (field.kind === 'pass-fail') return value === 'pass' ? 'Pass' : 'Fail';
  return String(value);
}

/**
 * The rows of the fields marked for this document in the field table (`documents`), after
 * the document's fixed rows: "Label: value", or "Not recorded". A signature is drawn in the
 * signature block, never a row.
 */
export function fieldRows(check: Record<string, unknown>, kind: DocumentKind, fields: Readonly<Record<string, CheckFieldMeta>> = CHECK_FIELDS): DocumentRow[] {
  return Object.entries(fields)
    .filter(([, f]) => f.documents?.includes(kind) && f.kind !== 'signature')
    .map(([name, f]) => [f.label, fieldValue(f, check[name])] as const);
}
