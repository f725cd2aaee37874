import { urlOf } from '../../../core/contracts/endpoint';
import {
  floodCheckBody,
  floodCheckEndpoints,
  type FloodCheckRecord,
  INSPECTION_FIELDS,
  type PhotoRecord,
  type PhotoSection,
} from '../../../core/contracts/flood-check';
import { CHECK_FIELD_NAMES, type PassFail } from '../../../core/contracts/flood-check-fields';
import { isOverride, READINGS } from '../../../core/rules/readings';
import { apiRequest, OfflineError } from '../../lib/api';
import { notify } from '../../lib/toast';
import type { CheckForm } from './check-form';
import { clearDraft, draftOfCheck, loadPhotos, saveDraft, savePhoto, type Draft, type LocalPhoto } from './draft-store';
import { leavingSavesDone, newDraftId } from './use-check-draft';

const FORM_FIELDS = [...CHECK_FIELD_NAMES, ...INSPECTION_FIELDS.applicability, ...INSPECTION_FIELDS.condition, ...INSPECTION_FIELDS.notes];

/** A saved check as the form holds it: every value as text, '' when not set. */
export function recordToForm(record: FloodCheckRecord): CheckForm {
  const form: CheckForm = {};
  const values = record as unknown as Record<string, unknown>;
  for (const name of FORM_FIELDS) {
    const value = values[name];
    form[name] = value === null || value === undefined ? '' : String(value);
  }
  return form;
}

/**
 * The form's values as the server would keep them, field by field through the shared schema
 * ('6.50' and '6.5', a name typed in lower case, are the same check); a value the schema refuses
 * stays as typed. A reason the server drops (its status no longer overrides the reading) is left out.
 */
function keptValues(form: CheckForm): Record<string, unknown> {
  const shape = floodCheckBody.shape as Record<string, { safeParse(v: unknown): { success: boolean; data?: unknown } }>;
  const kept: Record<string, unknown> = {};
  for (const name of FORM_FIELDS) {
    const parsed = shape[name]?.safeParse(form[name] ?? '');
    kept[name] = parsed?.success ? (parsed.data ?? null) : `as typed: ${form[name] ?? ''}`;
  }
  for (const r of READINGS) if (!isOverride(kept[r.value] as number | null, kept[r.status] as PassFail | null, r.grade)) kept[r.reason] = null;
  return kept;
}

const sameCheck = (a: Record<string, unknown>, b: Record<string, unknown>) => FORM_FIELDS.every((name) => a[name] === b[name]);

/**
 * Whether the phone's draft of a saved check holds work the server has not got: a send still
 * owed, a photo not on the server yet, or a form that differs both from the server's copy now
 * and from the copy the phone last loaded or saved (a draft without that record counts as
 * changed unless it matches the server).
 */
export function hasUnsentChanges(local: Draft, photos: readonly LocalPhoto[], server: FloodCheckRecord): boolean {
  if (local.sendWanted || photos.some((p) => p.state !== 'uploaded')) return true;
  const mine = keptValues(local.formData);
  return ![server, local.savedRecord].some((record) => record && sameCheck(mine, keptValues(recordToForm(record))));
}

export class CheckNotReopenable extends Error {}

/**
 * Reopens a saved check in the form (docs/product.md#checks): always from the server's copy and
 * photos, so changes made since (by Management, say) are what the next save builds on. The
 * phone's own draft of the check is replaced when it holds nothing unsent; when it does, it is
 * kept and the plumber is told, never dropped. Without signal the phone's draft opens as it is.
 * Resolves with the draft's id. A check with an issued certificate is a compliance record and
 * is not reopened (a draft with unsent work opens read-only, the form says why).
 */
export async function openSavedCheck(userId: number, checkId: number): Promise<string> {
  let record: FloodCheckRecord;
  let photos: PhotoRecord[];
  try {
    [record, photos] = await Promise.all([
      apiRequest<FloodCheckRecord>('GET', urlOf(floodCheckEndpoints.get, { id: checkId })),
      apiRequest<PhotoRecord[]>('GET', urlOf(floodCheckEndpoints.photos, { id: checkId })),
    ]);
  } catch (error) {
    const local = error instanceof OfflineError ? await draftOfCheck(userId, checkId) : null;
    if (!local) throw error;
    notify.info('Opened the copy on this phone', 'No network connection: the saved version of this check could not be loaded.');
    return local.draftId;
  }
  // The form just left may still be writing this very draft: read it once that is done.
  await leavingSavesDone();
  const local = await draftOfCheck(userId, checkId);
  if (local) {
    if (hasUnsentChanges(local, await loadPhotos(local.draftId), record)) {
      if (!record.certificateIssued)
        notify.info('Unsent changes kept', 'This phone has unsent changes to this check: they are kept. Send them or clear them to load the saved version.');
      return local.draftId;
    }
    await clearDraft(local.draftId);
  }
  if (record.certificateIssued) throw new CheckNotReopenable('This check has an issued compliance certificate and can no longer be changed.');
  const draftId = newDraftId();
  await Promise.all(
    photos.map((p) =>
      savePhoto({
        localId: `server-${p.id}`,
        draftId,
        userId,
        section: p.section as PhotoSection,
        description: p.description,
        takenAt: p.takenAt ?? undefined,
        blob: null,
        server: p,
        state: 'uploaded',
        createdAt: Date.parse(p.createdAt),
      }),
    ),
  );
  await saveDraft({ draftId, userId, formData: recordToForm(record), timestamp: Date.now(), activeTab: 'new', currentCheckId: checkId, savedRecord: record });
  return draftId;
}
