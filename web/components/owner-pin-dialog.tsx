import { useEffect, useState, type ReactNode } from 'react';
import { LIMITS } from '../../core/limits';
import { ApiError, errorMessage } from '../lib/api';
import { notify } from '../lib/toast';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './ui/dialog';
import { Field } from './ui/field';
import { Input } from './ui/input';

/**
 * A masked owner-PIN box: digits only, at most 6 (docs/product.md#devices). No placeholder: masked dots
 * in an empty box look like a PIN already entered.
 */
export function OwnerPinInput({ id, value, onChange }: { id: string; value: string; onChange: (pin: string) => void }) {
  return (
    <Input
      id={id}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={LIMITS.pinLength}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, LIMITS.pinLength))}
    />
  );
}

/**
 * The owner-PIN dialog of the PIN-gated actions (docs/product.md#devices). The PIN is checked on the
 * server; the confirm button is enabled only at exactly 6 characters.
 */
export function OwnerPinDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive,
  pending,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  pending: boolean;
  onConfirm: (pin: string) => void;
  children?: ReactNode;
}) {
  const [pin, setPin] = useState('');
  useEffect(() => {
    if (!open) setPin('');
  }, [open]);
  const ready = pin.length === LIMITS.pinLength;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (ready && !pending) onConfirm(pin);
          }}
        >
          <Field id="owner-pin" label="Owner PIN" hint={`${LIMITS.pinLength} digits`}>
            <OwnerPinInput id="owner-pin" value={pin} onChange={setPin} />
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={!ready || pending}>
              {pending ? 'Please wait...' : confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Failure toast of a PIN-gated action: the product's 'Access Denied' (docs/product.md#devices) for a wrong owner PIN. */
export function notifyPinGatedError(error: unknown, title: string, fallback: string): void {
  if (error instanceof ApiError && error.body?.code === 'invalid_pin') notify.error('Access Denied', 'Invalid PIN. Please enter the correct owner PIN.');
  else notify.error(title, errorMessage(error, fallback));
}
