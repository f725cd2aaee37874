import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { authEndpoints, pinSignInBody } from '../../../core/contracts/auth';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { ErrorState } from '../../components/ui/states';
import { errorMessage } from '../../lib/api';
import { useAuthMutation } from './use-auth-mutation';

type PinSignInBody = z.infer<typeof pinSignInBody>;

/** 'Sign in with PIN' (docs/product.md#devices): email + login PIN, accepted only on a registered device. */
export function PinSignInForm() {
  const form = useForm<PinSignInBody>({ resolver: zodResolver(pinSignInBody), defaultValues: { email: '', pin: '' } });
  const signIn = useAuthMutation<PinSignInBody>(authEndpoints.pinSignIn.path);
  const errors = form.formState.errors;
  return (
    <form className="space-y-4" noValidate onSubmit={form.handleSubmit((v) => signIn.mutate(v))}>
      {signIn.isError ? <ErrorState text={errorMessage(signIn.error, 'Sign in failed. Please try again.')} /> : null}
      <p className="text-sm text-muted-foreground">
        Use the 6-digit login PIN from management. It works only on a device you have registered under Device Management.
      </p>
      <Field id="pin-email" label="Email" error={errors.email?.message}>
        <Input id="pin-email" type="email" autoComplete="username" inputMode="email" aria-invalid={!!errors.email} {...form.register('email')} />
      </Field>
      <Field id="login-pin" label="Login PIN" error={errors.pin?.message}>
        <Input
          id="login-pin"
          type="password"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          aria-invalid={!!errors.pin}
          {...form.register('pin', { onChange: (e: { target: HTMLInputElement }) => (e.target.value = e.target.value.replace(/\D/g, '').slice(0, 6)) })}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign In with PIN'}
      </Button>
    </form>
  );
}
