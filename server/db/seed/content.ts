import { createHash } from 'node:crypto';
import { isNotNull, sql } from 'drizzle-orm';
import { sanitiseHtml } from '../../lib/sanitise-html';
import type { Db } from '../client';
import { guidelines, trainingMaterials } from '../schema';
import { GUIDELINES } from './guidelines.content';
import { TRAINING_MATERIALS } from './training-materials.content';

/**
 * Seeded guidelines and training modules follow the code until a person edits them: a row is
 * written when its slug is missing, or when nobody has edited it (`updated_by` is null: every
 * edit through the API sets it, deactivating included) and it differs from the code. So a
 * corrected text reaches an existing install at its next start, and an owner's own wording
 * is never overwritten.
 *
 * Runs at every start, so it reads only the small columns and an md5 of each body, and writes
 * nothing when nothing differs: a write to `training_materials` fires a statement trigger that
 * bumps every user's dashboard version, and the sanitiser costs ~250 ms to load. The comparison
 * holds because the seed text is already in the sanitiser's output form (seed-content.test.ts).
 */
export async function seedContent(db: Db): Promise<void> {
  await seedGuidelines(db);
  await seedTraining(db);
}

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
const excluded = (column: string) => sql.raw(`excluded.${column}`);

interface StoredRow {
  slug: string | null;
  edited: boolean;
  contentMd5: string;
}

/** The seeds to write: the missing, and the unedited whose fields or body differ. */
function toWrite<S extends { slug: string; content: string }, R extends StoredRow>(seeds: readonly S[], stored: R[], same: (seed: S, row: R) => boolean): S[] {
  const bySlug = new Map(stored.map((r) => [r.slug, r]));
  return seeds.filter((seed) => {
    const row = bySlug.get(seed.slug);
    return !row || (!row.edited && (row.contentMd5 !== md5(seed.content) || !same(seed, row)));
  });
}

async function seedGuidelines(db: Db): Promise<void> {
  const stored = await db
    .select({
      slug: guidelines.slug,
      edited: sql<boolean>`${guidelines.updatedBy} IS NOT NULL`,
      contentMd5: sql<string>`md5(${guidelines.content})`,
      title: guidelines.title,
      category: guidelines.category,
      version: guidelines.version,
      department: guidelines.department,
    })
    .from(guidelines)
    .where(isNotNull(guidelines.slug));
  const write = toWrite(
    GUIDELINES,
    stored,
    (g, r) => g.title === r.title && g.category === r.category && g.version === r.version && g.department === r.department,
  );
  if (write.length === 0) return;
  await db
    .insert(guidelines)
    .values(
      write.map((g) => ({
        slug: g.slug,
        title: g.title,
        category: g.category,
        content: sanitiseHtml(g.content),
        version: g.version,
        department: g.department,
      })),
    )
    .onConflictDoUpdate({
      target: guidelines.slug,
      set: {
        title: excluded('title'),
        category: excluded('category'),
        content: excluded('content'),
        version: excluded('version'),
        department: excluded('department'),
        updatedAt: sql`now()`,
      },
      // Checked again in the write: an edit saved by a running instance since the read wins.
      setWhere: sql.raw('guidelines.updated_by IS NULL'),
    });
}

async function seedTraining(db: Db): Promise<void> {
  const stored = await db
    .select({
      slug: trainingMaterials.slug,
      edited: sql<boolean>`${trainingMaterials.updatedBy} IS NOT NULL`,
      contentMd5: sql<string>`md5(${trainingMaterials.content})`,
      title: trainingMaterials.title,
      description: trainingMaterials.description,
      durationMinutes: trainingMaterials.durationMinutes,
    })
    .from(trainingMaterials)
    .where(isNotNull(trainingMaterials.slug));
  const write = toWrite(
    TRAINING_MATERIALS,
    stored,
    (m, r) => m.title === r.title && m.description === r.description && m.durationMinutes === r.durationMinutes,
  );
  if (write.length === 0) return;
  await db
    .insert(trainingMaterials)
    .values(
      write.map((m) => ({
        slug: m.slug,
        title: m.title,
        description: m.description,
        content: sanitiseHtml(m.content),
        durationMinutes: m.durationMinutes,
      })),
    )
    .onConflictDoUpdate({
      target: trainingMaterials.slug,
      set: {
        title: excluded('title'),
        description: excluded('description'),
        content: excluded('content'),
        durationMinutes: excluded('duration_minutes'),
        updatedAt: sql`now()`,
      },
      setWhere: sql.raw('training_materials.updated_by IS NULL'),
    });
}
