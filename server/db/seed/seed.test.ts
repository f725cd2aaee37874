import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Guideline } from '../../../core/contracts/content';
import { guidelines, trainingMaterials, users } from '../schema';
import { createTestApp, type TestApp } from '../../test/app';
import { registered } from '../../test/factories';
import { GUIDELINES } from './guidelines.content';
import { seedDatabase } from './index';
import { TRAINING_MATERIALS } from './training-materials.content';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await registered(t.app, 'Plumber'); // someone whose dashboard a needless write would invalidate
});
afterAll(() => t.close());

const reseed = () => seedDatabase(t.db, t.config);
const PAY = 'tier-pay-and-weekly-revenue-bonus';
const payGuideline = GUIDELINES.find((g) => g.slug === PAY)!;

/** Row version of each seeded row (by slug): unchanged when nothing was written to it. */
async function rowVersions(table: 'guidelines' | 'training_materials'): Promise<Record<string, string>> {
  const result = await t.db.execute(sql.raw(`SELECT slug, xmin::text AS v FROM ${table} WHERE slug IS NOT NULL`));
  return Object.fromEntries((result as unknown as { rows: { slug: string; v: string }[] }).rows.map((r) => [r.slug, r.v]));
}
const changedSlugs = (before: Record<string, string>, after: Record<string, string>) => Object.keys(after).filter((slug) => after[slug] !== before[slug]);
const dashboardVersions = async () => (await t.db.select({ v: users.dashboardVersion }).from(users)).map((r) => r.v);

describe('start-up seed of guidelines and training', () => {
  it('writes nothing when nothing differs: no new row version and no dashboard invalidated', async () => {
    await reseed();
    const before = { guidelines: await rowVersions('guidelines'), training: await rowVersions('training_materials'), dashboards: await dashboardVersions() };
    await reseed();
    expect(await rowVersions('guidelines')).toEqual(before.guidelines);
    expect(await rowVersions('training_materials')).toEqual(before.training);
    expect(await dashboardVersions()).toEqual(before.dashboards);
  });

  it('brings an unedited guideline seeded with an older text up to the code, and only that one', async () => {
    // The pay guideline as version 2.0 stored it: its bonus examples were typed by hand.
    const older = payGuideline.content.replace(
      /(<h3>How the weekly bonus is calculated<\/h3>[\s\S]*?)<table>[\s\S]*?<\/table>/,
      '$1<p>$11,500 a week earns $150.</p>',
    );
    expect(older).not.toBe(payGuideline.content);
    await t.db
      .update(guidelines)
      .set({ content: older, version: '2.0', updatedAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(guidelines.slug, PAY));
    const before = await rowVersions('guidelines');
    await reseed();
    const [row] = await t.db.select().from(guidelines).where(eq(guidelines.slug, PAY));
    expect(row).toMatchObject({ content: payGuideline.content, version: payGuideline.version, updatedBy: null });
    expect(row!.updatedAt.getTime()).toBeGreaterThan(new Date('2026-01-01T00:00:00Z').getTime());
    expect(changedSlugs(before, await rowVersions('guidelines'))).toEqual([PAY]);
  });

  it('never overwrites a guideline that the owner or management edited, nor one they deactivated', async () => {
    const manager = await registered(t.app, 'Management');
    const seeded = ((await manager.client.get('/api/guidelines')).json() as Guideline[]).filter((g) => GUIDELINES.some((s) => s.title === g.title));
    const [pay, other] = [seeded.find((g) => g.title === payGuideline.title)!, seeded.find((g) => g.title !== payGuideline.title)!];
    const own = { ...pay, content: '<p>Our own words on pay.</p>', version: '3.0' };
    expect((await manager.client.put(`/api/guidelines/${pay.id}`, own)).statusCode).toBe(200);
    expect((await manager.client.put(`/api/guidelines/${other.id}`, { ...other, isActive: false })).statusCode).toBe(200);
    await reseed();
    const rows = await t.db.select().from(guidelines);
    expect(rows.find((r) => r.id === pay.id)).toMatchObject({ content: own.content, version: '3.0' });
    expect(rows.find((r) => r.id === other.id)).toMatchObject({ isActive: false });
  });

  it('brings an unedited training module up to the code and puts back a seeded guideline that is missing', async () => {
    const module = TRAINING_MATERIALS[0]!;
    await t.db.update(trainingMaterials).set({ content: '<p>An older text.</p>', durationMinutes: 5 }).where(eq(trainingMaterials.slug, module.slug));
    const gone = GUIDELINES.at(-1)!;
    await t.db.delete(guidelines).where(eq(guidelines.slug, gone.slug));
    await reseed();
    expect((await t.db.select().from(trainingMaterials).where(eq(trainingMaterials.slug, module.slug)))[0]).toMatchObject({
      content: module.content,
      durationMinutes: module.durationMinutes,
    });
    expect((await t.db.select().from(guidelines).where(eq(guidelines.slug, gone.slug)))[0]).toMatchObject({ content: gone.content, isActive: true });
  });
});
