import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { accountEndpoints, PASSWORD_CHANGED_MESSAGE } from '../../../core/contracts/account';
import { NewPasswordFields, useNewPassword } from '../../components/new-password-fields';
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
  const [tried, setTried] = useState(false);
  const next = useNewPassword(tried);
  const change = useMutation({
    mutationFn: () => apiRequest('POST', accountEndpoints.changePassword.path, { currentPassword, newPassword: next.password }),
    onSuccess: () => {
      setCurrent('');
      next.clear();
      setTried(false);
      notify.success('Password changed', PASSWORD_CHANGED_MESSAGE);
    },
  });
  const fields = change.error instanceof ApiError ? change.error.fields : {};
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
            if (currentPassword && next.valid) change.mutate();
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
          <NewPasswordFields
            value={next}
            hint="At least 12 characters. Other devices are signed out; this one stays signed in."
            serverError={fields.newPassword}
          />
          <Button type="submit" className="sm:w-fit" disabled={change.isPending}>
            {change.isPending ? 'Saving...' : 'Change Password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
