import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { authEndpoints, signInBody, type SignInBody } from '../../../core/contracts/auth';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ErrorState } from '../../components/ui/states';
import { errorMessage } from '../../lib/api';
import { whenIdle } from '../../lib/idle';
import { AuthLayout } from './auth-layout';
import { PinSignInForm } from './pin-sign-in-form';
import { useAuthMutation } from './use-auth-mutation';

export function SignInPage() {
  const form = useForm<SignInBody>({ resolver: zodResolver(signInBody), defaultValues: { email: '', password: '' } });
  const signIn = useAuthMutation<SignInBody>(authEndpoints.signIn.path);
  const errors = form.formState.errors;
  const [method, setMethod] = useState('password');
  // "Forgot password?" opens at once: its chunk loads while the page is idle, so the address
  // typed here is not typed into this page while the next one is still downloading.
  useEffect(() => whenIdle(() => void import('./forgot-password-page').catch(() => undefined), 5000), []);
  return (
    <AuthLayout
      title="Sign in"
      description={method === 'pin' ? 'Sign in with your work email and login PIN.' : 'Sign in with your work email and password.'}
      footer={
        <>
          New to the team?{' '}
          <Link to="/sign-up" className="font-medium text-primary underline-offset-4 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <Tabs value={method} onValueChange={setMethod}>
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="password">Password</TabsTrigger>
          <TabsTrigger value="pin">Sign in with PIN</TabsTrigger>
        </TabsList>
        <TabsContent value="pin">
          <PinSignInForm />
        </TabsContent>
        <TabsContent value="password">
          <form className="space-y-4" noValidate onSubmit={form.handleSubmit((v) => signIn.mutate(v))}>
            {signIn.isError ? <ErrorState text={errorMessage(signIn.error, 'Sign in failed. Please try again.')} /> : null}
            <Field id="email" label="Email" error={errors.email?.message}>
              <Input id="email" type="email" autoComplete="username" inputMode="email" aria-invalid={!!errors.email} {...form.register('email')} />
            </Field>
            <Field id="password" label="Password" error={errors.password?.message}>
              <Input id="password" type="password" autoComplete="current-password" aria-invalid={!!errors.password} {...form.register('password')} />
            </Field>
            <Button type="submit" className="w-full" disabled={signIn.isPending}>
              {signIn.isPending ? 'Signing in...' : 'Sign In'}
            </Button>
            <p className="text-center text-sm">
              <Link to="/forgot-password" state={{ email: form.watch('email') }} className="font-medium text-primary underline-offset-4 hover:underline">
                Forgot password?
              </Link>
            </p>
          </form>
        </TabsContent>
      </Tabs>
    </AuthLayout>
  );
}
