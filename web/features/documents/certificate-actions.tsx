import { Ban, BadgeCheck, Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { voidCertificateBody } from '../../../core/contracts/certificates';
import { AlertDialog, AlertDialogTrigger, ConfirmContent } from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { useIssueCertificate, useVoidCertificate } from './certificate-queries';

/** Issue Certificate (docs/product.md#certificates): on purpose, after a confirmation that says what it means. */
export function IssueCertificateButton({ checkId }: { checkId: number }) {
  const issue = useIssueCertificate(checkId);
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button disabled={issue.isPending}>{issue.isPending ? <Loader2 className="animate-spin" /> : <BadgeCheck />} Issue Certificate</Button>
      </AlertDialogTrigger>
      <ConfirmContent title="Issue this compliance certificate?" action="Issue Certificate" onConfirm={() => issue.mutate()}>
        The certificate gets its own number and today&apos;s date and time, and names the inspecting plumber with their licence number. The check becomes a
        read-only compliance record: it cannot be changed unless the certificate is voided.
      </ConfirmContent>
    </AlertDialog>
  );
}

/** Void Certificate (docs/product.md#certificates): with a reason of at least 10 characters, checked by the server's own schema. */
export function VoidCertificateDialog({ checkId, number }: { checkId: number; number: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const voiding = useVoidCertificate(checkId, () => setOpen(false));
  const serverError = voiding.error instanceof ApiError ? voiding.error.fields.reason : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = voidCertificateBody.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    voiding.mutate(parsed.data);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setReason('');
          setError(undefined);
          voiding.reset();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Ban /> Void Certificate
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Void certificate {number}</DialogTitle>
          <DialogDescription>
            The certificate stops being valid: its verification page shows it as void. The check can be edited again, and a new certificate gets a new number.
          </DialogDescription>
        </DialogHeader>
        <form className="space-y-4" noValidate onSubmit={submit}>
          <Field id="voidReason" label="Reason" required error={error ?? serverError}>
            <Textarea id="voidReason" rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
          </Field>
          <DialogFooter>
            <Button type="submit" variant="destructive" disabled={voiding.isPending}>
              {voiding.isPending ? <Loader2 className="animate-spin" /> : <Ban />} Void Certificate
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
