import { eq } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { companySettings } from './schema';

export type SettingsRow = typeof companySettings.$inferSelect;

/** The single settings row, created by the seed at start. */
export async function getSettings(db: DbOrTx): Promise<SettingsRow> {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.id, 1));
  if (!row) throw new Error('company_settings row missing: the seed did not run');
  return row;
}

export async function updateSettings(db: DbOrTx, values: Partial<Omit<SettingsRow, 'id'>>): Promise<SettingsRow> {
  const [row] = await db
    .update(companySettings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companySettings.id, 1))
    .returning();
  return row!;
}
