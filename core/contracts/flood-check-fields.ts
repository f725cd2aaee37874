import { z } from 'zod';
import { LIMITS } from '../limits';
import { optionalIsoDate, requiredText } from './common';
import type { DocumentKind } from './documents';

/** The check's top-level fields (CHECK_FIELDS, below) and the kinds of field they are built from. */

export const AUSTRALIAN_STATES = ['VIC', 'NSW', 'QLD', 'SA', 'WA', 'TAS', 'NT', 'ACT'] as const;
export const PASS_FAIL = ['pass', 'fail'] as const;
export type PassFail = (typeof PASS_FAIL)[number];

export type CheckFieldKind = 'text' | 'email' | 'phone' | 'postcode' | 'state' | 'reading' | 'pass-fail' | 'date' | 'signature';

export interface CheckFieldMeta {
  kind: CheckFieldKind;
  /** How messages (the required-fields toast) and a document row name the field. */
  label: string;
  /** The message when it is missing or empty; a field without one is optional. */
  required?: string;
  /** The longest text in characters, or the highest reading. */
  max?: number;
  /** A reading's unit ('kPa'). */
  unit?: string;
  /** What the API record holds when nothing is stored: optional texts and dates leave the key undefined. */
  absent: null | undefined;
  /** The form's starting value ('' = not set). */
  initial: string;
  /** Documents that show the field as a row of its own (label: value), after their fixed rows. */
  documents?: readonly DocumentKind[];
  /** Read by the Existing list (its summary and address), never the other fields. */
  list?: boolean;
}

/** A field: what it is (meta) and the zod schemas of the request body and of the API record. */
export interface CheckField<B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> extends CheckFieldMeta {
  body: B;
  record: R;
}

type Options = Pick<CheckFieldMeta, 'label' | 'documents' | 'list'>;
/** What a builder adds to the options it is given (which stay literal: `list: true` types LIST_FIELD_NAMES). */
type Built<K extends CheckFieldKind, B extends z.ZodType, R extends z.ZodType> = { kind: K; absent: null | undefined; initial: string; body: B; record: R };

/** Empty inputs ('' or NaN from a number field) mean "not recorded". */
function optionalReading(min: number, max: number, unit: string) {
  return z.preprocess(
    (v) => (v === '' || v === undefined || v === null || (typeof v === 'number' && Number.isNaN(v)) ? null : typeof v === 'string' ? Number(v) : v),
    z.number({ error: 'Enter a number' }).min(min, `Must be at least ${min} ${unit}`).max(max, `Must be at most ${max} ${unit}`).nullable(),
  );
}

export const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), z.enum(values).nullable());

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

function text<const O extends Options & { max: number; required: string }>(o: O): O & Built<'text', ReturnType<typeof requiredText>, z.ZodString>;
function text<const O extends Options & { max: number; maxMessage?: string }>(o: O): O & Built<'text', z.ZodOptional<z.ZodString>, z.ZodOptional<z.ZodString>>;
/** Free text, trimmed; optional unless it has a required message. */
function text(o: Options & { max: number; required?: string; maxMessage?: string }): CheckField {
  const base = { ...o, kind: 'text' as const, initial: '' };
  return o.required
    ? { ...base, absent: null, body: requiredText(o.required, o.max), record: z.string() }
    : { ...base, absent: undefined, body: z.string().trim().max(o.max, o.maxMessage).optional(), record: z.string().optional() };
}

function email<const O extends Options & { required: string }>(o: O) {
  const max = 254;
  const body = z.string({ error: o.required }).trim().max(max).pipe(z.email(o.required));
  return { ...o, kind: 'email' as const, max, absent: null, initial: '', body, record: z.string() } satisfies CheckField;
}

/** An Australian phone number as people write it: spaces, dashes, brackets and +61 allowed. */
export const AUSTRALIAN_PHONE = /^(?:(?:\+?61|0)[2-478]\d{8}|1[38]00\d{6}|13\d{4})$/;
const PHONE_MESSAGE = 'Enter an Australian phone number, e.g. 0412 345 678 or (03) 9123 4567';

/** Optional; checked with spaces, dashes and brackets ignored, stored as typed (trimmed). */
function phone<const O extends Options>(o: O) {
  const body = z
    .string()
    .trim()
    .max(20, PHONE_MESSAGE)
    .refine((v) => v === '' || AUSTRALIAN_PHONE.test(v.replace(/[\s()-]/g, '')), PHONE_MESSAGE)
    .optional();
  return { ...o, kind: 'phone' as const, max: 20, absent: undefined, initial: '', body, record: z.string().optional() } satisfies CheckField;
}

/** An Australian postcode: four digits. */
function postcode<const O extends Options & { required: string }>(o: O) {
  const n = LIMITS.postcodeLength;
  const body = z
    .string({ error: o.required })
    .trim()
    .min(n, o.required)
    .max(n, `Postcode must be ${n} digits`)
    .regex(/^\d{4}$/, `Postcode must be ${n} digits`);
  return { ...o, kind: 'postcode' as const, max: n, absent: null, initial: '', body, record: z.string() } satisfies CheckField;
}

function state<const O extends Options & { initial: (typeof AUSTRALIAN_STATES)[number] }>(o: O) {
  const body = z.enum(AUSTRALIAN_STATES).default(o.initial);
  return { ...o, kind: 'state' as const, absent: null, body, record: z.enum(AUSTRALIAN_STATES) } satisfies CheckField;
}

/** A measured number within its range; blank means not recorded. */
function reading<const O extends Options & { min: number; max: number; unit: string }>(o: O) {
  return {
    ...o,
    kind: 'reading' as const,
    absent: null,
    initial: '',
    body: optionalReading(o.min, o.max, o.unit),
    record: z.number().nullable(),
  } satisfies CheckField;
}

