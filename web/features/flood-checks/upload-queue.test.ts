// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { FloodCheckBody, PhotoRecord } from '../../../core/contracts/flood-check';
import { ApiError } from '../../lib/api';
import type { Draft, LocalPhoto } from './draft-store';
import { NetworkError } from './upload-photo';

/** The phone's IndexedDB, in memory: two users' drafts and photos. */
const drafts = new Map<string, Draft>();
const photos = new Map<string, LocalPhoto>();
vi.mock('./draft-store', () => ({
  listDrafts: async (userId: number) => [...drafts.values()].filter((d) => d.userId === userId).sort((a, b) => b.timestamp - a.timestamp),
  loadDraft: async (id: string) => drafts.get(id) ?? null,
  loadUserPhotos: async (userId: number) => [...photos.values()].filter((p) => p.userId === userId),
  loadPhoto: async (id: string) => photos.get(id) ?? null,
  savePhoto: async (p: LocalPhoto) => void photos.set(p.localId, p),
  patchDraft: async (id: string, change: Partial<Draft>) => void (drafts.has(id) && drafts.set(id, { ...drafts.get(id)!, ...change })),
}));
const sent: string[] = [];
let inFlight = 0;
const uploadPhoto = vi.fn(async (checkId: number, photo: { localId: string }): Promise<PhotoRecord> => {
  inFlight++;
  expect(inFlight).toBe(1); // one photo at a time
  await new Promise((r) => setTimeout(r, 1));
  inFlight--;
  sent.push(`${checkId}:${photo.localId}`);
  return { id: sent.length, caption: null } as unknown as PhotoRecord;
});
vi.mock('./upload-photo', async (original) => ({
  ...(await original<object>()),
  uploadPhoto: (...args: [number, { localId: string }]) => uploadPhoto(...args),
}));
const apiRequest = vi.fn(async (_method: string, _url: string, _body?: unknown): Promise<unknown> => ({ id: 99 }));
vi.mock('../../lib/api', async (original) => ({
  ...(await original<object>()),
  apiRequest: (m: string, u: string, b?: unknown) => apiRequest(m, u, b),
}));

const { saveCheck, uploadQueue } = await import('./upload-queue');

const draft = (draftId: string, userId: number, currentCheckId: number | null, extra: Partial<Draft> = {}): Draft => ({
  draftId,
  userId,
  formData: {},
  timestamp: 1,
  activeTab: 'new',
  currentCheckId,
  ...extra,
});
const photo = (localId: string, draftId: string, userId: number, createdAt: number, state: LocalPhoto['state'] = 'queued'): LocalPhoto => ({
  localId,
  draftId,
  userId,
  section: 'bathroom1',
  description: 'Inspection photo',
  blob: new Blob(['x']),
  server: null,
  state,
  createdAt,
});

beforeEach(() => {
  drafts.clear();
  photos.clear();
  sent.length = 0;
  uploadPhoto.mockClear();
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});
afterEach(() => {
  uploadQueue.stop();
  vi.useRealTimers();
});

it("sends the user's waiting photos of every job, oldest first, one at a time, never another user's", async () => {
  drafts.set('a', draft('a', 1, 10));
  drafts.set('b', draft('b', 1, 20));
  drafts.set('other', draft('other', 2, 30));
  drafts.set('unsaved', draft('unsaved', 1, null));
  photos.set('b1', photo('b1', 'b', 1, 2));
  photos.set('a1', photo('a1', 'a', 1, 1));
  photos.set('a2', photo('a2', 'a', 1, 3, 'uploading')); // cut off by a closed app: waiting again
  photos.set('x1', photo('x1', 'other', 2, 0));
  photos.set('t1', photo('t1', 'unsaved', 1, 0, 'temp')); // its check does not exist yet
  photos.set('f1', photo('f1', 'a', 1, 0, 'failed')); // refused before: waits for Retry
  await uploadQueue.start(1);
  expect(sent).toEqual(['10:a1', '20:b1', '10:a2']);
  expect(photos.get('a1')).toMatchObject({ state: 'uploaded', server: { id: 1 } });
  expect(photos.get('x1')!.state).toBe('queued');
  expect(photos.get('t1')!.state).toBe('temp');
});

it('waits 2 s, 4 s ... after no network, then sends; a refusal is kept with its reason', async () => {
  vi.useFakeTimers();
  drafts.set('a', draft('a', 1, 10));
  photos.set('a1', photo('a1', 'a', 1, 1));
  photos.set('a2', photo('a2', 'a', 1, 2));
  uploadPhoto.mockRejectedValueOnce(new NetworkError()).mockRejectedValueOnce(new NetworkError());
  await uploadQueue.start(1);
  expect(photos.get('a1')!.state).toBe('queued');
  expect(uploadQueue.status().retryAt).not.toBeNull();
  await vi.advanceTimersByTimeAsync(1_999);
  expect(uploadPhoto).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(1); // 2 s: second try, fails again
  expect(uploadPhoto).toHaveBeenCalledTimes(2);
  uploadPhoto.mockRejectedValueOnce(new ApiError(409, JSON.stringify({ message: 'The certificate for this check has been issued.' })));
  await vi.advanceTimersByTimeAsync(4_000); // 4 s: a1 refused, a2 sent
  await vi.advanceTimersByTimeAsync(10);
  expect(photos.get('a1')).toMatchObject({ state: 'failed', error: 'The certificate for this check has been issued.' });
  expect(photos.get('a2')!.state).toBe('uploaded');
});

it('saves the check of a draft sent without signal before its photos go', async () => {
  drafts.set('a', draft('a', 1, null, { sendWanted: true, formData: {} }));
  photos.set('a1', photo('a1', 'a', 1, 1, 'temp'));
  await uploadQueue.start(1);
  // An empty form is refused by the shared schema: nothing is posted, and the plumber opens it to finish it.
  expect(apiRequest).not.toHaveBeenCalled();
  expect(drafts.get('a')!.sendWanted).toBe(false);
  expect(sent).toEqual([]);
});

it("creates a check with its draft's id (the retry's idempotency key), an old 'user-N' draft without one", async () => {
  const draftId = crypto.randomUUID();
  const body = { clientName: 'Margaret Chen' } as FloodCheckBody;
  await saveCheck(draftId, body, null);
  expect(apiRequest).toHaveBeenLastCalledWith('POST', '/api/flood-prevention-checks', { ...body, draftId });
  await saveCheck('user-1', body, null);
  expect(apiRequest).toHaveBeenLastCalledWith('POST', '/api/flood-prevention-checks', body);
});
