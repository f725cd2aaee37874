import { floodCheckBody, type FloodCheckBody, type FloodCheckRecord, INSPECTION_FIELDS } from '../../../core/contracts/flood-check';
import { CHECK_FIELD_NAMES, type PassFail } from '../../../core/contracts/flood-check-fields';
import { isOverride, READINGS } from '../../../core/rules/readings';
import type { CheckForm } from './check-form';

/**
 * The form's local-only record of the statuses the app set from a reading (status field names,
 * comma-separated; readings-section.tsx). It is saved with the draft on the phone; the shared
 * schema drops unknown keys, so it never reaches the server. A status loaded from the server is
 * not in it: it counts as the plumber's choice.
 */
export const APP_SET_STATUSES = 'localAppSetStatuses';

/** Every field a save sends, in form order. */
export const FORM_FIELDS = [...CHECK_FIELD_NAMES, ...INSPECTION_FIELDS.applicability, ...INSPECTION_FIELDS.condition, ...INSPECTION_FIELDS.notes];

/** A check's values as the server keeps them, field by field: what "changed" is measured on. */
export type KeptValues = Record<string, unknown>;

/** A saved check as the form holds it: every value as text, '' when not set. */
export function recordToForm(record: FloodCheckRecord): CheckForm {
  const form: CheckForm = {};
  const values = record as unknown as Record<string, unknown>;
  for (const name of FORM_FIELDS) {
    const value = values[name];
    form[name] = value === null || value === undefined ? '' : String(value);
  }
  return form;
}

/** A reason the server drops (its status no longer overrides the reading) is left out. */
function withoutStaleReasons(kept: KeptValues): KeptValues {
  for (const r of READINGS) if (!isOverride(kept[r.value] as number | null, kept[r.status] as PassFail | null, r.grade)) kept[r.reason] = null;
  return kept;
}

/**
 * The form's values as the server would keep them, field by field through the shared schema
 * ('6.50' and '6.5', a name typed in lower case, are the same check); a value the schema
 * refuses stays as typed. Local-only keys (readings-section's app-set statuses) are not fields.
 */
export function keptValues(form: CheckForm): KeptValues {
  const shape = floodCheckBody.shape as Record<string, { safeParse(v: unknown): { success: boolean; data?: unknown } }>;
  const kept: KeptValues = {};
  for (const name of FORM_FIELDS) {
    const parsed = shape[name]?.safeParse(form[name] ?? '');
    kept[name] = parsed?.success ? (parsed.data ?? null) : `as typed: ${form[name] ?? ''}`;
  }
  return withoutStaleReasons(kept);
}

/** What a save sent, kept the same way: the body is the form through the same schema. */
export function keptOfBody(body: FloodCheckBody): KeptValues {
  const values = body as Record<string, unknown>;
  return withoutStaleReasons(Object.fromEntries(FORM_FIELDS.map((name) => [name, values[name] ?? null])));
}

/** The fields whose kept values differ. */
export function changedFields(a: KeptValues, b: KeptValues): string[] {
  return FORM_FIELDS.filter((name) => a[name] !== b[name]);
}
