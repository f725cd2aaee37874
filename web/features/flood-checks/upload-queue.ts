import { urlOf } from '../../../core/contracts/endpoint';
import { checkDraftId, floodCheckBody, floodCheckEndpoints, type FloodCheckRecord } from '../../../core/contracts/flood-check';
import { apiRequest, errorMessage, queryClient } from '../../lib/api';
import type { FloodCheckBody } from '../../../core/contracts/flood-check';
import { keptOfBody } from './check-values';
import { listDrafts, loadDraft, loadPhoto, loadUserPhotos, patchDraft, savePhoto, type Draft, type LocalPhoto } from './draft-store';
import { isRetryable, isSignedOut, retryDelayMs } from './upload-retry';
import { NetworkError, uploadPhoto } from './upload-photo';

/**
 * The app-wide upload queue (docs/product.md#drafts, ADR 0026): mounted in the shell for the signed-in
 * user, it sends whatever this user left waiting on the device, when the app opens and when
 * the network returns, whether or not the form is open. First the checks whose Produce
 * Report / Send was pressed without signal, then the photos, oldest first, one at a time;
 * a network or server failure waits and tries again with a growing, capped delay. Only
 * this user's drafts are read (IndexedDB rows carry the user id).
 */
export interface QueueStatus {
  sending: boolean;
  /** Photos sent in this run, and how many the run started with (the progress bar). */
  done: number;
  total: number;
  /** The photo on its way and how far it is (0-100). */
  current: { localId: string; percent: number } | null;
  /** When the next try is due after a failure (ms since epoch), else null. */
  retryAt: number | null;
}

type Listener = () => void;
type PhotoListener = (photo: LocalPhoto) => void;
type CheckListener = (draftId: string, checkId: number) => void;

/** The checks list's query key: a check the queue saved shows in Existing at once. */
export const CHECKS_KEY = floodCheckEndpoints.list.path;

const IDLE: QueueStatus = { sending: false, done: 0, total: 0, current: null, retryAt: null };
let status = IDLE;
let userId: number | null = null;
let run: Promise<void> | null = null;
let again = false;
let attempt = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
/** Checks the open form saved a moment ago, before its draft record says so. */
const links = new Map<string, number>();
const listeners = new Set<Listener>();
const photoListeners = new Set<PhotoListener>();
const checkListeners = new Set<CheckListener>();

function setStatus(next: Partial<QueueStatus>) {
  status = { ...status, ...next };
  for (const l of listeners) l();
}

export const uploadQueue = {
  status: () => status,
  subscribe(l: Listener) {
    listeners.add(l);
    return () => void listeners.delete(l);
  },
  /** Every photo record the queue changes (the open form shows its state). */
  onPhoto(l: PhotoListener) {
    photoListeners.add(l);
    return () => void photoListeners.delete(l);
  },
  /** A check the queue saved for a draft (the open form then updates, never posts again). */
  onCheckSaved(l: CheckListener) {
    checkListeners.add(l);
    return () => void checkListeners.delete(l);
  },
  /** Starts (or keeps) sending for this user; another user's work on the device is never read. */
  start(id: number) {
    if (userId !== id) {
      userId = id;
      attempt = 0;
    }
    return uploadQueue.kick();
  },
  /** The open form saved its check: its photos may go before the draft record catches up. */
  link(draftId: string, checkId: number) {
    links.set(draftId, checkId);
  },
  /** Stops at sign-out; what is waiting stays on the device for this user's next sign-in. */
  stop() {
    userId = null;
    links.clear();
    clearTimeout(timer);
    setStatus(IDLE);
  },
  /** Sends now (app opened, network back, a photo taken, Retry): resolves when nothing more can be sent. */
  kick(): Promise<void> {
    clearTimeout(timer);
    setStatus({ retryAt: null });
    if (run) {
      again = true;
      return run;
    }
    run = (async () => {
      do {
        again = false;
        await drain();
      } while (again && userId !== null);
    })().finally(() => {
      run = null;
      setStatus({ sending: false, current: null, done: 0, total: 0 });
    });
    return run;
  },
};

/** A photo is waiting when its check exists on the server and it is not there yet; a refused one waits for Retry. */
const isWaiting = (p: LocalPhoto, checkIds: Map<string, number>) =>
  p.blob !== null && checkIds.has(p.draftId) && (p.state === 'queued' || p.state === 'uploading' || p.state === 'temp');

