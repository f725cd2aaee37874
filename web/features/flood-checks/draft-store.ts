import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { PhotoRecord, PhotoSection } from '../../../core/contracts/flood-check';
import type { CheckForm } from './check-form';

/**
 * The local draft (DECISIONS §7): the form and every photo blob live in IndexedDB, so a
 * check survives reload, a closed browser and no network. Each signed-in user has their
 * own draft, so a shared phone never shows one plumber's work to another.
 */
export interface Draft {
  formData: CheckForm;
  timestamp: number;
  activeTab: string;
  currentCheckId: number | null;
}

export type PhotoState = 'temp' | 'queued' | 'uploading' | 'uploaded' | 'failed';

export interface LocalPhoto {
  /** Made in the browser; sent as clientUploadId so a retried upload is never stored twice. */
  localId: string;
  userId: number;
  section: PhotoSection;
  description: string;
  /** The compressed JPEG, kept until the whole check is saved (shown offline too). */
  blob: Blob | null;
  /** The server's record once uploaded. */
  server: PhotoRecord | null;
  state: PhotoState;
  error?: string | undefined;
  createdAt: number;
}

interface DraftDb extends DBSchema {
  drafts: { key: number; value: Draft & { userId: number } };
  photos: { key: string; value: LocalPhoto; indexes: { byUser: number } };
}

let dbPromise: Promise<IDBPDatabase<DraftDb>> | null = null;
function db(): Promise<IDBPDatabase<DraftDb>> {
  dbPromise ??= openDB<DraftDb>('flood-check-drafts', 1, {
    upgrade(d) {
      d.createObjectStore('drafts', { keyPath: 'userId' });
      d.createObjectStore('photos', { keyPath: 'localId' }).createIndex('byUser', 'userId');
    },
  });
  return dbPromise;
}

export async function loadDraft(userId: number): Promise<Draft | null> {
  const row = await (await db()).get('drafts', userId);
  if (!row) return null;
  const { userId: _u, ...draft } = row;
  return draft;
}

export async function saveDraft(userId: number, draft: Draft): Promise<void> {
  await (await db()).put('drafts', { ...draft, userId });
}

export async function loadPhotos(userId: number): Promise<LocalPhoto[]> {
  const all = await (await db()).getAllFromIndex('photos', 'byUser', userId);
  return all.sort((a, b) => a.createdAt - b.createdAt);
}

export async function savePhoto(photo: LocalPhoto): Promise<void> {
  await (await db()).put('photos', photo);
}

export async function deleteLocalPhoto(localId: string): Promise<void> {
  await (await db()).delete('photos', localId);
}

/** Wipes the user's draft and photos (Clear, or after everything reached the server). */
export async function clearDraft(userId: number): Promise<void> {
  const d = await db();
  const tx = d.transaction(['drafts', 'photos'], 'readwrite');
  await tx.objectStore('drafts').delete(userId);
  const photos = tx.objectStore('photos');
  for (const key of await photos.index('byUser').getAllKeys(userId)) await photos.delete(key);
  await tx.done;
}

/** Asks the browser not to evict the draft under storage pressure. */
export function requestPersistentStorage(): void {
  void navigator.storage?.persist?.().catch(() => undefined);
}
