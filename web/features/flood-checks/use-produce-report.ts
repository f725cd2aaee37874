import { urlOf } from '../../../core/contracts/endpoint';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { type FloodCheckBody, floodCheckEndpoints } from '../../../core/contracts/flood-check';
import { ApiError, errorMessage, OfflineError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { clearDraft, patchDraft } from './draft-store';
import { CHECKS_KEY, saveCheck, uploadQueue } from './upload-queue';
import { describeErrors, type CheckForm } from './check-form';
import { isCertificateIssuedError, savedCheckKey, type CheckLock } from './use-check-lock';
import type { CheckDraft } from './use-check-draft';
import type { PhotoQueue } from './use-photo-queue';

/** docs/product.md#drafts: the report opens 1 s after the save. */
const REDIRECT_MS = 1000;

/**
 * Produce Report / Update Report: validates with the shared schema, creates the check the
 * first time and updates the same check afterwards (docs/product.md#checks), uploads every waiting
 * photo, and only when all are on the server clears the local draft and opens the report.
 * A check certified meanwhile (409) turns the form read-only and keeps the draft.
 */
export function useProduceReport(
  form: UseFormReturn<CheckForm>,
  queue: PhotoQueue,
  draft: CheckDraft,
  checkId: number | null,
  lock: CheckLock,
  draftIdRef: { current: string },
) {
  const [saving, setSaving] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const onInvalid = (errors: FieldErrors<CheckForm>) => {
    const fields = Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, String(v?.message ?? 'Invalid value')]));
    notify.error('Please Complete Required Fields', describeErrors(fields));
  };

  const onValid = async (values: CheckForm) => {
    if (saving || lock.locked) return;
    setSaving(true);
    const body = values as unknown as FloodCheckBody; // already parsed by the floodCheckBody resolver
    try {
      // Through the queue's one-save-per-draft lock: a send it started when the network returned is never doubled.
      const record = await saveCheck(draftIdRef.current, body, checkId);
      draft.saved(record.id);
      // The report reads this check and its photos (captions) from the cache: give it what was just saved.
      queryClient.setQueryData(savedCheckKey(record.id), record);
      void queryClient.invalidateQueries({ queryKey: [CHECKS_KEY] });
      void queryClient.invalidateQueries({ queryKey: [urlOf(floodCheckEndpoints.photos, { id: record.id })] });
      const waiting = queue.pending;
      notify.success('Success', waiting ? `Check saved. Uploading ${waiting} photo${waiting === 1 ? '' : 's'}...` : 'Check saved.');
      const left = waiting ? await queue.uploadAll(record.id, { quiet: true }) : 0;
      if (left) {
        notify.error(
          'Photos still waiting',
          `${left} photo${left === 1 ? ' is' : 's are'} kept on this phone and will upload when the network returns. Press Update Report to try again.`,
        );
        return;
      }
      draft.finish();
      await clearDraft(draftIdRef.current); // this check's draft only; the phone's other drafts stay
      notify.success('Complete', 'Opening the client report...');
      setTimeout(() => void navigate(`/client-report/${record.id}`), REDIRECT_MS);
    } catch (error) {
      if (isCertificateIssuedError(error)) {
        lock.lock();
        void draft.saveNow();
        notify.error(
          'Certificate already issued',
          'The compliance certificate for this check was issued in the meantime, so it can no longer be changed and your changes were not saved to it. They stay on this phone until you start a new check.',
        );
        return;
      }
      if (error instanceof ApiError) for (const [field, message] of Object.entries(error.fields)) form.setError(field, { message });
      const offline = error instanceof OfflineError || error instanceof TypeError || !navigator.onLine;
      if (offline) {
        // The app-wide queue saves the check and sends its photos when the network returns (docs/product.md#drafts).
        await draft.saveNow();
        await patchDraft(draftIdRef.current, { sendWanted: true });
        void uploadQueue.kick();
        notify.info('Saved on this phone', 'No network connection. The check and its photos are sent when the network returns.');
        return;
      }
      notify.error('Error', errorMessage(error, 'Failed to save check'));
    } finally {
      setSaving(false);
    }
  };

  return { saving, produce: form.handleSubmit(onValid, onInvalid) };
}
