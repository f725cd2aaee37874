import { urlOf } from '../../../core/contracts/endpoint';
import { floodCheckEndpoints, type FloodCheckRecord, INSPECTION_FIELDS, type PhotoRecord, type PhotoSection } from '../../../core/contracts/flood-check';
import { CHECK_FIELD_NAMES } from '../../../core/contracts/flood-check-fields';
import { apiRequest } from '../../lib/api';
import type { CheckForm } from './check-form';
import { draftOfCheck, saveDraft, savePhoto } from './draft-store';
import { newDraftId } from './use-check-draft';

/** A saved check as the form holds it: every value as text, '' when not set. */
export function recordToForm(record: FloodCheckRecord): CheckForm {
  const form: CheckForm = {};
  const values = record as unknown as Record<string, unknown>;
  for (const name of [...CHECK_FIELD_NAMES, ...INSPECTION_FIELDS.applicability, ...INSPECTION_FIELDS.condition, ...INSPECTION_FIELDS.notes]) {
    const value = values[name];
    form[name] = value === null || value === undefined ? '' : String(value);
  }
  return form;
}

export class CheckNotReopenable extends Error {}

/**
 * Reopens a saved check in the form (docs/product.md#drafts): the phone's own draft of it when there is
 * one (it may hold changes not saved yet), else a new local draft made from the server's
 * check and photos. Resolves with the draft's id. A check with an issued certificate is
 * a compliance record and is not reopened.
 */
export async function openSavedCheck(userId: number, checkId: number): Promise<string> {
  const local = await draftOfCheck(userId, checkId);
  if (local) return local.draftId;
  const [record, photos] = await Promise.all([
    apiRequest<FloodCheckRecord>('GET', urlOf(floodCheckEndpoints.get, { id: checkId })),
    apiRequest<PhotoRecord[]>('GET', urlOf(floodCheckEndpoints.photos, { id: checkId })),
  ]);
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
  await saveDraft({ draftId, userId, formData: recordToForm(record), timestamp: Date.now(), activeTab: 'new', currentCheckId: checkId });
  return draftId;
}
