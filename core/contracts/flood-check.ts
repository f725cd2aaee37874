import { z } from 'zod';
import { LIMITS } from '../limits';
import { optionalIsoDate, requiredText } from './common';

/**
 * The flood prevention check (spec part 2 §3, §5): one schema validates the form in the
 * browser and the body on the server.
 */
export const AUSTRALIAN_STATES = ['VIC', 'NSW', 'QLD', 'SA', 'WA', 'TAS', 'NT', 'ACT'] as const;
export const PASS_FAIL = ['pass', 'fail'] as const;
export const APPLICABILITY = ['applicable', 'na'] as const;
/** green = good; amber (shown as Orange) = approaching or past the 5-year replacement cycle; red = visible defects. */
export const HOSE_CONDITIONS = ['green', 'amber', 'red'] as const;
export type PassFail = (typeof PASS_FAIL)[number];
export type Applicability = (typeof APPLICABILITY)[number];
export type HoseCondition = (typeof HOSE_CONDITIONS)[number];

export const HOSE_CONDITION_LABELS: Record<HoseCondition, string> = { green: 'Green', amber: 'Orange', red: 'Red' };

export interface AreaDefinition {
  key: 'bathroom1' | 'bathroom2' | 'bathroom3' | 'bathroom4' | 'kitchen' | 'laundry';
  label: string;
  statusField: string;
  hoses: ReadonlyArray<{ field: string; label: string }>;
}

const bathroom = (n: 1 | 2 | 3 | 4): AreaDefinition => ({
  key: `bathroom${n}`,
  label: `Bathroom ${n}`,
  statusField: `bathroom${n}InspectionStatus`,
  hoses: [
    { field: `bathroom${n}MixerTapHoses`, label: 'Mixer tap hoses' },
    { field: `bathroom${n}TapExtensionHoses`, label: 'Tap extension hoses' },
    { field: `bathroom${n}ToiletConnectorHose`, label: 'Toilet connector hose' },
  ],
});

/** Bathrooms 1-4, kitchen and laundry, each with its applicability and hose fields. */
export const AREAS: readonly AreaDefinition[] = [
  bathroom(1),
  bathroom(2),
  bathroom(3),
  bathroom(4),
  {
    key: 'kitchen',
    label: 'Kitchen',
    statusField: 'kitchenInspectionStatus',
    hoses: [
      { field: 'kitchenMixerTapHoses', label: 'Mixer tap hoses' },
      { field: 'kitchenTapExtensionHoses', label: 'Tap extension hoses' },
    ],
  },
  {
    key: 'laundry',
    label: 'Laundry',
    statusField: 'laundryInspectionStatus',
    hoses: [
      { field: 'laundryMixerTapHoses', label: 'Mixer tap hoses' },
      { field: 'laundryTapExtensionHoses', label: 'Tap extension hoses' },
    ],
  },
];

/** The four appliances: applicability and condition. */
export const APPLIANCES = [
  { key: 'washingMachineHoses', label: 'Washing machine hoses', statusField: 'washingMachineHosesStatus', conditionField: 'washingMachineHoses' },
  { key: 'dishwasherHose', label: 'Dishwasher hose', statusField: 'dishwasherHoseStatus', conditionField: 'dishwasherHose' },
  { key: 'fridgeFlexiTubing', label: 'Fridge flexi tubing', statusField: 'fridgeFlexiTubingStatus', conditionField: 'fridgeFlexiTubing' },
  {
    key: 'undersinkWaterFilterTubing',
    label: 'Under-sink water filter tubing',
    statusField: 'undersinkWaterFilterTubingStatus',
    conditionField: 'undersinkWaterFilterTubing',
  },
] as const;

/** Photo section keys (spec part 2 §3) with the labels shown beside photos. */
export const PHOTO_SECTIONS = {
  'static-pressure': 'Static pressure',
  'hot-water-temp': 'Hot water temperature',
  bathroom1: 'Bathroom 1',
  bathroom2: 'Bathroom 2',
  bathroom3: 'Bathroom 3',
  bathroom4: 'Bathroom 4',
  kitchen: 'Kitchen',
  laundry: 'Laundry',
  washingMachineHoses: 'Washing machine hoses',
  dishwasherHose: 'Dishwasher hose',
  fridgeFlexiTubing: 'Fridge flexi tubing',
  undersinkWaterFilterTubing: 'Under-sink water filter tubing',
} as const;
export type PhotoSection = keyof typeof PHOTO_SECTIONS;
export const photoSectionSchema = z.enum(Object.keys(PHOTO_SECTIONS) as [PhotoSection, ...PhotoSection[]], { error: 'Unknown photo section' });

/** Every area, hose and appliance field name (stored together with the check). */
export const INSPECTION_FIELDS = {
  applicability: [...AREAS.map((a) => a.statusField), ...APPLIANCES.map((a) => a.statusField)],
  condition: [...AREAS.flatMap((a) => a.hoses.map((h) => h.field)), ...APPLIANCES.map((a) => a.conditionField)],
} as const;

