import { z } from 'zod';
import { LIMITS } from '../limits';
import { isOverride, READINGS } from '../rules/readings';
import { CHECK_FIELD_NAMES, CHECK_FIELDS, checkFieldsBodyShape, checkFieldsRecordShape, optionalEnum, type PassFail } from './flood-check-fields';
import { endpoint } from './endpoint';

/**
 * The flood prevention check (docs/product.md#checks): one schema validates the form in the
 * browser and the body on the server. Its top-level fields are listed in flood-check-fields.ts.
 */
export const APPLICABILITY = ['applicable', 'na'] as const;
/** green = good; amber (shown as Orange) = approaching or past the 5-year replacement cycle; red = visible defects. */
export const HOSE_CONDITIONS = ['green', 'amber', 'red'] as const;
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

/** Photo section keys (docs/product.md#photos) with the labels shown beside photos. */
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

/** The notes field of an area or appliance ('kitchenNotes'), stored with its answers. */
export const notesField = (key: string) => `${key}Notes`;

/** Every area, hose and appliance field name (stored together with the check), and their notes. */
export const INSPECTION_FIELDS = {
  applicability: [...AREAS.map((a) => a.statusField), ...APPLIANCES.map((a) => a.statusField)],
  condition: [...AREAS.flatMap((a) => a.hoses.map((h) => h.field)), ...APPLIANCES.map((a) => a.conditionField)],
  notes: [...AREAS.map((a) => notesField(a.key)), ...APPLIANCES.map((a) => notesField(a.key))],
} as const;

/** Every field of a check in words ('Bathroom 1 notes'): the form's error list and the history's "Check updated: ...". */
export const CHECK_FIELD_LABELS: Readonly<Record<string, string>> = Object.fromEntries([
  ...CHECK_FIELD_NAMES.map((name) => [name, CHECK_FIELDS[name].label]),
  ...AREAS.flatMap((a) => [
    [a.statusField, `${a.label} applicable or N/A`],
    ...a.hoses.map((h) => [h.field, `${a.label} ${h.label.toLowerCase()}`]),
    [notesField(a.key), `${a.label} notes`],
  ]),
  ...APPLIANCES.flatMap((a) => [
    [a.statusField, `${a.label} applicable or N/A`],
    [a.conditionField, `${a.label} condition`],
    [notesField(a.key), `${a.label} notes`],
  ]),
]);

const NOTE_MAX_MESSAGE = `Notes must be at most ${LIMITS.noteMax} characters`;
const inspectionShape = Object.fromEntries([
  ...INSPECTION_FIELDS.applicability.map((f) => [f, optionalEnum(APPLICABILITY)]),
  ...INSPECTION_FIELDS.condition.map((f) => [f, optionalEnum(HOSE_CONDITIONS)]),
  ...INSPECTION_FIELDS.notes.map((f) => [f, z.string().trim().max(LIMITS.noteMax, NOTE_MAX_MESSAGE).optional()]),
]) as Record<string, ReturnType<typeof optionalEnum> | z.ZodOptional<z.ZodString>>;

/** The message under a reading's reason when its status overrides the reading without one. */
export const OVERRIDE_REASON_MESSAGE = `Give a reason (${LIMITS.overrideReasonMin}-${LIMITS.overrideReasonMax} characters) for a status that differs from the reading`;

/**
 * The phone's id of the draft a check is created from (docs/product.md#drafts): the create's idempotency key.
 * In the body, not an Idempotency-Key header, so this one schema checks it in the browser and on the server and
 * the queue resends it with the form it keeps. Optional for older clients; a save (PUT) ignores it.
 */
export const checkDraftId = z.uuid({ error: 'draftId must be a UUID' });

/**
 * The check as the form sends it. A reading whose chosen status differs from what its value
 * suggests needs a reason (docs/product.md#check-status); the same rule runs in the browser and the server.
 */
