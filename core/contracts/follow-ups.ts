import { z } from 'zod';
import { LIMITS } from '../limits';
import { FOLLOW_UP_STATUSES } from '../rules/follow-ups';

/** Follow-ups: the office's work from each finding of a completed check (docs/product.md#follow-ups). */

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);
const id = z.coerce.number().int().positive().max(2_147_483_647);
const statusSchema = z.enum(FOLLOW_UP_STATUSES, { error: 'Unknown status' });

/** GET /api/follow-ups and /api/follow-ups.csv: the board's filters; oldest first. */
export const followUpListQuery = z.object({
  status: z.preprocess(blankToUndefined, statusSchema.optional()),
  /** The id of the plumber who recorded the check. */
  plumber: z.preprocess(blankToUndefined, id.optional()),
  /** Part of the client's suburb, any case. */
  suburb: z.preprocess(blankToUndefined, z.string().trim().max(100, 'Suburb must be at most 100 characters').optional()),
  /** Only those made more than this many days ago. */
  olderThanDays: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: 'Enter a number of days' }).int('Enter a whole number of days').min(0).max(3650).optional(),
  ),
  /** One check's (its report page). */
  check: z.preprocess(blankToUndefined, id.optional()),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
/** The filters as the browser sends them ('' or absent: not filtered). */
export type FollowUpListQuery = Partial<Record<keyof z.output<typeof followUpListQuery>, string | number>>;
/** The filters as the server reads them, parsed. */
export type FollowUpFilters = Omit<z.output<typeof followUpListQuery>, 'page'>;

export const followUpPhoto = z.object({ id: z.number(), url: z.string(), caption: z.string().nullable() });

/** One follow-up with what the office needs to quote it. */
export const followUpSchema = z.object({
  id: z.number(),
  checkId: z.number(),
  /** 'Bathroom 1 toilet connector hose', 'Static water pressure'. */
  item: z.string(),
  /** The photo section of the finding ('bathroom1', 'static-pressure'). */
  section: z.string(),
  /** fail (a reading), red, or amber (Orange, when the company setting is on). */
  severity: z.enum(['fail', 'red', 'amber']),
  status: statusSchema,
  quoteNumber: z.string().nullable(),
  amountCents: z.number().nullable(),
  /** The office's note, set with a change of status. */
  note: z.string().nullable(),
  /** The plumber's note on that reading, area or appliance. */
  plumberNote: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
  clientName: z.string(),
  address: z.string(),
  suburb: z.string(),
  clientPhone: z.string().nullable(),
  clientEmail: z.string(),
  jobNumber: z.string(),
  plumberId: z.number(),
  plumberName: z.string().nullable(),
  photos: z.array(followUpPhoto),
});
export type FollowUp = z.infer<typeof followUpSchema>;

export const followUpListResponse = z.object({
  items: z.array(followUpSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** The plumbers whose checks have follow-ups: the plumber filter's choices. */
  plumbers: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type FollowUpListResponse = z.infer<typeof followUpListResponse>;

/** PATCH /api/follow-ups/:id: a move to the next status (core/rules/follow-ups.ts). */
export const followUpPatchBody = z.object({
  status: statusSchema,
  quoteNumber: z.preprocess(blankToUndefined, z.string().trim().max(LIMITS.quoteNumberMax, `Must be at most ${LIMITS.quoteNumberMax} characters`).optional()),
  amountCents: z
    .number({ error: 'Enter the amount in cents' })
    .int('Enter the amount in whole cents')
    .min(0, 'The amount cannot be negative')
    .max(1_000_000_000, 'The amount is too large') // $10 million, within the integer column
    .optional(),
  note: z.preprocess(blankToUndefined, z.string().trim().max(LIMITS.noteMax, `Must be at most ${LIMITS.noteMax} characters`).optional()),
});
export type FollowUpPatchBody = z.infer<typeof followUpPatchBody>;

/** "Orange items create follow-ups too" (Settings, the owner's). */
export const followUpSettingsSchema = z.object({ orangeCreatesFollowUps: z.boolean() });
export type FollowUpSettings = z.infer<typeof followUpSettingsSchema>;

export { followUpEndpoints } from './follow-ups-endpoints';
