import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CurrentUser } from '../../../core/contracts/auth';
import { saveBeforeUpdate } from '../../lib/service-worker';
import { notify } from '../../lib/toast';
import { draftWorthSaving, emptyCheckForm, type CheckForm } from './check-form';
import { clearDraft, latestDraft, loadDraft, requestPersistentStorage, saveDraft } from './draft-store';
import { uploadQueue } from './upload-queue';
import type { PhotoQueue } from './use-photo-queue';

/** docs/product.md#drafts: autosave every 30 s and 5 s after a change; restore 0.5 s after load. */
export const DRAFT_TIMING = { intervalMs: 30_000, debounceMs: 5_000, restoreDelayMs: 500 } as const;

export interface CheckDraft {
  /** Records the id the server gave the check, in state and in the draft. */
  saved(id: number): void;
  /** When the restored work was saved, while the 'Previous Work Found' card shows. */
  restoredAt: number | null;
  /** True once the phone has been searched for saved work (found or not): a signal to wait on. */
  restoreChecked: boolean;
  /** Bumped when the form is replaced, so the signature pad redraws. */
  formKey: number;
  saveNow(): Promise<void>;
  clear(opts?: { silent?: boolean }): Promise<void>;
  /** Stops autosaving (the check reached the server and the page is leaving). */
  finish(): void;
}

/** Saves of forms that were unmounted with a change not yet saved; every saveNow waits for them. */
const leavingSaves = new Set<Promise<void>>();

/** Resolves once every form that was unmounted has saved its draft: a reopen reads the phone's copy only after. */
export async function leavingSavesDone(): Promise<void> {
  await Promise.all([...leavingSaves]);
}

/** Which local draft the form edits: its id (kept in a ref the photo queue reads too), and whether it was chosen. */
export interface DraftSlot {
  draftIdRef: { current: string };
  /** Opened on purpose (Current Work, Existing): restore this one. Otherwise the last changed draft is restored and offered back. */
  chosen: boolean;
}

/** A fresh slot: a new draft id, to be replaced by the restored draft's own id. */
export function newDraftId(): string {
  return crypto.randomUUID();
}

/**
 * The local draft of the check being captured: restored shortly after load, saved about
 * 5 s after each change, every 30 s, when the phone hides the page and when the form is
 * unmounted with a change not yet saved, but only once the client name, job number or
 * client email is set.
 */
export function useCheckDraft(
  user: CurrentUser,
  form: UseFormReturn<CheckForm>,
  queue: PhotoQueue,
  activeTab: string,
  setCheckIdState: (id: number | null) => void,
  slot: DraftSlot,
): CheckDraft {
  const { draftIdRef } = slot;
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [restoreChecked, setRestoreChecked] = useState(false);
  const checkIdRef = useRef<number | null>(null);
  const tabRef = useRef(activeTab);
  tabRef.current = activeTab;
  const finished = useRef(false);
  // Fields the plumber changed before the saved draft was restored: what they typed wins.
  const editedBeforeRestore = useRef<Set<string> | null>(new Set());

  const saveNow = useCallback(async () => {
    const formData = form.getValues();
    // The draft is written before anything is awaited, so a read started after this call
    // (Current Work) sees it; and saves of a form that was leaving land before this returns.
    const save =
      finished.current || !draftWorthSaving(formData)
        ? undefined
        : saveDraft({
            draftId: draftIdRef.current,
            userId: user.id,
            formData,
            timestamp: Date.now(),
            activeTab: tabRef.current,
            currentCheckId: checkIdRef.current,
          });
    await Promise.all([...leavingSaves, save]);
  }, [form, user.id, draftIdRef]);

  const saved = useCallback(
    (id: number) => {
      checkIdRef.current = id;
      setCheckIdState(id);
      void saveNow();
    },
    [saveNow, setCheckIdState],
  );

  // The upload queue saved this draft's check (Produce Report pressed offline): the form updates it from now on.
  useEffect(() => uploadQueue.onCheckSaved((id, checkId) => id === draftIdRef.current && saved(checkId)), [draftIdRef, saved]);

  useEffect(() => {
    requestPersistentStorage();
    const timer = setTimeout(() => {
      void (async () => {
        const draft = slot.chosen ? await loadDraft(draftIdRef.current) : await latestDraft(user.id);
        if (draft) draftIdRef.current = draft.draftId;
        const photos = await queue.reload(draftIdRef.current);
        const edited = editedBeforeRestore.current ?? new Set<string>();
        editedBeforeRestore.current = null;
        if (draft && draftWorthSaving(draft.formData)) {
          const typed = Object.fromEntries([...edited].map((name) => [name, form.getValues(name)]));
          form.reset({ ...emptyCheckForm(user), ...draft.formData, ...typed });
          checkIdRef.current = draft.currentCheckId;
          setCheckIdState(draft.currentCheckId);
          setFormKey((k) => k + 1);
        }
        // Work found on the phone is offered back; a draft opened on purpose needs no such card.
        if (!slot.chosen && (draft || photos.length)) setRestoredAt(draft?.timestamp ?? Math.max(...photos.map((p) => p.createdAt)));
        setRestoreChecked(true);
        // Photos left waiting by an earlier visit go up now that the page is open again.
        if (draft?.currentCheckId && photos.some((p) => p.state !== 'uploaded')) void queue.uploadAll(draft.currentCheckId, { quiet: true });
      })();
    }, DRAFT_TIMING.restoreDelayMs);
    return () => clearTimeout(timer);
    // Restores once per visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user.id]);

  useEffect(() => {
    let debounce: ReturnType<typeof setTimeout> | undefined;
    const sub = form.watch((_values, { name }) => {
      if (name) editedBeforeRestore.current?.add(name);
      clearTimeout(debounce);
      debounce = setTimeout(() => {
        debounce = undefined;
        void saveNow();
      }, DRAFT_TIMING.debounceMs);
    });
    const interval = setInterval(() => void saveNow(), DRAFT_TIMING.intervalMs);
    const onHide = () => document.visibilityState === 'hidden' && void saveNow();
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onHide);
    return () => {
      sub.unsubscribe();
      clearTimeout(debounce);
      // Leaving the form (navigation, a remount) with a change not saved yet: save it now.
      if (debounce !== undefined) {
        const leaving = saveNow().catch(() => undefined);
        leavingSaves.add(leaving);
        void leaving.then(() => leavingSaves.delete(leaving));
      }
      clearInterval(interval);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onHide);
    };
  }, [form, saveNow]);

  // Reloading into a new version of the app saves the form first (docs/product.md#offline).
  useEffect(() => saveBeforeUpdate(saveNow), [saveNow]);

  const clear = useCallback(
    async ({ silent = false }: { silent?: boolean } = {}) => {
      await clearDraft(draftIdRef.current);
      draftIdRef.current = newDraftId();
      form.reset(emptyCheckForm(user));
      checkIdRef.current = null;
      setCheckIdState(null);
      setRestoredAt(null);
      setFormKey((k) => k + 1);
      queue.reset();
      if (!silent) notify.success('Work Cleared', 'The saved check and its photos were removed from this phone.');
    },
    [form, queue, user, setCheckIdState, draftIdRef],
  );

  const finish = useCallback(() => {
    finished.current = true;
  }, []);

  return { saved, restoredAt, restoreChecked, formKey, saveNow, clear, finish };
}
