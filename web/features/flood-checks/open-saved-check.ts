import { urlOf } from '../../../core/contracts/endpoint';
import { CHECK_FIELD_LABELS, floodCheckEndpoints, type FloodCheckRecord, type PhotoRecord, type PhotoSection } from '../../../core/contracts/flood-check';
import { apiRequest, OfflineError } from '../../lib/api';
import { notify } from '../../lib/toast';
import type { CheckForm } from './check-form';
import { APP_SET_STATUSES, changedFields, keptValues, recordToForm, type KeptValues } from './check-values';
import { clearDraft, draftOfCheck, loadPhotos, saveDraft, savePhoto, type Draft, type LocalPhoto } from './draft-store';
import { leavingSavesDone, newDraftId } from './use-check-draft';

/** What the phone's copy started from: what it last sent (signature as drawn), else the check as loaded. */
function baseOf(local: Draft): KeptValues | null {
  return local.sentValues ?? (local.savedRecord ? keptValues(recordToForm(local.savedRecord)) : null);
}

/** A photo not on the server yet, or a caption typed on the phone that the server does not have. */
function unsentPhotoWork(photos: readonly LocalPhoto[]): boolean {
  return photos.some((p) => p.state !== 'uploaded' || (p.caption !== undefined && p.caption !== (p.server?.caption ?? '')));
}

/**
 * Whether the phone's draft of a saved check holds work the server has not got: a send still
 * owed, a photo or caption not on the server yet, or a form that differs from the server's copy
 * now, from what the phone last sent and from the copy it last loaded or saved. (The server
 * re-encodes a signature, so a draft is compared with what it sent, not only with the answer.)
 */
export function hasUnsentChanges(local: Draft, photos: readonly LocalPhoto[], server: FloodCheckRecord): boolean {
  if (local.sendWanted || unsentPhotoWork(photos)) return true;
  const mine = keptValues(local.formData);
  const copies = [keptValues(recordToForm(server)), local.sentValues, local.savedRecord && keptValues(recordToForm(local.savedRecord))];
  return !copies.some((copy) => copy && changedFields(mine, copy).length === 0);
}

export interface MergedDraft {
  form: CheckForm;
  /** Fields changed on the server since the phone's copy, that the phone had not changed: taken from the server. */
  taken: string[];
  /** Fields changed in both places to different values: the phone's value is kept. */
  both: string[];
}

/**
 * The phone's unsent copy with what others saved since (docs/product.md#checks): a field the
 * server changed since the phone loaded or saved the check, and the phone did not, takes the
 * server's value, so the phone's next save does not undo it. Null when the server has not changed.
 */
export function mergeServerChanges(local: Draft, server: FloodCheckRecord): MergedDraft | null {
  const base = baseOf(local);
  if (!local.savedRecord || !base) return null;
  const now = keptValues(recordToForm(server));
  // The server's copy then and now, both as the server keeps them (its signature encoding too).
  const serverChanged = changedFields(keptValues(recordToForm(local.savedRecord)), now);
  if (!serverChanged.length) return null;
  const mine = keptValues(local.formData);
  const serverForm = recordToForm(server);
  const form = { ...local.formData };
  const taken: string[] = [];
  const both: string[] = [];
  for (const field of serverChanged) {
    if (mine[field] === base[field]) {
      form[field] = serverForm[field] ?? '';
      taken.push(field);
    } else if (mine[field] !== now[field]) both.push(field);
  }
  // A status taken from the server is a chosen one: typing a reading no longer moves it.
  const appSet = (form[APP_SET_STATUSES] ?? '').split(',').filter((f) => f && !taken.includes(f));
  form[APP_SET_STATUSES] = appSet.join(',');
  return { form, taken, both };
}

const labels = (fields: string[]) => fields.map((f) => CHECK_FIELD_LABELS[f] ?? f).join(', ');

/** Keeps the phone's unsent copy, with others' changes since merged in, and says what happened. */
async function keepUnsent(local: Draft, record: FloodCheckRecord): Promise<void> {
  const merged = mergeServerChanges(local, record);
  if (merged) await saveDraft({ ...local, formData: merged.form, savedRecord: record, sentValues: undefined, timestamp: Date.now() });
  if (record.certificateIssued) return;
  const notes = [
    'This phone has unsent changes to this check: they are kept. Send them or clear them to load the saved version.',
    merged?.taken.length ? `Saved since on the server, now in this copy: ${labels(merged.taken)}.` : '',
    merged?.both.length ? `Changed in both places, this phone's value is kept: ${labels(merged.both)}.` : '',
  ];
  notify.info('Unsent changes kept', notes.filter(Boolean).join(' '));
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
      await keepUnsent(local, record);
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
