import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import type { z } from 'zod';
import { accountEndpoints, passwordResetRequestBody } from '../../../core/contracts/account';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { ErrorState } from '../../components/ui/states';
import { apiRequest, errorMessage } from '../../lib/api';
import { AuthLayout } from './auth-layout';

type Body = z.infer<typeof passwordResetRequestBody>;

/** "Forgot password?": the server answers the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  // The address typed on the sign-in page comes along, so it is not typed twice.
  const typed: unknown = (useLocation().state as { email?: unknown } | null)?.email;
  const email = typeof typed === 'string' ? typed : '';
  const form = useForm<Body>({ resolver: zodResolver(passwordResetRequestBody), defaultValues: { email } });
  const request = useMutation({ mutationFn: (body: Body) => apiRequest<{ message: string }>('POST', accountEndpoints.requestReset.path, body) });
  const error = form.formState.errors.email?.message;
  return (
    <AuthLayout
      title="Forgot password?"
      description="Enter the email you sign in with. We will email you a link to choose a new password."
      footer={
        <Link to="/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      }
    >
      {request.isSuccess ? (
        <p role="status" className="rounded-md border bg-muted/40 p-3 text-sm">
          {request.data.message}
        </p>
      ) : (
        <form className="space-y-4" noValidate onSubmit={form.handleSubmit((v) => request.mutate(v))}>
          {request.isError ? <ErrorState text={errorMessage(request.error, 'Could not send the request. Please try again.')} /> : null}
          <Field id="email" label="Email" error={error}>
            <Input id="email" type="email" autoComplete="username" inputMode="email" aria-invalid={!!error} {...form.register('email')} />
          </Field>
          <Button type="submit" className="w-full" disabled={request.isPending}>
            {request.isPending ? 'Sending...' : 'Email me a reset link'}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