function passFail<const O extends Options>(o: O) {
  return {
    ...o,
    kind: 'pass-fail' as const,
    absent: null,
    initial: '',
    body: optionalEnum(PASS_FAIL),
    record: z.enum(PASS_FAIL).nullable(),
  } satisfies CheckField;
}

/** A calendar date from <input type="date">, YYYY-MM-DD. */
function date<const O extends Options>(o: O) {
  return { ...o, kind: 'date' as const, absent: undefined, initial: '', body: optionalIsoDate, record: z.string().optional() } satisfies CheckField;
}

/** A PNG drawn on the signature pad, as a data URL; the server re-encodes it before storing. */
function signature<const O extends Options & { maxBytes: number }>(o: O) {
  const body = z
    .union([z.string().max(o.maxBytes, 'Signature is too large').regex(PNG_DATA_URL, 'Signature must be a PNG image'), z.literal('')])
    .nullable()
    .optional();
  return { ...o, kind: 'signature' as const, absent: null, initial: '', body, record: z.string().nullable().optional() } satisfies CheckField;
}

const NOTE_MAX = `Notes must be at most ${LIMITS.noteMax} characters`;
const OVERRIDE_MAX = `The reason must be at most ${LIMITS.overrideReasonMax} characters`;

/**
 * The top-level fields of the flood prevention check, in form order: the one list from which
 * the body and record schemas (flood-check.ts), the form's starting values, the stored
 * columns of a save and the row -> record mapping (server/features/flood-checks) derive. Areas,
 * hoses and appliances have their own tables (AREAS, APPLIANCES in flood-check.ts).
 *
 * Adding a field: a line here, its column in server/db/schema.ts (and the generated
 * migration), and the form section that shows it.
 */
export const CHECK_FIELDS = {
  clientName: text({ label: 'Client name', max: 120, required: 'Client name is required', list: true }),
  unitNumber: text({ label: 'Unit number', max: 20, list: true }),
  streetNumber: text({ label: 'Street number', max: 20, required: 'Street number is required', list: true }),
  streetName: text({ label: 'Street name', max: 100, required: 'Street name is required', list: true }),
  streetType: text({ label: 'Street type', max: 40, required: 'Street type is required', list: true }),
  suburb: text({ label: 'Suburb', max: 80, required: 'Suburb is required', list: true }),
  postcode: postcode({ label: 'Postcode', required: 'Valid postcode is required', list: true }),
  state: state({ label: 'State', initial: 'VIC', list: true }),
  initialJobNumber: text({ label: 'Job number', max: 50, required: 'Job number is required', list: true }),
  clientEmail: email({ label: 'Client email', required: 'Valid email address is required', list: true }),
  clientPhone: phone({ label: 'Client phone' }),
  staticPressureKpa: reading({ label: 'Static pressure', min: 0, max: 3000, unit: 'kPa' }),
  temperatureCelsius: reading({ label: 'Hot water temperature', min: 0, max: 100, unit: '°C' }),
  staticPressureStatus: passFail({ label: 'Static pressure status' }),
  hotWaterTempStatus: passFail({ label: 'Hot water temperature status' }),
  // Required (5-300 characters) when the status differs from what the reading suggests: floodCheckBody's refinement.
  staticPressureOverrideReason: text({ label: 'Static pressure override reason', max: LIMITS.overrideReasonMax, maxMessage: OVERRIDE_MAX }),
  hotWaterTempOverrideReason: text({ label: 'Hot water override reason', max: LIMITS.overrideReasonMax, maxMessage: OVERRIDE_MAX }),
  staticPressureNotes: text({ label: 'Static pressure notes', max: LIMITS.noteMax, maxMessage: NOTE_MAX }),
  hotWaterTempNotes: text({ label: 'Hot water notes', max: LIMITS.noteMax, maxMessage: NOTE_MAX }),
  generalNotes: text({ label: 'General notes', max: LIMITS.noteMax, maxMessage: NOTE_MAX }),
  plumberName: text({ label: 'Plumber name', max: LIMITS.plumberNameMax, maxMessage: `Plumber name must be at most ${LIMITS.plumberNameMax} characters` }),
  inspectionDate: date({ label: 'Inspection date' }),
  plumberSignature: signature({ label: 'Signature', maxBytes: 2_000_000 }),
} as const;

export type CheckFieldName = keyof typeof CHECK_FIELDS;
type Fields = typeof CHECK_FIELDS;

/** Every top-level field name, in form order. */
export const CHECK_FIELD_NAMES = Object.keys(CHECK_FIELDS) as CheckFieldName[];

/** The fields the Existing list reads. */
export type ListFieldName = { [K in CheckFieldName]: Fields[K] extends { list: true } ? K : never }[CheckFieldName];
export const LIST_FIELD_NAMES = CHECK_FIELD_NAMES.filter((n) => (CHECK_FIELDS[n] as CheckFieldMeta).list) as ListFieldName[];

function shape<S extends 'body' | 'record'>(which: S): { [K in CheckFieldName]: Fields[K][S] } {
  return Object.fromEntries(CHECK_FIELD_NAMES.map((n) => [n, CHECK_FIELDS[n][which]])) as { [K in CheckFieldName]: Fields[K][S] };
}

/** The zod shape of the fields in a request body (form text in, typed values out). */
export const checkFieldsBodyShape = shape('body');
/** The zod shape of the fields in an API record (plain types: response schemas are encoded). */
export const checkFieldsRecordShape = shape('record');
