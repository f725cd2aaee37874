import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { authEndpoints, signUpBody, type SignUpBody } from '../../../core/contracts/auth';
import { LIMITS } from '../../../core/limits';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { ErrorState } from '../../components/ui/states';
import { errorMessage } from '../../lib/api';
import { AuthLayout } from './auth-layout';
import { useAuthMutation } from './use-auth-mutation';

export function SignUpPage() {
  const form = useForm<SignUpBody>({ resolver: zodResolver(signUpBody), defaultValues: { email: '', password: '' } });
  const signUp = useAuthMutation<SignUpBody>(authEndpoints.signUp.path);
  const errors = form.formState.errors;
  return (
    <AuthLayout
      title="Create your account"
      description="Then complete your employee registration with the access code from management."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form className="space-y-4" noValidate onSubmit={form.handleSubmit((v) => signUp.mutate(v))}>
        {signUp.isError ? <ErrorState text={errorMessage(signUp.error, 'Could not create the account. Please try again.')} /> : null}
        <Field id="email" label="Email" error={errors.email?.message}>
          <Input id="email" type="email" autoComplete="username" inputMode="email" aria-invalid={!!errors.email} {...form.register('email')} />
        </Field>
        <Field
          id="password"
          label="Password"
          error={errors.password?.message}
          hint={`At least ${LIMITS.passwordMinLength} characters. A short phrase is easy to remember.`}
        >
          <Input id="password" type="password" autoComplete="new-password" aria-invalid={!!errors.password} {...form.register('password')} />
        </Field>
        <Button type="submit" className="w-full" disabled={signUp.isPending}>
          {signUp.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </AuthLayout>
  );
}
