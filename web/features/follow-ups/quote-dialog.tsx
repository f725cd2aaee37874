import { useState } from 'react';
import { LIMITS } from '../../../core/limits';
import { dollarsToCents } from '../../../core/rules/follow-ups';
import type { FollowUp, FollowUpPatchBody } from '../../../core/contracts/follow-ups';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';

/** "Mark quoted": the quote number and amount in dollars (both optional), sent as cents. */
export function QuoteDialog({
  followUp,
  pending,
  onClose,
  onSubmit,
}: {
  followUp: FollowUp;
  pending: boolean;
  onClose: () => void;
  onSubmit: (body: FollowUpPatchBody) => void;
}) {
  const [quoteNumber, setQuoteNumber] = useState('');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const submit = () => {
    const cents = amount.trim() ? dollarsToCents(amount) : undefined;
    if (cents === null) return setAmountError('Enter the amount in dollars, for example 485 or 1,234.50');
    onSubmit({ status: 'quoted', quoteNumber: quoteNumber.trim() || undefined, amountCents: cents, note: note.trim() || undefined });
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Mark quoted</DialogTitle>
          <DialogDescription>
            {followUp.item} for {followUp.clientName}. The quote number and amount are optional.
          </DialogDescription>
        </DialogHeader>
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Field id="quote-number" label="Quote number">
            <Input id="quote-number" value={quoteNumber} maxLength={LIMITS.quoteNumberMax} onChange={(e) => setQuoteNumber(e.target.value)} />
          </Field>
          <Field id="quote-amount" label="Amount (dollars)" error={amountError}>
            <Input
              id="quote-amount"
              inputMode="decimal"
              placeholder="485.00"
              value={amount}
              aria-invalid={Boolean(amountError)}
              aria-describedby={amountError ? 'quote-amount-error' : undefined}
              onChange={(e) => {
                setAmount(e.target.value);
                setAmountError(undefined);
              }}
            />
          </Field>
          <Field id="quote-note" label="Note (optional)">
            <Textarea id="quote-note" value={note} maxLength={LIMITS.noteMax} onChange={(e) => setNote(e.target.value)} />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving...' : 'Mark quoted'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