async function drain(): Promise<void> {
  const id = userId;
  if (id === null || !navigator.onLine) return;
  const drafts = await listDrafts(id);
  try {
    // Oldest first: the job started first is sent first.
    for (const d of drafts.filter((x) => x.sendWanted).reverse()) await sendCheck(d);
    const checkIds = new Map(links);
    for (const d of drafts) if (d.currentCheckId) checkIds.set(d.draftId, d.currentCheckId);
    const waiting = (await loadUserPhotos(id)).filter((p) => isWaiting(p, checkIds)).sort((a, b) => a.createdAt - b.createdAt);
    setStatus({ sending: waiting.length > 0, done: 0, total: waiting.length });
    for (const photo of waiting) {
      if (userId !== id) return;
      await sendPhoto(photo, checkIds.get(photo.draftId)!);
      attempt = 0;
      setStatus({ done: status.done + 1, current: null });
    }
  } catch (error) {
    // The session ended (kept for this user's next sign-in), or something unexpected: wait for the next kick.
    if (isSignedOut(error) || !isRetryable(error)) return;
    // No signal, or the server is briefly unwell: wait longer each time, then try again.
    const delay = retryDelayMs(attempt++);
    setStatus({ current: null, retryAt: Date.now() + delay });
    timer = setTimeout(() => void uploadQueue.kick(), delay);
  }
}

const saving = new Map<string, Promise<unknown>>();

/**
 * The create's body with the draft's id, its idempotency key: a create retried after its reply was lost
 * returns the check already made (docs/product.md#drafts). Drafts moved from the old one-draft store
 * ('user-N', not a UUID) go without one, as older clients do.
 */
const createBody = (draftId: string, body: FloodCheckBody): FloodCheckBody => (checkDraftId.safeParse(draftId).success ? { ...body, draftId } : body);

/**
 * Saves a draft's check, one save per draft at a time: the form's Produce Report and the
 * queue's send of the same draft never both post, so the check is created once (ADR 0011),
 * and the second one updates it.
 */
export function saveCheck(draftId: string, body: FloodCheckBody, knownId: number | null): Promise<FloodCheckRecord> {
  const before = saving.get(draftId);
  const next = (async () => {
    await before?.catch(() => undefined);
    const id = knownId ?? links.get(draftId) ?? (await loadDraft(draftId))?.currentCheckId ?? null;
    const record = id
      ? await apiRequest<FloodCheckRecord>('PUT', urlOf(floodCheckEndpoints.update, { id }), body)
      : await apiRequest<FloodCheckRecord>('POST', floodCheckEndpoints.create.path, createBody(draftId, body));
    links.set(draftId, record.id);
    // What was sent and the answer tell a later Open in Form whether the phone's copy changed since (open-saved-check.ts).
    await patchDraft(draftId, { currentCheckId: record.id, sendWanted: false, savedRecord: record, sentValues: keptOfBody(body) });
    return record;
  })();
  saving.set(draftId, next);
  void next.catch(() => undefined).finally(() => saving.get(draftId) === next && saving.delete(draftId));
  return next;
}

/** Saves the check of a draft whose Produce Report was pressed offline; a form the server refuses is left for the plumber to open. */
async function sendCheck(draft: Draft): Promise<void> {
  await saving.get(draft.draftId)?.catch(() => undefined);
  const now = await loadDraft(draft.draftId); // the form may have saved it meanwhile, or changed it
  if (!now?.sendWanted) return;
  const body = floodCheckBody.safeParse(now.formData);
  if (!body.success) return patchDraft(draft.draftId, { sendWanted: false });
  try {
    const record = await saveCheck(draft.draftId, body.data, now.currentCheckId);
    draft.currentCheckId = record.id;
    void queryClient.invalidateQueries({ queryKey: [CHECKS_KEY] });
    for (const l of checkListeners) l(draft.draftId, record.id);
  } catch (error) {
    if (error instanceof TypeError) throw new NetworkError();
    if (isRetryable(error) || isSignedOut(error)) throw error;
    await patchDraft(draft.draftId, { sendWanted: false });
  }
}

async function store(photo: LocalPhoto): Promise<void> {
  await savePhoto(photo);
  for (const l of photoListeners) l(photo);
}

async function sendPhoto(photo: LocalPhoto, checkId: number): Promise<void> {
  await store({ ...photo, state: 'uploading', error: undefined });
  setStatus({ current: { localId: photo.localId, percent: 0 } });
  try {
    const server = await uploadPhoto(checkId, { ...photo, blob: photo.blob! }, (percent) => setStatus({ current: { localId: photo.localId, percent } }));
    // The record as it is now: the plumber may have captioned or deleted the photo while it travelled.
    const now = await loadPhoto(photo.localId);
    if (!now) return void (await apiRequest('DELETE', urlOf(floodCheckEndpoints.deletePhoto, { id: server.id })).catch(() => undefined));
    const caption = now.caption ?? '';
    const record =
      caption !== (server.caption ?? '')
        ? await apiRequest<typeof server>('PATCH', urlOf(floodCheckEndpoints.captionPhoto, { id: server.id }), { caption }).catch(() => server)
        : server;
    await store({ ...now, state: 'uploaded', server: record, error: undefined });
  } catch (error) {
    const now = (await loadPhoto(photo.localId)) ?? null;
    if (!now) return;
    if (isRetryable(error) || isSignedOut(error)) {
      await store({ ...now, state: 'queued', error: undefined });
      throw error;
    }
    // Refused (certificate issued, not a photo, limit reached): kept with its reason and a Retry button.
    await store({ ...now, state: 'failed', error: errorMessage(error, 'Failed to upload photo. Please try again.') });
  }
}
