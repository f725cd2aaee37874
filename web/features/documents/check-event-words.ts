import type { CheckEventRecord } from '../../../core/contracts/certificates';
import { DOCUMENT_NAMES, type DocumentKind } from '../../../core/contracts/documents';
import { CHECK_FIELD_LABELS, PHOTO_SECTIONS, type PhotoSection } from '../../../core/contracts/flood-check';
import { DEFAULT_PHOTO_CAPTION } from '../../../core/rules/photo-caption';
import { FOLLOW_UP_STATUS_LABELS, type FollowUpStatus } from '../../../core/rules/follow-ups';

const statusLabel = (value: unknown) => FOLLOW_UP_STATUS_LABELS[value as FollowUpStatus] ?? String(value);
const list = (value: unknown) => (Array.isArray(value) ? value.map(String).join(', ') : '');
/** The changed fields in words, as the form labels them. */
const fieldNames = (value: unknown) => (Array.isArray(value) ? value.map((f) => CHECK_FIELD_LABELS[String(f)] ?? String(f)).join(', ') : '');
const section = (key: unknown) => PHOTO_SECTIONS[key as PhotoSection] ?? String(key ?? '');
/** "Bathroom 1", with the photo's own description when it has one besides the default. */
const photoOf = (d: Record<string, unknown>) =>
  d.description && d.description !== DEFAULT_PHOTO_CAPTION ? `${section(d.section)} (${String(d.description)})` : section(d.section);

/** One line per event, in words (the server keeps the details as data). */
export function describeEvent(e: CheckEventRecord): string {
  const d = e.details;
  switch (e.type) {
    case 'created':
      return 'Check created';
    case 'updated':
      return list(d.fields) ? `Check updated: ${fieldNames(d.fields)}` : 'Check saved with no changes';
    case 'photo_added':
      return `Photo added: ${photoOf(d)}`;
    case 'photo_deleted':
      return `Photo deleted: ${photoOf(d)}`;
    case 'caption_changed':
      return d.caption ? `Photo caption in ${section(d.section)} changed to "${String(d.caption)}"` : `Photo caption in ${section(d.section)} removed`;
    case 'certificate_issued':
      return `Certificate ${String(d.certificateNumber ?? '')} issued`;
    case 'certificate_voided':
      return `Certificate ${String(d.certificateNumber ?? '')} voided: ${String(d.reason ?? '')}`;
    case 'emailed':
      return `${DOCUMENT_NAMES[d.document as DocumentKind] ?? 'Document'} emailed to ${list(d.recipients)}`;
    case 'follow_up_opened':
      return `Follow-up opened: ${String(d.item ?? '')}`;
    case 'follow_up_changed':
      return `Follow-up ${String(d.item ?? '')}: ${statusLabel(d.from)} to ${statusLabel(d.to)}${d.quoteNumber ? ` (quote ${String(d.quoteNumber)})` : ''}`;
  }
}
