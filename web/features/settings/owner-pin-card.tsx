import { settingsEndpoints } from '../../../core/contracts/settings';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { apiRequest, ApiError, errorMessage } from '../../lib/api';
import { notify } from '../../lib/toast';

const SIX_DIGITS = /^\d{6}$/;

/** Change the owner PIN; the server checks the current one (docs/product.md#devices). */
export function OwnerPinCard() {
  const [currentPin, setCurrent] = useState('');
  const [newPin, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const change = useMutation({
    mutationFn: () => apiRequest('PUT', settingsEndpoints.ownerPin.path, { currentPin, newPin }),
    onSuccess: () => {
      setCurrent('');
      setNew('');
      setConfirm('');
      notify.success('Owner PIN changed', 'Use the new PIN from now on.');
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 403) notify.error('Access Denied', 'Invalid PIN. Please enter the correct owner PIN.');
      else notify.error('Error', errorMessage(error, 'Failed to change the owner PIN'));
    },
  });
  const mismatch = confirm.length === 6 && confirm !== newPin;
  const ready = SIX_DIGITS.test(currentPin) && SIX_DIGITS.test(newPin) && newPin === confirm;
  const pinInput = (id: string, value: string, set: (v: string) => void) => (
    <Input
      id={id}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      value={value}
      onChange={(e) => set(e.target.value.replace(/\D/g, '').slice(0, 6))}
    />
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Owner PIN</CardTitle>
        <CardDescription>Approves PIN-gated actions: login PINs, removing employees, deactivating devices and access keys.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-3 sm:grid-cols-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (ready) change.mutate();
          }}
        >
          <Field id="currentPin" label="Current PIN">
            {pinInput('currentPin', currentPin, setCurrent)}
          </Field>
          <Field id="newPin" label="New PIN">
            {pinInput('newPin', newPin, setNew)}
          </Field>
          <Field id="confirmPin" label="Confirm new PIN" error={mismatch ? 'PINs do not match' : undefined}>
            {pinInput('confirmPin', confirm, setConfirm)}
          </Field>
          <Button type="submit" className="sm:col-span-3 sm:w-fit" disabled={!ready || change.isPending}>
            {change.isPending ? 'Saving...' : 'Change PIN'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
