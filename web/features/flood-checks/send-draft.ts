import { floodCheckBody } from '../../../core/contracts/flood-check';
import { loadDraft, patchDraft, type Draft } from './draft-store';
import { uploadQueue } from './upload-queue';

export type SendResult = 'incomplete' | 'offline' | 'sent' | 'refused';

/**
 * Send from Current Work (docs/product.md#drafts): a draft not open in the form is saved to the server
 * and its photos follow, through the app-wide queue, so without signal it simply waits
 * there. A form the shared schema refuses is not sent: the plumber opens it to finish it.
 */
export async function sendDraft(userId: number, draft: Draft): Promise<SendResult> {
  if (!floodCheckBody.safeParse(draft.formData).success) return 'incomplete';
  await patchDraft(draft.draftId, { sendWanted: true });
  if (!navigator.onLine) return 'offline';
  await uploadQueue.start(userId);
  const after = await loadDraft(draft.draftId);
  if (after?.sendWanted) return 'offline';
  return after?.currentCheckId ? 'sent' : 'refused';
}
