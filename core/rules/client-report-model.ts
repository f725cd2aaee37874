import { CONDITION_MEANINGS, REPORT_WORDING as W } from '../content/report-wording';
import { HOSE_CONDITIONS, type FloodCheckRecord, type PhotoSection } from '../contracts/flood-check';
import { formatAddress } from './address';
import { formatInstantLong } from './document-dates';
import {
  conditionBadge,
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
import { applianceFindings, areaFindings, documentReference, NOT_GRADED, photosBySection, readingFindings } from './report-content';

interface Titled {
  title: string;
}

const notesLine = (note: string | null) => (note ? `Notes: ${note}` : null);
/** An applicable appliance with notes but no grade still shows, marked so (docs/product.md#documents). */
const NOT_GRADED_BADGE: Badge = { label: NOT_GRADED, tone: 'none' };

/** The client report (docs/product.md#documents): every heading, row and finding, with each finding's photos. */
export interface ClientReportModel<P> {
  /** The PDF's title in its document properties. */
  documentTitle: string;
  letterhead: Letterhead;
  title: string;
  subtitle: string;
  client: Titled & { rows: DocumentRow[] };
  why: Titled & { paragraphs: readonly string[] };
  readings: Titled & {
    items: Array<{
      key: PhotoSection;
      title: string;
      badge: Badge;
      reading: string;
      /** "Pass (override: reason)" when the plumber's status differs from the reading. */
      override: string | null;
      rule: string;
      fix: string | null;
      /** "Notes: ..." written by the plumber, or null. */
      note: string | null;
      photos: P[];
    }>;
  };
  areas: Titled & {
    legend: Array<{ badge: Badge; meaning: string }>;
    /** What the section says when no area has a recorded condition; null otherwise. */
    empty: string | null;
    items: Array<{ key: PhotoSection; label: string; items: Array<{ label: string; badge: Badge }>; note: string | null; photos: P[] }>;
  };
  appliances: Titled & { empty: string | null; items: Array<{ key: PhotoSection; label: string; badge: Badge; note: string | null; photos: P[] }> };
  /** The plumber's general notes on the check; null when there are none. */
  generalNotes: (Titled & { text: string }) | null;
  inspector: SignatureBlock;
  quote: Titled & { text: string };
  notes: Titled & { items: readonly string[] };
  /** The line at the foot of each PDF page. */
  footer: string;
}

/**
 * The client report of a check, built once for the page (/client-report/{id}) and the PDF.
 * `company` is undefined while Settings cannot be read (the page still shows the check).
 */
export function clientReportModel<P extends { section: string }>(
  check: FloodCheckRecord,
  photos: readonly P[],
  company: DocumentCompany | undefined,
  clock: DocumentClock,
): ClientReportModel<P> {
  const bySection = photosBySection(photos);
  const shots = (key: PhotoSection) => bySection.get(key) ?? [];
  const inspected = documentDate(check.inspectionDate);
  const areas = areaFindings(check);
  const appliances = applianceFindings(check);
  return {
    documentTitle: `${W.reportTitle} - ${check.clientName}`,
    letterhead: letterhead(company),
    title: W.reportTitle,
    subtitle: `Job ${check.initialJobNumber}`,
    client: {
      title: 'Client information',
      rows: [
        ['Client name', check.clientName],
        ['Job number', check.initialJobNumber],
        ['Property address', formatAddress(check)],
        ['Client email', check.clientEmail],
        ['Client phone', check.clientPhone || W.notRecorded],
        ['Inspection date', inspected],
        ['Inspector', check.plumberName || W.notRecorded],
        ...fieldRows(check, 'client-report'),
      ],
    },
    why: { title: W.whyTitle, paragraphs: W.why },
    readings: {
      title: W.section1,
      items: readingFindings(check).map((f) => ({
        key: f.key,
        title: f.title,
        badge: passFailBadge(f.status),
        reading: `Reading: ${f.reading ?? W.notRecorded}`,
        override: f.override,
        rule: `${f.rule} (${f.standard}).`,
        fix: f.fix ? `Recommended fix: ${f.fix}.` : null,
        note: notesLine(f.note),
        photos: shots(f.key),
      })),
    },
    areas: {
      title: W.section21,
      legend: HOSE_CONDITIONS.map((c) => ({ badge: conditionBadge(c), meaning: CONDITION_MEANINGS[c] })),
      empty: areas.length ? null : W.noAreas,
      items: areas.map((a) => ({
        key: a.key,
        label: a.label,
        // An applicable area with notes but no hose graded says so, as an ungraded appliance does.
        items: a.items.length ? a.items.map((i) => ({ label: i.label, badge: conditionBadge(i.condition) })) : [{ label: 'Hoses', badge: NOT_GRADED_BADGE }],
        note: notesLine(a.note),
        photos: shots(a.key),
      })),
    },
    appliances: {
      title: W.section22,
      empty: appliances.length ? null : W.noAppliances,
      items: appliances.map((a) => ({
        key: a.key,
        label: a.label,
        badge: a.condition ? conditionBadge(a.condition) : NOT_GRADED_BADGE,
        note: notesLine(a.note),
        photos: shots(a.key),
      })),
    },
    generalNotes: check.generalNotes ? { title: W.generalNotesTitle, text: check.generalNotes } : null,
    inspector: {
      title: W.inspectorTitle,
      rows: [
        ['Plumber', check.plumberName || W.notRecorded],
        ['Inspection date', inspected],
        ['Company', company?.businessName || W.notRecorded],
        // The company's licence from Settings; the inspecting plumber's own is on the certificate.
        ['Company licence number', company?.licenceNumber || W.notRecorded],
      ],
      signature: check.plumberSignature || null,
    },
    quote: { title: W.quoteTitle, text: W.quote },
    notes: { title: W.notesTitle, items: W.notes },
    footer: [company?.businessName, `Generated ${formatInstantLong(clock.generatedAt, clock.timeZone)}`, `Reference ${documentReference(check)}`]
      .filter(Boolean)
      .join(' · '),
  };
}
