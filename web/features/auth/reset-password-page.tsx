import { accountEndpoints } from '../../../core/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { passwordSchema } from '../../../core/contracts/auth';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { ErrorState } from '../../components/ui/states';
import { apiRequest, ApiError, errorMessage } from '../../lib/api';
import { AuthLayout } from './auth-layout';

/** The page a reset link opens: a new password, once. Every session of the account ends. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [tried, setTried] = useState(false);
  const reset = useMutation({ mutationFn: () => apiRequest('POST', accountEndpoints.confirmReset.path, { token, newPassword: password }) });
  const checked = passwordSchema.safeParse(password);
  const passwordError = tried && !checked.success ? checked.error.issues[0]?.message : undefined;
  const confirmError = tried && confirm !== password ? 'Passwords do not match' : undefined;
  const serverError = reset.error instanceof ApiError ? (reset.error.fields.token ?? reset.error.fields.newPassword) : undefined;
  const signInLink = (
    <Link to="/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
      Sign in
    </Link>
  );
  return (
    <AuthLayout title="Choose a new password" description="The link works once. Setting a new password signs your account out everywhere." footer={signInLink}>
      {reset.isSuccess ? (
        <p role="status" className="rounded-md border bg-muted/40 p-3 text-sm">
          Your password has been changed. Sign in with your new password.
        </p>
      ) : (
        <form
          className="space-y-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setTried(true);
            if (checked.success && confirm === password) reset.mutate();
          }}
        >
          {!token ? <ErrorState text="This page needs the link from your email. Ask for a new link." /> : null}
          {reset.isError ? <ErrorState text={serverError ?? errorMessage(reset.error, 'Could not set the password. Please try again.')} /> : null}
          {reset.isError && serverError ? (
            <p className="text-sm">
              <Link to="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
                Ask for a new link
              </Link>
            </p>
          ) : null}
          <Field id="newPassword" label="New password" error={passwordError} hint="At least 12 characters: a passphrase of four unrelated words works well.">
            <Input
              id="newPassword"
              type="password"
              autoComplete="new-password"
              aria-invalid={!!passwordError}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
          <Field id="confirmPassword" label="Confirm new password" error={confirmError}>
            <Input
              id="confirmPassword"
              type="password"
              autoComplete="new-password"
              aria-invalid={!!confirmError}
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
          </Field>
          <Button type="submit" className="w-full" disabled={!token || reset.isPending}>
            {reset.isPending ? 'Saving...' : 'Set new password'}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