/** Empty inputs ('' or NaN from a number field) mean "not recorded". */
function optionalReading(min: number, max: number, unit: string) {
  return z.preprocess(
    (v) => (v === '' || v === undefined || v === null || (typeof v === 'number' && Number.isNaN(v)) ? null : typeof v === 'string' ? Number(v) : v),
    z.number({ error: 'Enter a number' }).min(min, `Must be at least ${min} ${unit}`).max(max, `Must be at most ${max} ${unit}`).nullable(),
  );
}

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), z.enum(values).nullable());

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

const inspectionShape = Object.fromEntries([
  ...INSPECTION_FIELDS.applicability.map((f) => [f, optionalEnum(APPLICABILITY)]),
  ...INSPECTION_FIELDS.condition.map((f) => [f, optionalEnum(HOSE_CONDITIONS)]),
]) as Record<string, ReturnType<typeof optionalEnum>>;

export const floodCheckBody = z.object({
  clientName: requiredText('Client name is required', 120),
  unitNumber: z.string().trim().max(20).optional(),
  streetNumber: requiredText('Street number is required', 20),
  streetName: requiredText('Street name is required', 100),
  streetType: requiredText('Street type is required', 40),
  suburb: requiredText('Suburb is required', 80),
  postcode: z
    .string({ error: 'Valid postcode is required' })
    .trim()
    .min(LIMITS.postcodeLength, 'Valid postcode is required')
    .max(LIMITS.postcodeLength, 'Postcode must be 4 digits')
    .regex(/^\d{4}$/, 'Postcode must be 4 digits'),
  state: z.enum(AUSTRALIAN_STATES).default('VIC'),
  initialJobNumber: requiredText('Job number is required', 50),
  clientEmail: z.string({ error: 'Valid email address is required' }).trim().max(254).pipe(z.email('Valid email address is required')),
  staticPressureKpa: optionalReading(0, 3000, 'kPa'),
  temperatureCelsius: optionalReading(0, 100, '°C'),
  staticPressureStatus: optionalEnum(PASS_FAIL),
  hotWaterTempStatus: optionalEnum(PASS_FAIL),
  ...inspectionShape,
  plumberName: z.string().trim().max(LIMITS.plumberNameMax, `Plumber name must be at most ${LIMITS.plumberNameMax} characters`).optional(),
  inspectionDate: optionalIsoDate,
  plumberSignature: z
    .union([z.string().max(2_000_000, 'Signature is too large').regex(PNG_DATA_URL, 'Signature must be a PNG image'), z.literal('')])
    .nullable()
    .optional(),
});
export type FloodCheckBody = z.infer<typeof floodCheckBody>;
export type FloodCheckInput = z.input<typeof floodCheckBody>;

export const CHECK_STATUSES = ['draft', 'completed'] as const;

/**
 * The error code of the 409 answered to any change of a check whose certificate is issued
 * (DECISIONS §7): the form matches on it to turn read-only.
 */
export const CERTIFICATE_ISSUED_CODE = 'certificate_issued';

const inspectionRecordShape = Object.fromEntries([
  ...INSPECTION_FIELDS.applicability.map((f) => [f, z.enum(APPLICABILITY).nullish()]),
  ...INSPECTION_FIELDS.condition.map((f) => [f, z.enum(HOSE_CONDITIONS).nullish()]),
]) as Record<string, z.ZodOptional<z.ZodNullable<z.ZodEnum>>>;

/**
 * A stored check as the API returns it. Plain types, no preprocessing: response schemas
 * are encoded (fastify-type-provider-zod), which one-way transforms cannot do.
 */
export const floodCheckRecord = z.object({
  id: z.number(),
  userId: z.number(),
  clientName: z.string(),
  unitNumber: z.string().optional(),
  streetNumber: z.string(),
  streetName: z.string(),
  streetType: z.string(),
  suburb: z.string(),
  postcode: z.string(),
  state: z.enum(AUSTRALIAN_STATES),
  initialJobNumber: z.string(),
  clientEmail: z.string(),
  staticPressureKpa: z.number().nullable(),
  temperatureCelsius: z.number().nullable(),
  staticPressureStatus: z.enum(PASS_FAIL).nullable(),
  hotWaterTempStatus: z.enum(PASS_FAIL).nullable(),
  ...inspectionRecordShape,
  plumberName: z.string().optional(),
  inspectionDate: z.string().optional(),
  plumberSignature: z.string().nullable().optional(),
  status: z.string(),
  certificateIssued: z.boolean(),
  certificateIssuedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdByName: z.string().nullable(),
});
export type FloodCheckRecord = z.infer<typeof floodCheckRecord>;

/** A photo as the client sees it (spec part 2 §3). */
export const photoRecord = z.object({
  id: z.number(),
  section: z.string(),
  description: z.string(),
  filename: z.string(),
  fileName: z.string(),
  fileUrl: z.string(),
  url: z.string(),
  mimeType: z.string(),
  fileSize: z.number(),
  createdAt: z.string(),
});
export type PhotoRecord = z.infer<typeof photoRecord>;
