import { sql } from 'drizzle-orm';
import { SKILL_CATEGORIES, SKILLS } from '../../../core/content/skills-catalogue';
import { CAREER_TIERS } from '../../../core/rules/tiers';
import type { AppConfig } from '../../config';
import { hashSecret, randomCode } from '../../lib/crypto';
import { sanitiseHtml } from '../../lib/sanitise-html';
import { newEmployeeAccessCode } from '../../features/settings/settings.repo';
import type { Db } from '../client';
import { careerTiers, companySettings, guidelines, skillCategories, skills, trainingMaterials, users } from '../schema';
import { GUIDELINES } from './guidelines.content';
import { TRAINING_MATERIALS } from './training-materials.content';

/** What the start-up banner says about the owner's access code (server/lib/start-banner.ts). */
export type OwnerCodeState = { kind: 'generated'; code: string } | { kind: 'printed-before' } | { kind: 'from-environment' } | { kind: 'owner-registered' };

/**
 * Idempotent start-up seed: reference data (tiers, skill catalogue) is kept in step with
 * the code; content (training, guidelines) is inserted once and then belongs to the
 * owner and management, who may edit it. Runs under the start-up lock.
 */
export async function seedDatabase(db: Db, config: AppConfig): Promise<OwnerCodeState> {
  // One statement per table, and content sanitised only when a row is missing: this runs at
  // every start, and `npm start` must be serving within 3 s (issue 9 §6). A reference row is
  // rewritten only when it differs from the code (`setWhere`): an unchanged catalogue writes
  // nothing, so a start commits no new row versions and waits for no WAL flush.
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  const changed = (table: string, columns: string[]) =>
    sql.raw(`(${columns.map((c) => `${table}.${c}`).join(', ')}) IS DISTINCT FROM (${columns.map((c) => `excluded.${c}`).join(', ')})`);
  await db
    .insert(careerTiers)
    .values([...CAREER_TIERS])
    .onConflictDoUpdate({
      target: careerTiers.id,
      set: { name: excluded('name'), requiredScore: excluded('required_score'), description: excluded('description') },
      setWhere: changed('career_tiers', ['name', 'required_score', 'description']),
    });
  await db
    .insert(skillCategories)
    .values([...SKILL_CATEGORIES])
    .onConflictDoUpdate({
      target: skillCategories.id,
      set: { name: excluded('name'), description: excluded('description') },
      setWhere: changed('skill_categories', ['name', 'description']),
    });
  await db
    .insert(skills)
    .values(
      SKILLS.map((s) => ({ id: s.id, key: s.key, name: s.name, description: s.description, categoryId: s.categoryId, scoring: s.scoring, levels: s.levels })),
    )
    .onConflictDoUpdate({
      target: skills.id,
      set: {
        key: excluded('key'),
        name: excluded('name'),
        description: excluded('description'),
        categoryId: excluded('category_id'),
        scoring: excluded('scoring'),
        levels: excluded('levels'),
      },
      setWhere: changed('skills', ['key', 'name', 'description', 'category_id', 'scoring', 'levels']),
    });
  const haveTraining = new Set((await db.select({ slug: trainingMaterials.slug }).from(trainingMaterials)).map((r) => r.slug));
  const newTraining = TRAINING_MATERIALS.filter((m) => !haveTraining.has(m.slug));
  if (newTraining.length) {
    await db
      .insert(trainingMaterials)
      .values(
        newTraining.map((m) => ({
          slug: m.slug,
          title: m.title,
          description: m.description,
          content: sanitiseHtml(m.content),
          durationMinutes: m.durationMinutes,
        })),
      )
      .onConflictDoNothing({ target: trainingMaterials.slug });
  }
  const haveGuidelines = new Set((await db.select({ slug: guidelines.slug }).from(guidelines)).map((r) => r.slug));
  const newGuidelines = GUIDELINES.filter((g) => !haveGuidelines.has(g.slug));
  if (newGuidelines.length) {
    await db
      .insert(guidelines)
      .values(
        newGuidelines.map((g) => ({
          slug: g.slug,
          title: g.title,
          category: g.category,
          content: sanitiseHtml(g.content),
          version: g.version,
          department: g.department,
        })),
      )
      .onConflictDoNothing({ target: guidelines.slug });
  }
  await db
    .insert(companySettings)
    .values({ id: 1, employeeAccessCode: config.employeeAccessCode ?? newEmployeeAccessCode() })
    .onConflictDoNothing({ target: companySettings.id });
  return ensureOwnerAccessCode(db, config);
}

/**
 * DECISIONS §2: with no owner yet, the owner registers with OWNER_ACCESS_CODE or, when
 * unset, a code generated now and shown once, in the start-up banner (only its hash is kept).
 */
async function ensureOwnerAccessCode(db: Db, config: AppConfig): Promise<OwnerCodeState> {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.isOwner}`)
    .limit(1);
  if (owner) return { kind: 'owner-registered' };
  if (config.ownerAccessCode) return { kind: 'from-environment' };
  const [row] = await db.select({ hash: companySettings.ownerAccessCodeHash }).from(companySettings).limit(1);
  if (row?.hash) return { kind: 'printed-before' };
  const code = randomCode(12);
  await db.update(companySettings).set({ ownerAccessCodeHash: await hashSecret(code) });
  return { kind: 'generated', code };
}
