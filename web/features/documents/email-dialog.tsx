import { Loader2, Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { DocumentKind } from '../../../core/contracts/documents';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { notify } from '../../lib/toast';
import { useCompanySettings, useEmailDocument } from './document-queries';

/**
 * Send Email (spec part 2 §5, §8): the client's address is the one on the check and cannot
 * be changed here; the office address starts from Settings and is required.
 */
export function EmailDialog({ checkId, kind, clientEmail, disabled }: { checkId: number; kind: DocumentKind; clientEmail: string; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const [officeEmail, setOfficeEmail] = useState<string | null>(null);
  const settings = useCompanySettings();
  const office = officeEmail ?? settings.data?.officeEmail ?? '';
  const send = useEmailDocument(checkId, kind, () => setOpen(false));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!office.trim()) {
      notify.error('Office email required', 'Please enter your office email address to send the reports.');
      return;
    }
    send.mutate({ clientEmail, officeEmail: office.trim() });
  }

  const what = kind === 'certificate' ? 'compliance certificate' : 'client report';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setOfficeEmail(null);
      }}
    >
      <DialogTrigger asChild>
        <Button disabled={disabled}>
          <Mail /> Send Email
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send Email</DialogTitle>
          <DialogDescription>The {what} is sent as a PDF to the client and to the office.</DialogDescription>
        </DialogHeader>
        <form className="space-y-4" noValidate onSubmit={submit}>
          <Field id="clientEmail" label="Client email">
            <Input id="clientEmail" type="email" value={clientEmail} readOnly className="bg-muted" />
          </Field>
          <Field id="officeEmail" label="Office email" required>
            <Input
              id="officeEmail"
              type="email"
              value={office}
              onChange={(e) => setOfficeEmail(e.target.value)}
              // Enter must reach submit (and its 'Office email required' toast) even while Send is disabled.
              onKeyDown={(e) => e.key === 'Enter' && submit(e)}
              autoComplete="email"
            />
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!office.trim() || send.isPending}>
              {send.isPending ? <Loader2 className="animate-spin" /> : <Mail />}
              {send.isPending ? 'Sending...' : 'Send'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
