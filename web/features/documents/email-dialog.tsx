import { Loader2, Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { emailMessage, type DocumentKind } from '../../../core/contracts/documents';
import { LIMITS } from '../../../core/limits';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { useCompanySettings, useEmailDocument } from './document-queries';

/**
 * Send Email (docs/product.md#email): the client's address is the one on the check and cannot
 * be changed here; the office address starts from Settings and is required. The server takes
 * only the company's own addresses there (Settings' office email or a staff member's). An
 * optional message to the client goes in the email text: plain text, no links, checked here
 * with the server's own schema.
 */
export function EmailDialog({ checkId, kind, clientEmail, disabled }: { checkId: number; kind: DocumentKind; clientEmail: string; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const [officeEmail, setOfficeEmail] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [messageError, setMessageError] = useState<string | undefined>();
  const settings = useCompanySettings();
  const office = officeEmail ?? settings.data?.officeEmail ?? '';
  const send = useEmailDocument(checkId, kind, () => setOpen(false));
  // The server sends the office copy only to the company's own addresses: say so at the field.
  // Editing the address clears the last answer (send.reset), so the message never outlives its cause.
  const officeError = send.error instanceof ApiError ? send.error.fields.officeEmail : undefined;
  const shownMessageError = messageError ?? (send.error instanceof ApiError ? send.error.fields.message : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!office.trim()) {
      notify.error('Office email required', 'Please enter your office email address to send the reports.');
      return;
    }
    const note = emailMessage.safeParse(message);
    if (!note.success) {
      setMessageError(note.error.issues[0]?.message);
      return;
    }
    send.mutate({ clientEmail, officeEmail: office.trim(), ...(note.data ? { message: note.data } : {}) });
  }

  const what = kind === 'certificate' ? 'compliance certificate' : 'client report';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setOfficeEmail(null);
          setMessage('');
          setMessageError(undefined);
          send.reset();
        }
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
          <Field id="officeEmail" label="Office email" required error={officeError}>
            <Input
              id="officeEmail"
              type="email"
              value={office}
              onChange={(e) => {
                setOfficeEmail(e.target.value);
                if (send.isError) send.reset();
              }}
              // Enter must reach submit (and its 'Office email required' toast) even while Send is disabled.
              onKeyDown={(e) => e.key === 'Enter' && submit(e)}
              autoComplete="email"
            />
          </Field>
          <Field
            id="emailMessage"
            label="Message to the client (optional)"
            error={shownMessageError}
            hint={`Plain text, no links. ${message.length}/${LIMITS.emailMessageMax} characters.`}
          >
            <Textarea
              id="emailMessage"
              value={message}
              maxLength={LIMITS.emailMessageMax}
              rows={4}
              aria-invalid={!!shownMessageError}
              onChange={(e) => {
                setMessage(e.target.value);
                setMessageError(undefined);
                if (send.isError) send.reset();
              }}
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
