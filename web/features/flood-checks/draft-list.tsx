import { FolderOpen, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatAddress } from '../../../core/rules/address';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { formatDateTime } from '../../lib/dates';
import { notify } from '../../lib/toast';
import { clearDraft, type Draft } from './draft-store';
import { ClearWorkDialog } from './new-check-tab';

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
}: {
  drafts: Array<{ draft: Draft; waiting: number }>;
  activeDraftId: string;
  onOpen: (draftId: string) => void;
  onNew: () => void;
  onCleared: () => void;
}) {
  const [clearing, setClearing] = useState<{ draft: Draft; waiting: number } | null>(null);
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
          {drafts.map(({ draft, waiting }) => {
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
                    {waiting ? `${waiting} photo${waiting === 1 ? '' : 's'} waiting to upload` : 'No photos waiting'} · Last change{' '}
                    {formatDateTime(new Date(draft.timestamp))}
                  </p>
                </div>
                <div className="grid grid-cols-2 gap-2 sm:flex">
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
                    variant="outline"
                    onClick={() => setClearing({ draft, waiting })}
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
