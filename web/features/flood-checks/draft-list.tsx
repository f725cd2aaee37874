import { FolderOpen, Plus, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatAddress } from '../../../core/rules/address';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { formatDateTime } from '../../lib/dates';
import { notify } from '../../lib/toast';
import { clearDraft, type Draft } from './draft-store';
import { ClearWorkDialog } from './new-check-tab';
import { sendDraft } from './send-draft';

/** One draft's line in Current Work: its photos on the server and still on the phone. */
export interface DraftLine {
  draft: Draft;
  /** Photos not on the server yet. */
  waiting: number;
  /** Photos the server confirmed (its id stored with each). */
  received: number;
}

/** "9/12 photos received · 3 waiting" once the check is on the server (docs/product.md#drafts); before, only what waits. */
export function photoReceipt({ draft, waiting, received }: DraftLine): string {
  const total = waiting + received;
  if (!total) return 'No photos';
  if (!draft.currentCheckId) return `${waiting} photo${waiting === 1 ? '' : 's'} waiting to upload`;
  return waiting ? `${received}/${total} photos received · ${waiting} waiting` : `${received}/${total} photos received`;
}

function draftAddress(f: Draft['formData']): string {
  if (!f.streetNumber || !f.streetName) return 'Address not entered';
  return formatAddress({
    unitNumber: f.unitNumber,
    streetNumber: f.streetNumber,
    streetName: f.streetName,
    streetType: f.streetType ?? '',
    suburb: f.suburb ?? '',
    state: f.state ?? 'VIC',
    postcode: f.postcode ?? '',
  });
}

/**
 * Every draft of this user on the phone (docs/product.md#drafts), the last changed first: client, address,
 * photos waiting to upload and the last change, each opened in the form or cleared.
 */
export function DraftList({
  drafts,
  activeDraftId,
  onOpen,
  onNew,
  onCleared,
  onSendActive,
  userId,
}: {
  drafts: DraftLine[];
  activeDraftId: string;
  onOpen: (draftId: string) => void;
  onNew: () => void;
  onCleared: () => void;
  /** Send the draft open in the form: Produce Report, with the form's own checks. */
  onSendActive: () => void;
  userId: number;
}) {
  const [clearing, setClearing] = useState<DraftLine | null>(null);
  const [sending, setSending] = useState<string | null>(null);

  async function send(draft: Draft) {
    setSending(draft.draftId);
    const result = await sendDraft(userId, draft).finally(() => setSending(null));
    const client = draft.formData.clientName || 'this draft';
    if (result === 'incomplete') {
      notify.error('Please Complete Required Fields', `The check for ${client} is not finished. It is opened in the form.`);
      onOpen(draft.draftId);
    } else if (result === 'offline') notify.info('Saved on this phone', 'No network connection. The check and its photos are sent when the network returns.');
    else if (result === 'refused') notify.error('Not sent', `The server did not accept the check for ${client}. Open it to see why.`);
    else notify.success('Sent', `The check for ${client} was saved to the server.`);
    onCleared();
  }
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle>Drafts on this phone ({drafts.length})</CardTitle>
        <Button variant="outline" size="sm" onClick={onNew}>
          <Plus /> New Draft
        </Button>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {drafts.map((line) => {
            const { draft } = line;
            const active = draft.draftId === activeDraftId;
            return (
              <li key={draft.draftId} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="local-draft">
                <div className="min-w-0 text-sm">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {draft.formData.clientName || 'Client not named yet'}
                    {active ? <Badge variant="info">In the form</Badge> : null}
                    {draft.currentCheckId ? <Badge variant="outline">Check #{draft.currentCheckId}</Badge> : null}
                  </p>
                  <p className="text-muted-foreground">{draftAddress(draft.formData)}</p>
                  <p className="text-muted-foreground">
                    <span data-testid="photo-receipt">{photoReceipt(line)}</span> · Last change {formatDateTime(new Date(draft.timestamp))}
                  </p>
                </div>
                <div className="grid grid-cols-3 gap-2 sm:flex">
                  <Button
                    size="sm"
                    onClick={() => onOpen(draft.draftId)}
                    disabled={active}
                    aria-label={`Open draft for ${draft.formData.clientName || 'unnamed client'}`}
                  >
                    <FolderOpen /> Open
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => (active ? onSendActive() : void send(draft))}
                    disabled={sending !== null}
                    aria-label={`Send draft for ${draft.formData.clientName || 'unnamed client'}`}
                  >
                    <Send /> Send
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setClearing(line)}
                    disabled={active}
                    aria-label={`Clear draft for ${draft.formData.clientName || 'unnamed client'}`}
                  >
                    <Trash2 /> Clear
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
      <ClearWorkDialog
        open={clearing !== null}
        onOpenChange={(open) => !open && setClearing(null)}
        pending={clearing?.waiting ?? 0}
        onConfirm={() => {
          if (!clearing) return;
          void clearDraft(clearing.draft.draftId).then(() => {
            notify.success('Work Cleared', 'The draft and its photos were removed from this phone.');
            onCleared();
          });
        }}
      />
    </Card>
  );
}
