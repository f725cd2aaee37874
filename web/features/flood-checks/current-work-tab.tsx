import { useQuery } from '@tanstack/react-query';
import { ClipboardList, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { APPLIANCES, AREAS, HOSE_CONDITION_LABELS, PHOTO_SECTIONS, type HoseCondition } from '../../../core/contracts/flood-check';
import { formatAddress } from '../../../core/rules/address';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { formatDateTime, formatLongDate } from '../../lib/dates';
import { CertificateIssuedBadge } from './certificate-issued';
import type { CurrentUser } from '../../../core/contracts/auth';
import { listDrafts, loadUserPhotos } from './draft-store';
import { DraftList } from './draft-list';
import { ClearWorkDialog } from './new-check-tab';
import { PhotoThumb } from './photo-strip';
import { useSavedCheck } from './use-check-lock';

function StatusBadge({ value }: { value: string | undefined }) {
  if (!value) return <span className="text-muted-foreground">Not recorded</span>;
  return <Badge variant={value === 'pass' ? 'success' : 'destructive'}>{value === 'pass' ? 'Pass' : 'Fail'}</Badge>;
}

function SavedCheckLine({ id }: { id: number }) {
  const issued = useSavedCheck(id).data?.certificateIssued;
  return (
    <p className="flex flex-wrap items-center gap-2">
      Saved to the server as check #{id} {issued ? <CertificateIssuedBadge /> : null}
    </p>
  );
}

const conditionLabel = (v: string | undefined) => (v ? HOSE_CONDITION_LABELS[v as HoseCondition] : 'Not recorded');

/**
 * The drafts on this phone (docs/product.md#drafts: several at once), each with Open and Clear, then a
 * read-only summary of the one the form is editing (docs/product.md#checks). It reads IndexedDB each
 * time it opens, after the page saved the latest changes.
 */
export function CurrentWorkTab({
  user,
  activeDraftId,
  saveNow,
  onEdit,
  onClear,
  onStartNew,
  onOpen,
  onNewDraft,
}: {
  user: CurrentUser;
  activeDraftId: string;
  saveNow: () => Promise<void>;
  onEdit: () => void;
  onClear: () => Promise<void>;
  onStartNew: () => void;
  onOpen: (draftId: string) => void;
  onNewDraft: () => void;
}) {
  const [confirm, setConfirm] = useState(false);
  const query = useQuery({
    queryKey: ['local-draft', user.id, activeDraftId],
    queryFn: async () => {
      await saveNow();
      const [drafts, photos] = await Promise.all([listDrafts(user.id), loadUserPhotos(user.id)]);
      const mine = photos.filter((p) => p.draftId === activeDraftId);
      // In the order of the form's sections, then as taken.
      const order = Object.keys(PHOTO_SECTIONS);
      mine.sort((a, b) => order.indexOf(a.section) - order.indexOf(b.section) || a.createdAt - b.createdAt);
      const waiting = (id: string) => photos.filter((p) => p.draftId === id && p.state !== 'uploaded').length;
      return {
        draft: drafts.find((d) => d.draftId === activeDraftId) ?? null,
        photos: mine,
        others: drafts.map((d) => ({ draft: d, waiting: waiting(d.draftId) })),
      };
    },
    staleTime: 0,
    gcTime: 0,
    // The phone's own storage: a failed read (a transaction aborted by a concurrent autosave,
    // storage briefly busy) is worth another try, and is never shown as "no saved work".
    retry: 2,
    retryDelay: 300,
  });
  if (query.isLoading) return <LoadingState text="Loading saved work..." />;
  if (query.isError) {
    return (
      <div className="space-y-3">
        <ErrorState text="The saved work on this phone could not be read. It has not been deleted." />
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  const draft = query.data?.draft;
  const photos = query.data?.photos ?? [];
  const drafts = query.data?.others ?? [];
  const list = drafts.length ? (
    <DraftList drafts={drafts} activeDraftId={activeDraftId} onOpen={onOpen} onNew={onNewDraft} onCleared={() => void query.refetch()} />
  ) : null;
  if (!draft) {
    return (
      <div className="space-y-4">
        {list}
        <EmptyState icon={<ClipboardList className="size-8" />} title="No Saved Work Found" action={<Button onClick={onStartNew}>Start New Check</Button>} />
      </div>
    );
  }
  const f = draft.formData;
  const areas = [
    ...AREAS.map((a) => ({ label: a.label, status: f[a.statusField], rows: a.hoses })),
    ...APPLIANCES.map((a) => ({ label: a.label, status: f[a.statusField], rows: [{ field: a.conditionField, label: 'Condition' }] })),
  ];
  const applicable = areas.filter((a) => a.status === 'applicable');
  return (
    <div className="space-y-4">
      {list}
      <h2 className="text-lg font-semibold">Open in the form</h2>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">Saved on this phone {formatDateTime(new Date(draft.timestamp))}</p>
        <div className="flex gap-2">
          <Button onClick={onEdit} className="flex-1 sm:flex-none">
            <Pencil /> Edit Form
          </Button>
          <Button variant="outline" onClick={() => setConfirm(true)} className="flex-1 sm:flex-none">
            <Trash2 /> Clear Saved Work
          </Button>
        </div>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{f.clientName || 'Client not named yet'}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-1 text-sm">
          <p>
            {f.streetNumber && f.streetName
              ? formatAddress({
                  unitNumber: f.unitNumber,
                  streetNumber: f.streetNumber,
                  streetName: f.streetName,
                  streetType: f.streetType ?? '',
                  suburb: f.suburb ?? '',
                  state: f.state ?? 'VIC',
                  postcode: f.postcode ?? '',
                })
              : 'Address not entered'}
          </p>
          <p>Job number: {f.initialJobNumber || '-'}</p>
          <p>Client email: {f.clientEmail || '-'}</p>
          {draft.currentCheckId ? <SavedCheckLine id={draft.currentCheckId} /> : <p className="text-warning">Not yet saved to the server</p>}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Readings</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2 text-sm sm:grid-cols-2">
          <p className="flex flex-wrap items-center gap-2">
            Static pressure: {f.staticPressureKpa ? `${f.staticPressureKpa} kPa` : 'Not recorded'} <StatusBadge value={f.staticPressureStatus} />
          </p>
          <p className="flex flex-wrap items-center gap-2">
            Hot water: {f.temperatureCelsius ? `${f.temperatureCelsius} °C` : 'Not recorded'} <StatusBadge value={f.hotWaterTempStatus} />
          </p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Areas & Appliances Inspected</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 text-sm sm:grid-cols-2">
          {applicable.length ? (
            applicable.map((a) => (
              <div key={a.label} className="rounded-md border p-2">
                <p className="font-medium">{a.label}</p>
                {a.rows.map((r) => (
                  <p key={r.field} className="text-muted-foreground">
                    {r.label}: {conditionLabel(f[r.field])}
                  </p>
                ))}
              </div>
            ))
          ) : (
            <p className="text-muted-foreground">No areas marked applicable yet.</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Photos ({photos.length})</CardTitle>
        </CardHeader>
        <CardContent>
          {photos.length ? (
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {photos.map((p) => (
                <PhotoThumb key={p.localId} photo={p} />
              ))}
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">No photos taken.</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Inspector</CardTitle>
        </CardHeader>
        <CardContent className="space-y-2 text-sm">
          <p>Plumber: {f.plumberName || '-'}</p>
          <p>Date: {f.inspectionDate ? formatLongDate(f.inspectionDate) : '-'}</p>
          {f.plumberSignature ? (
            <img src={f.plumberSignature} alt="Plumber signature" className="h-20 rounded border bg-white" />
          ) : (
            <p className="text-muted-foreground">Not signed</p>
          )}
        </CardContent>
      </Card>
      <ClearWorkDialog
        open={confirm}
        onOpenChange={setConfirm}
        pending={photos.filter((p) => p.state !== 'uploaded').length}
        onConfirm={() => void onClear().then(() => query.refetch())}
      />
    </div>
  );
}
