import { sql } from 'drizzle-orm';
import { SKILL_CATEGORIES, SKILLS } from '../../../core/content/skills-catalogue';
import { CAREER_TIERS, tierRecord } from '../../../core/rules/tiers';
import type { AppConfig } from '../../config';
import { newEmployeeAccessCode } from '../../lib/access-codes';
import { hashSecret, randomCode } from '../../lib/crypto';
import type { Db } from '../client';
import { careerTiers, companySettings, skillCategories, skills, users } from '../schema';
import { seedContent } from './content';

/** What the start-up banner says about the owner's access code (server/lib/start-banner.ts). */
export type OwnerCodeState = { kind: 'generated'; code: string } | { kind: 'printed-before' } | { kind: 'from-environment' } | { kind: 'owner-registered' };

/**
 * Idempotent start-up seed: reference data (tiers, skill catalogue) is kept in step with
 * the code; content (training, guidelines) follows the code until the owner or management
 * edit it (./content.ts). Runs under the start-up lock.
 */
export async function seedDatabase(db: Db, config: AppConfig): Promise<OwnerCodeState> {
  // One statement per reference table, and content written only when it differs: this runs at
  // every start, and `npm start` must be serving within 3 s (docs/performance.md#results, figure 6). A reference row is
  // rewritten only when it differs from the code (`setWhere`): an unchanged catalogue writes
  // nothing, so a start commits no new row versions and waits for no WAL flush.
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  const changed = (table: string, columns: string[]) =>
    sql.raw(`(${columns.map((c) => `${table}.${c}`).join(', ')}) IS DISTINCT FROM (${columns.map((c) => `excluded.${c}`).join(', ')})`);
  await db
    .insert(careerTiers)
    .values(CAREER_TIERS.map(tierRecord))
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
  await seedContent(db);
  await db
    .insert(companySettings)
    .values({ id: 1, employeeAccessCode: config.employeeAccessCode ?? newEmployeeAccessCode() })
    .onConflictDoNothing({ target: companySettings.id });
  return ensureOwnerAccessCode(db, config);
}

/**
 * docs/product.md#registration: with no owner yet, the owner registers with OWNER_ACCESS_CODE or, when
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
