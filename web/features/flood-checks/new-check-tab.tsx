import { AlertTriangle, Eraser, FileText, Loader2 } from 'lucide-react';
import { startTransition, useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AlertDialog, ConfirmContent } from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { LoadingState } from '../../components/ui/states';
import { formatDateTime } from '../../lib/dates';
import { AppliancesSection, AreasSection } from './areas-section';
import { CertificateIssuedBanner } from './certificate-issued';
import type { CheckForm } from './check-form';
import { ClientSection } from './client-section';
import { ReadingsSection } from './readings-section';
import { SignOffSection } from './sign-off-section';
import type { CheckLock } from './use-check-lock';
import type { CheckDraft } from './use-check-draft';
import type { PhotoQueue } from './use-photo-queue';

export function ClearWorkDialog({
  open,
  onOpenChange,
  onConfirm,
  pending,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  onConfirm: () => void;
  pending: number;
}) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <ConfirmContent title="Clear this check?" destructive action="Clear" onConfirm={onConfirm}>
        The form and its photos are removed from this phone.{' '}
        {pending ? `${pending} photo${pending === 1 ? ' has' : 's have'} not reached the server and will be lost. ` : ''}
        Checks already saved stay in Existing.
      </ConfirmContent>
    </AlertDialog>
  );
}

/**
 * The inspection form (docs/product.md#checks): every section, then Clear Form / View Client Report /
 * Produce Report. Once the check's certificate is issued the sections sit in a disabled
 * fieldset (every input, choice, photo button and the signature) under a banner saying why.
 */
export function NewCheckTab({
  form,
  queue,
  draft,
  checkId,
  lock,
  saving,
  produce,
}: {
  form: UseFormReturn<CheckForm>;
  queue: PhotoQueue;
  draft: CheckDraft;
  checkId: number | null;
  lock: CheckLock;
  saving: boolean;
  produce: () => void;
}) {
  const navigate = useNavigate();
  const [confirmClear, setConfirmClear] = useState(false);
  const uploaded = queue.photos.filter((p) => p.state === 'uploaded').length;
  const { locked } = lock;
  const rest = useAfterFirstScreen();
  return (
    <form
      noValidate
      // The browser journeys wait on this, not on a time, before saying no saved work was found.
      data-draft-checked={draft.restoreChecked}
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!locked) produce();
      }}
    >
      {locked ? <CertificateIssuedBanner issuedAt={lock.issuedAt} pending={queue.pending} onStartNew={() => setConfirmClear(true)} /> : null}
      {/* Until the server has said whether the restored check is certified, neither card shows. */}
      {draft.restoredAt && !locked && !lock.checking ? (
        <Card className="border-yellow-300 bg-yellow-50">
          <CardContent className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-4">
            <div className="flex gap-2 text-yellow-900">
              <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden />
              <div>
                <p className="font-semibold">Previous Work Found</p>
                <p className="text-sm">
                  Work saved on this phone at {formatDateTime(new Date(draft.restoredAt))} has been restored. Carry on, or clear it to start a new check.
                </p>
              </div>
            </div>
            <Button variant="outline" onClick={() => setConfirmClear(true)}>
              Clear & Start New
            </Button>
          </CardContent>
        </Card>
      ) : null}
      <fieldset disabled={locked} aria-label={locked ? 'Inspection (read-only)' : undefined} className="group/locked min-w-0 space-y-4">
        <ClientSection form={form} />
        {rest ? (
          <>
            <ReadingsSection form={form} queue={queue} />
            <AreasSection form={form} queue={queue} />
            <AppliancesSection form={form} queue={queue} />
            <SignOffSection form={form} signatureKey={draft.formKey} disabled={locked} />
          </>
        ) : (
          <LoadingState text="Loading..." />
        )}
      </fieldset>
      {checkId && queue.photos.length ? (
        <p className="text-sm text-muted-foreground" data-testid="photo-receipt">
          {uploaded}/{queue.photos.length} photos received
        </p>
      ) : null}
      <div className="sticky bottom-0 z-10 -mx-3 grid grid-cols-2 gap-2 border-t bg-background/95 px-3 py-3 backdrop-blur sm:static sm:mx-0 sm:flex sm:justify-end sm:border-0 sm:bg-transparent sm:px-0">
        <Button type="submit" disabled={saving || locked || !rest} size="lg" className="col-span-2 sm:order-last">
          {saving ? <Loader2 className="animate-spin" /> : null}
          {saving ? 'Producing...' : checkId ? 'Update Report' : 'Produce Report'}
        </Button>
        {locked ? null : (
          <Button variant="outline" onClick={() => setConfirmClear(true)} disabled={saving} className={checkId ? '' : 'col-span-2'}>
            <Eraser /> Clear Form
          </Button>
        )}
        {checkId ? (
          <Button variant="secondary" onClick={() => void navigate(`/client-report/${checkId}`)} className={locked ? 'col-span-2' : ''}>
            <FileText /> View Client Report
          </Button>
        ) : null}
      </div>
      <ClearWorkDialog open={confirmClear} onOpenChange={setConfirmClear} pending={queue.pending} onConfirm={() => void draft.clear()} />
    </form>
  );
}

/**
 * False for the form's first render, then true in a transition: the client section (what a
 * phone shows first) is on screen and typeable before the rest of the form (hundreds of
 * fields, the photo strips, the signature pad) is built; all of it in one commit held a
 * phone's main thread ~0.5 s (docs/performance.md#offline-open). The values live in the form
 * state, so a section mounted a moment later shows the restored draft all the same.
 */
function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready;
}
