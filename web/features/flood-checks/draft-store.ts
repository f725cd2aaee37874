import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { FloodCheckRecord, PhotoRecord, PhotoSection } from '../../../core/contracts/flood-check';
import type { CheckForm } from './check-form';
import type { KeptValues } from './check-values';

/**
 * The local drafts (docs/product.md#drafts): each check's form and every photo blob live in IndexedDB,
 * so a check survives reload, a closed browser and no network. A phone holds several drafts
 * at once, each under its own id (docs/product.md#drafts); each belongs to the user who made it, so a
 * shared phone never shows one plumber's work to another.
 */
export interface Draft {
  draftId: string;
  userId: number;
  /** The form's values; it may hold local-only keys (readings-section's app-set statuses) that the shared schema drops before sending. */
  formData: CheckForm;
  timestamp: number;
  activeTab: string;
  currentCheckId: number | null;
  /** Produce Report or Send was pressed without signal: the upload queue saves the check when the network returns (docs/product.md#drafts). */
  sendWanted?: boolean | undefined;
  /**
   * The check as the server last had it for this phone: loaded from it (Open in Form) or answered
   * by a save. A form that still matches it holds no unsent change (open-saved-check.ts).
   */
  savedRecord?: FloodCheckRecord | undefined;
  /**
   * What the phone's last save sent, as the server keeps values (check-values.ts): a form still
   * equal to it holds nothing unsent, though the server's answer differs (it re-encodes the signature).
   */
  sentValues?: KeptValues | undefined;
}

export type PhotoState = 'temp' | 'queued' | 'uploading' | 'uploaded' | 'failed';

export interface LocalPhoto {
  /** Made in the browser; sent as clientUploadId so a retried upload is never stored twice. */
  localId: string;
  /** The draft it belongs to (photos of a draft saved before a phone kept several drafts: `user-{userId}`). */
  draftId: string;
  userId: number;
  section: PhotoSection;
  description: string;
  /** The caption typed before the photo was uploaded; the server's record holds it after. */
  caption?: string | undefined;
  /** When it was taken (ISO): the file's EXIF time, else when the app took it. */
  takenAt?: string | undefined;
  /** The compressed JPEG, kept until the whole check is saved (shown offline too); null for a photo loaded from the server. */
  blob: Blob | null;
  /** The server's record once uploaded. */
  server: PhotoRecord | null;
  state: PhotoState;
  error?: string | undefined;
  createdAt: number;
}

interface DraftDb extends DBSchema {
  drafts: { key: string; value: Draft; indexes: { byUser: number } };
  photos: { key: string; value: LocalPhoto; indexes: { byUser: number; byDraft: string } };
}

/** The id a draft of version 1 (one per user) is given when the store moves to one per draft. */
const legacyDraftId = (userId: number) => `user-${userId}`;

let dbPromise: Promise<IDBPDatabase<DraftDb>> | null = null;
function db(): Promise<IDBPDatabase<DraftDb>> {
  dbPromise ??= openDB<DraftDb>('flood-check-drafts', 2, {
    async upgrade(d, oldVersion, _newVersion, tx) {
      // Version 1 kept one draft per user (keyed by userId): its drafts and photos move over.
      type OldStore = { getAll(): Promise<Array<Omit<Draft, 'draftId'>>> };
      const old = oldVersion >= 1 ? await (tx.objectStore('drafts') as unknown as OldStore).getAll() : [];
      if (oldVersion >= 1) d.deleteObjectStore('drafts' as never);
      const drafts = d.createObjectStore('drafts', { keyPath: 'draftId' });
      drafts.createIndex('byUser', 'userId');
      const photos = oldVersion >= 1 ? tx.objectStore('photos') : d.createObjectStore('photos', { keyPath: 'localId' });
      if (oldVersion < 1) photos.createIndex('byUser', 'userId');
      photos.createIndex('byDraft', 'draftId');
      for (const row of old) await drafts.put({ ...row, draftId: legacyDraftId(row.userId) });
      let cursor = await photos.openCursor();
      while (cursor) {
        if (!cursor.value.draftId) await cursor.update({ ...cursor.value, draftId: legacyDraftId(cursor.value.userId) });
        cursor = await cursor.continue();
      }
    },
  });
  return dbPromise;
}