export const floodCheckBody = z.object({ ...checkFieldsBodyShape, ...inspectionShape, draftId: checkDraftId.optional() }).superRefine((body, ctx) => {
  for (const r of READINGS) {
    if (!isOverride(body[r.value], body[r.status] as PassFail | null, r.grade)) continue;
    const reason = body[r.reason] ?? '';
    if (reason.length < LIMITS.overrideReasonMin) ctx.addIssue({ code: 'custom', path: [r.reason], message: OVERRIDE_REASON_MESSAGE });
  }
});
export type FloodCheckBody = z.infer<typeof floodCheckBody>;
export type FloodCheckInput = z.input<typeof floodCheckBody>;

export const CHECK_STATUSES = ['draft', 'completed'] as const;

/**
 * The error code of the 409 answered to any change of a check whose certificate is issued
 * (docs/product.md#certificates): the form matches on it to turn read-only.
 */
export const CERTIFICATE_ISSUED_CODE = 'certificate_issued';

const inspectionRecordShape = Object.fromEntries([
  ...INSPECTION_FIELDS.applicability.map((f) => [f, z.enum(APPLICABILITY).nullish()]),
  ...INSPECTION_FIELDS.condition.map((f) => [f, z.enum(HOSE_CONDITIONS).nullish()]),
  ...INSPECTION_FIELDS.notes.map((f) => [f, z.string().nullish()]),
]) as Record<string, z.ZodOptional<z.ZodNullable<z.ZodEnum | z.ZodString>>>;

/**
 * A stored check as the API returns it. Plain types, no preprocessing: response schemas
 * are encoded (fastify-type-provider-zod), which one-way transforms cannot do.
 */
export const floodCheckRecord = z.object({
  id: z.number(),
  userId: z.number(),
  ...checkFieldsRecordShape,
  ...inspectionRecordShape,
  status: z.string(),
  certificateIssued: z.boolean(),
  certificateIssuedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdByName: z.string().nullable(),
});
export type FloodCheckRecord = z.infer<typeof floodCheckRecord>;

/** A photo as the client sees it (docs/product.md#photos). */
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
  /** Written by the plumber in the form; shown under the photo instead of "Inspection photo". */
  caption: z.string().nullable(),
  /** When the photo was taken: the camera's EXIF time, else when the app took it; null if unknown. */
  takenAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PhotoRecord = z.infer<typeof photoRecord>;

/** The 409 when a check already holds LIMITS.photosPerCheck photos; the form says the same before trying. */
export const PHOTO_LIMIT_MESSAGE = `A check can hold at most ${LIMITS.photosPerCheck} photos. Delete one before adding another.`;

/** PATCH /api/photos/{id}: the caption ('' removes it). */
export const photoCaptionBody = z.object({
  caption: z.string().trim().max(LIMITS.photoCaptionMax, `Caption must be at most ${LIMITS.photoCaptionMax} characters`),
});

/** Flood prevention checks and their photos. */
export const floodCheckEndpoints = {
  /** Takes the list's query (checkListQuery). */
  list: endpoint({ method: 'GET', path: '/api/flood-prevention-checks', access: 'registered' }),
  /** 201 and the new check; 200 and the same check when its author already sent this draftId (docs/product.md#drafts). */
  create: endpoint({ method: 'POST', path: '/api/flood-prevention-checks', access: 'registered' }),
  get: endpoint({ method: 'GET', path: '/api/flood-prevention-checks/:id', access: 'registered' }),
  update: endpoint({ method: 'PUT', path: '/api/flood-prevention-checks/:id', access: 'registered' }),
  photos: endpoint({ method: 'GET', path: '/api/flood-prevention-checks/:id/photos', access: 'registered' }),
  uploadPhoto: endpoint({ method: 'POST', path: '/api/flood-prevention-checks/:id/photos', access: 'registered' }),
  captionPhoto: endpoint({ method: 'PATCH', path: '/api/photos/:id', access: 'registered' }),
  deletePhoto: endpoint({ method: 'DELETE', path: '/api/photos/:id', access: 'registered' }),
  /** A photo file (or its compressed copy), for those who may see its check. */
  photoFile: endpoint({ method: 'GET', path: '/uploads/:fileName', access: 'registered' }),
};
