import { z } from 'zod';
import { LIMITS } from '../limits';
import { CHECK_LIFECYCLE } from '../rules/check-lifecycle';
import { isoDate } from './common';
import { photoSectionSchema } from './flood-check';

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

/**
 * GET /api/flood-prevention-checks: newest first, one page at a time (keyset cursor),
 * optionally searched (client, address or job number) and filtered by status and by the
 * day it was created (from/to inclusive, on the company's calendar).
 */
export const checkListQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(20),
    /** The `nextCursor` of the previous page. */
    cursor: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    q: z.preprocess(blankToUndefined, z.string().trim().max(100, 'Search must be at most 100 characters').optional()),
    status: z.preprocess(blankToUndefined, z.enum(CHECK_LIFECYCLE, { error: 'Unknown status' }).optional()),
    from: z.preprocess(blankToUndefined, isoDate.optional()),
    to: z.preprocess(blankToUndefined, isoDate.optional()),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'The end date must not be before the start date' });
export type CheckListQuery = z.infer<typeof checkListQuery>;

/** A saved check as the Existing tab lists it (no signature: lists stay small). */
export const checkSummary = z.object({
  id: z.number(),
  userId: z.number(),
  clientName: z.string(),
  address: z.string(),
  status: z.string(),
  initialJobNumber: z.string(),
  clientEmail: z.string(),
  createdAt: z.string(),
  certificateIssued: z.boolean(),
  /** Its latest certificate was voided and not reissued (checkLifecycle). */
  certificateVoided: z.boolean(),
  photoCount: z.number(),
  createdByName: z.string().nullable(),
});
export type CheckSummary = z.infer<typeof checkSummary>;

export const checkListResponse = z.object({
  items: z.array(checkSummary),
  /** How many checks the user may see in all ("Existing (n)"); on the first page only, null after. */
  total: z.number().nullable(),
  nextCursor: z.number().nullable(),
});
export type CheckListResponse = z.infer<typeof checkListResponse>;

/** The text parts of POST /api/flood-prevention-checks/{id}/photos (the file is `photo`). */
export const photoUploadFields = z.object({
  section: photoSectionSchema,
  description: z
    .string()
    .trim()
    .max(200, 'Description must be at most 200 characters')
    .optional()
    .transform((v) => v || 'Inspection photo'),
  /** A caption typed before the photo reached the server (later ones: PATCH /api/photos/{id}). */
  caption: z.preprocess(
    blankToUndefined,
    z.string().trim().max(LIMITS.photoCaptionMax, `Caption must be at most ${LIMITS.photoCaptionMax} characters`).optional(),
  ),
  /** When the app took the photo (ISO); the server prefers the photo's own EXIF time. */
  takenAt: z.preprocess(blankToUndefined, z.iso.datetime({ offset: true, error: 'Invalid capture time' }).optional()),
  /** Chosen by the browser per photo, so a retried upload is recognised, never duplicated. */
  clientUploadId: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, 'Invalid upload id')
    .optional(),
});
export type PhotoUploadFields = z.infer<typeof photoUploadFields>;
