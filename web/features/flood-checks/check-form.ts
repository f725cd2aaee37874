import { INSPECTION_FIELDS } from '../../../core/contracts/flood-check';
import type { CurrentUser } from '../../../core/contracts/auth';
import { todayIso } from '../../lib/dates';

/**
 * The form keeps every value as text ('' = not set), exactly what the inputs hold; the
 * shared `floodCheckBody` schema turns it into the API body, in the browser and again on
 * the server.
 */
export type CheckForm = Record<string, string>;

const CLIENT_FIELDS = [
  'clientName',
  'unitNumber',
  'streetNumber',
  'streetName',
  'streetType',
  'suburb',
  'postcode',
  'initialJobNumber',
  'clientEmail',
] as const;

/** Empty form; plumber name and today's date come from the signed-in user (spec part 2 §4). */
export function emptyCheckForm(user: Pick<CurrentUser, 'firstName' | 'lastName'> | null): CheckForm {
  const form: CheckForm = {};
  for (const f of [...CLIENT_FIELDS, ...INSPECTION_FIELDS.applicability, ...INSPECTION_FIELDS.condition]) form[f] = '';
  Object.assign(form, {
    state: 'VIC',
    staticPressureKpa: '',
    temperatureCelsius: '',
    staticPressureStatus: '',
    hotWaterTempStatus: '',
    plumberName: user?.firstName && user.lastName ? `${user.firstName} ${user.lastName}` : '',
    inspectionDate: user?.firstName && user.lastName ? todayIso() : '',
    plumberSignature: '',
  });
  return form;
}

/** A draft is worth keeping once it names the client, the job or the client's email (spec part 2 §4). */
export function draftWorthSaving(form: CheckForm | null | undefined): boolean {
  return Boolean(form && (form.clientName?.trim() || form.initialJobNumber?.trim() || form.clientEmail?.trim()));
}

/** Labels used in the 'Please Complete Required Fields' toast. */
export const FIELD_LABELS: Record<string, string> = {
  clientName: 'Client name',
  unitNumber: 'Unit number',
  streetNumber: 'Street number',
  streetName: 'Street name',
  streetType: 'Street type',
  suburb: 'Suburb',
  postcode: 'Postcode',
  state: 'State',
  initialJobNumber: 'Job number',
  clientEmail: 'Client email',
  staticPressureKpa: 'Static pressure',
  temperatureCelsius: 'Hot water temperature',
  plumberName: 'Plumber name',
  inspectionDate: 'Inspection date',
  plumberSignature: 'Signature',
};

/** "Client name: Client name is required" lines, in form order. */
export function describeErrors(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([field, message]) => `${FIELD_LABELS[field] ?? field}: ${message}`)
    .join('\n');
}
