import { and, asc, count, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import { attentionFindings, type AttentionFinding } from '../../../core/rules/report-content';
import type { DbOrTx } from '../../db/client';
import { getSettings } from '../../db/company-settings';
import { floodPreventionChecks, followUps } from '../../db/schema';
import type { CheckRow } from './check-access';
import { recordCheckEvent } from './check-events';
import { toCheckRecord } from './check-record';

/**
 * Keeps a completed check's follow-ups in step with its findings (docs/product.md#follow-ups,
 * ADR 0023), inside the transaction of the save that changed it (the check's row is locked
 * by then, so two saves of one check take turns):
 * - a finding without a follow-up gets one, `open`; (check, finding key) is unique, so
 *   saving again never makes a second;
 * - an `open` follow-up whose finding is gone (fixed on site) becomes `resolved_on_site`;
 *   one closed that way reopens when a later save has the finding again;
 * - the item's words, severity and the plumber's note follow the latest save.
 * Follow-ups the office has moved on (quoted and after) are left to the office.
 */
export async function keepFollowUps(tx: DbOrTx, check: CheckRow, actorId: number): Promise<void> {
  if (check.status !== 'completed') return;
  const { orangeCreatesFollowUps } = await getSettings(tx);
  const findings = attentionFindings(toCheckRecord(check), { includeOrange: orangeCreatesFollowUps });
  const existing = await tx.select().from(followUps).where(eq(followUps.floodPreventionCheckId, check.id));
  const byKey = new Map(existing.map((f) => [f.findingKey, f]));
  const found = new Set(findings.map((f) => f.key));

  const fresh = findings.filter((f) => !byKey.has(f.key));
  if (fresh.length) {
    await tx
      .insert(followUps)
      .values(fresh.map((f) => ({ floodPreventionCheckId: check.id, ...described(f), updatedBy: actorId })))
      .onConflictDoNothing();
    for (const f of fresh) await recordCheckEvent(tx, { checkId: check.id, actorId, type: 'follow_up_opened', details: { item: f.item } });
  }

  for (const f of findings) {
    const row = byKey.get(f.key);
    if (!row) continue;
    const reopen = row.status === 'resolved_on_site' && row.closedBySave;
    const words = described(f);
    if (!reopen && row.item === words.item && row.severity === words.severity && row.plumberNote === words.plumberNote && row.section === words.section)
      continue;
    await tx
      .update(followUps)
      .set({ ...words, ...(reopen ? { status: 'open', closedBySave: false, updatedBy: actorId, updatedAt: sql`now()` } : {}) })
      .where(eq(followUps.id, row.id));
    if (reopen) await recordCheckEvent(tx, { checkId: check.id, actorId, type: 'follow_up_opened', details: { item: f.item, reopened: true } });
  }

  const fixed = existing.filter((f) => f.status === 'open' && !found.has(f.findingKey));
  if (fixed.length) {
    await tx
      .update(followUps)
      .set({ status: 'resolved_on_site', closedBySave: true, updatedBy: actorId, updatedAt: sql`now()` })
      .where(
        and(
          inArray(
            followUps.id,
            fixed.map((f) => f.id),
          ),
          eq(followUps.status, 'open'),
        ),
      );
    for (const f of fixed)
      await recordCheckEvent(tx, { checkId: check.id, actorId, type: 'follow_up_changed', details: { item: f.item, from: 'open', to: 'resolved_on_site' } });
  }
}

/**
 * Follow-ups for the checks completed before follow-ups existed: migration 0012 leaves this
 * pending and server/db/backfills.ts runs it once, at the next start. Each completed check
 * without any follow-up is kept as a save would keep it, its author opening them (the board
 * shows them from today). Checks are read in batches, each locked as a save locks it.
 * Answers how many follow-ups were opened.
 */
export async function backfillFollowUps(tx: DbOrTx): Promise<number> {
  const opened = async () => (await tx.select({ n: count() }).from(followUps))[0]?.n ?? 0;
  const before = await opened();
  const withoutFollowUps = notExists(
    tx
      .select({ one: sql`1` })
      .from(followUps)
      .where(eq(followUps.floodPreventionCheckId, floodPreventionChecks.id)),
  );
  for (let after = 0; ;) {
    const batch = await tx
      .select()
      .from(floodPreventionChecks)
      .where(and(eq(floodPreventionChecks.status, 'completed'), gt(floodPreventionChecks.id, after), withoutFollowUps))
      .orderBy(asc(floodPreventionChecks.id))
      .limit(200)
      .for('update');
    for (const check of batch) await keepFollowUps(tx, check, check.userId);
    if (batch.length < 200) break;
    after = batch[batch.length - 1]!.id;
  }
  return (await opened()) - before;
}

/** The columns a finding sets on its follow-up. */
function described(f: AttentionFinding) {
  return { findingKey: f.key, section: f.section, item: f.item, severity: f.severity, plumberNote: f.note };
}