export async function loadDraft(draftId: string): Promise<Draft | null> {
  return (await (await db()).get('drafts', draftId)) ?? null;
}

/** Every draft of the user on this device, the last changed first. */
export async function listDrafts(userId: number): Promise<Draft[]> {
  const all = await (await db()).getAllFromIndex('drafts', 'byUser', userId);
  return all.sort((a, b) => b.timestamp - a.timestamp);
}

/** The draft the user changed last, restored when the form opens without one chosen. */
export async function latestDraft(userId: number): Promise<Draft | null> {
  return (await listDrafts(userId))[0] ?? null;
}

/** The user's local draft of a saved check, if the phone has one. */
export async function draftOfCheck(userId: number, checkId: number): Promise<Draft | null> {
  return (await listDrafts(userId)).find((d) => d.currentCheckId === checkId) ?? null;
}

/**
 * Writes the form's draft. The upload queue may have saved the check meanwhile (its id and
 * record) or still owe it a send: the form's copy, read before, never takes those back.
 */
export async function saveDraft(draft: Draft): Promise<void> {
  const tx = (await db()).transaction('drafts', 'readwrite');
  const stored = await tx.store.get(draft.draftId);
  await tx.store.put({
    ...draft,
    currentCheckId: draft.currentCheckId ?? stored?.currentCheckId ?? null,
    sendWanted: draft.sendWanted ?? stored?.sendWanted,
    savedRecord: draft.savedRecord ?? stored?.savedRecord,
    // A draft that names its own savedRecord (Open in Form's merge) starts from that record alone.
    sentValues: draft.savedRecord ? draft.sentValues : (draft.sentValues ?? stored?.sentValues),
  });
  await tx.done;
}

/** Changes part of a stored draft (the upload queue's marks); nothing when it was cleared meanwhile. */
export async function patchDraft(draftId: string, change: Partial<Pick<Draft, 'currentCheckId' | 'sendWanted' | 'savedRecord' | 'sentValues'>>): Promise<void> {
  const tx = (await db()).transaction('drafts', 'readwrite');
  const stored = await tx.store.get(draftId);
  if (stored) await tx.store.put({ ...stored, ...change });
  await tx.done;
}

export async function loadPhoto(localId: string): Promise<LocalPhoto | null> {
  return (await (await db()).get('photos', localId)) ?? null;
}

export async function loadPhotos(draftId: string): Promise<LocalPhoto[]> {
  const all = await (await db()).getAllFromIndex('photos', 'byDraft', draftId);
  return all.sort((a, b) => a.createdAt - b.createdAt);
}

/** Every photo the user left on this device, whatever its draft (sign-out asks about unsent ones). */
export async function loadUserPhotos(userId: number): Promise<LocalPhoto[]> {
  return (await db()).getAllFromIndex('photos', 'byUser', userId);
}

export async function savePhoto(photo: LocalPhoto): Promise<void> {
  await (await db()).put('photos', photo);
}

export async function deleteLocalPhoto(localId: string): Promise<void> {
  await (await db()).delete('photos', localId);
}

/** Wipes one draft and its photos (Clear, or after everything reached the server). */
export async function clearDraft(draftId: string): Promise<void> {
  const d = await db();
  const tx = d.transaction(['drafts', 'photos'], 'readwrite');
  await tx.objectStore('drafts').delete(draftId);
  const photos = tx.objectStore('photos');
  for (const key of await photos.index('byDraft').getAllKeys(draftId)) await photos.delete(key);
  await tx.done;
}

/** Wipes every draft and photo of the user (sign-out, once nothing is waiting to upload). */
export async function clearUserDrafts(userId: number): Promise<void> {
  const d = await db();
  const tx = d.transaction(['drafts', 'photos'], 'readwrite');
  const drafts = tx.objectStore('drafts');
  for (const key of await drafts.index('byUser').getAllKeys(userId)) await drafts.delete(key);
  const photos = tx.objectStore('photos');
  for (const key of await photos.index('byUser').getAllKeys(userId)) await photos.delete(key);
  await tx.done;
}

/** Asks the browser not to evict the drafts under storage pressure. */
export function requestPersistentStorage(): void {
  void navigator.storage?.persist?.().catch(() => undefined);
}
