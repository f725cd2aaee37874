import { z } from 'zod';
import { photoSectionSchema } from './flood-check';

/** GET /api/flood-prevention-checks: newest first, one page at a time (keyset cursor). */
export const checkListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** The `nextCursor` of the previous page. */
  cursor: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
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
  /** Chosen by the browser per photo, so a retried upload is recognised, never duplicated. */
  clientUploadId: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, 'Invalid upload id')
    .optional(),
});
export type PhotoUploadFields = z.infer<typeof photoUploadFields>;
