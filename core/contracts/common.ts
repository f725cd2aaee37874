import { z } from 'zod';

/** The one error shape every API failure answers with. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  /** Field path -> the message shown beside that field. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A required text field whose missing and empty forms both give the product's message (docs/product.md#interface). */
export function requiredText(message: string, max = 200) {
  return z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
}

export function optionalText(max = 200) {
  return z.string().trim().max(max, `Must be at most ${max} characters`).optional();
}

/** Calendar date as sent by an <input type="date">: YYYY-MM-DD. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a valid date')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Enter a valid date');

export const optionalIsoDate = z.union([isoDate, z.literal('')]).optional();

/** Integer id in a URL path: numeric strings only, so "1;drop" or "abc" is a 400, not a 500. */
export const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const emailAddress = z.string().trim().toLowerCase().max(254).pipe(z.email('Please enter a valid email address'));

export const okResponse = z.object({ ok: z.literal(true) });
