import { accountEndpoints } from '../../../core/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NewPasswordFields, useNewPassword } from '../../components/new-password-fields';
import { Button } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/states';
import { apiRequest, ApiError, errorMessage } from '../../lib/api';
import { AuthLayout } from './auth-layout';

/** The page a reset link opens: a new password, once. Every session of the account ends. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [tried, setTried] = useState(false);
  const next = useNewPassword(tried);
  const reset = useMutation({ mutationFn: () => apiRequest('POST', accountEndpoints.confirmReset.path, { token, newPassword: next.password }) });
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
            if (next.valid) reset.mutate();
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
          <NewPasswordFields value={next} hint="At least 12 characters: a passphrase of four unrelated words works well." />
          <Button type="submit" className="w-full" disabled={!token || reset.isPending}>
            {reset.isPending ? 'Saving...' : 'Set new password'}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
