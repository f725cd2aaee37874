import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { accountEndpoints, PASSWORD_CHANGED_MESSAGE } from '../../../core/contracts/account';
import { passwordSchema } from '../../../core/contracts/auth';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { apiRequest, ApiError, errorMessage } from '../../lib/api';
import { notify } from '../../lib/toast';
import { useCurrentUser } from '../../lib/use-current-user';

/** Settings -> Account, for everyone: change password (the server checks the current one). */
export function AccountCard() {
  const { user } = useCurrentUser();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [tried, setTried] = useState(false);
  const change = useMutation({
    mutationFn: () => apiRequest('POST', accountEndpoints.changePassword.path, { currentPassword, newPassword }),
    onSuccess: () => {
      setCurrent('');
      setNew('');
      setConfirm('');
      setTried(false);
      notify.success('Password changed', PASSWORD_CHANGED_MESSAGE);
    },
  });
  const fields = change.error instanceof ApiError ? change.error.fields : {};
  const checked = passwordSchema.safeParse(newPassword);
  const newError = (tried && !checked.success ? checked.error.issues[0]?.message : undefined) ?? fields.newPassword;
  const confirmError = tried && confirm !== newPassword ? 'Passwords do not match' : undefined;
  const currentError = (tried && !currentPassword ? 'Current password is required' : undefined) ?? fields.currentPassword;
  const otherError =
    change.isError && !fields.currentPassword && !fields.newPassword ? errorMessage(change.error, 'Could not change the password.') : undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account</CardTitle>
        <CardDescription>
          Signed in as {user?.email}. Your details and licence are under{' '}
          <Link to="/profile" className="text-primary underline underline-offset-4">
            My Profile
          </Link>
          .
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-3"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setTried(true);
            if (currentPassword && checked.success && confirm === newPassword) change.mutate();
          }}
        >
          <h3 className="font-medium">Change password</h3>
          {otherError ? (
            <p role="alert" className="text-sm text-destructive">
              {otherError}
            </p>
          ) : null}
          <Field id="currentPassword" label="Current password" error={currentError}>
            <Input
              id="currentPassword"
              type="password"
              autoComplete="current-password"
              aria-invalid={!!currentError}
              value={currentPassword}
              onChange={(e) => setCurrent(e.target.value)}
            />
          </Field>
          <Field id="newPassword" label="New password" error={newError} hint="At least 12 characters. Other devices are signed out; this one stays signed in.">
            <Input
              id="newPassword"
              type="password"
              autoComplete="new-password"
              aria-invalid={!!newError}
              value={newPassword}
              onChange={(e) => setNew(e.target.value)}
            />
          </Field>
          <Field id="confirmNewPassword" label="Confirm new password" error={confirmError}>
            <Input
              id="confirmNewPassword"
              type="password"
              autoComplete="new-password"
              aria-invalid={!!confirmError}
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
          </Field>
          <Button type="submit" className="sm:w-fit" disabled={change.isPending}>
            {change.isPending ? 'Saving...' : 'Change Password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
