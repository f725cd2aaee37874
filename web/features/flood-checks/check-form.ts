import { CHECK_FIELD_LABELS, INSPECTION_FIELDS } from '../../../core/contracts/flood-check';
import { CHECK_FIELD_NAMES, CHECK_FIELDS } from '../../../core/contracts/flood-check-fields';
import type { CurrentUser } from '../../../core/contracts/auth';
import { todayIso } from '../../lib/dates';

/**
 * The form keeps every value as text ('' = not set), exactly what the inputs hold; the
 * shared `floodCheckBody` schema turns it into the API body, in the browser and again on
 * the server.
 */
export type CheckForm = Record<string, string>;

/** Empty form; plumber name and today's date come from the signed-in user (docs/product.md#checks). */
export function emptyCheckForm(user: Pick<CurrentUser, 'firstName' | 'lastName'> | null): CheckForm {
  const form: CheckForm = {};
  for (const name of CHECK_FIELD_NAMES) form[name] = CHECK_FIELDS[name].initial;
  for (const f of [...INSPECTION_FIELDS.applicability, ...INSPECTION_FIELDS.condition]) form[f] = '';
  if (user?.firstName && user.lastName) {
    form.plumberName = `${user.firstName} ${user.lastName}`;
    form.inspectionDate = todayIso();
  }
  return form;
}

/** A draft is worth keeping once it names the client, the job or the client's email (docs/product.md#drafts). */
export function draftWorthSaving(form: CheckForm | null | undefined): boolean {
  return Boolean(form && (form.clientName?.trim() || form.initialJobNumber?.trim() || form.clientEmail?.trim()));
}

/** "Client name: Client name is required" lines, in form order. */
export function describeErrors(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([field, message]) => `${CHECK_FIELD_LABELS[field] ?? field}: ${message}`)
    .join('\n');
}
