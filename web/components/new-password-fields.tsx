import { useState } from 'react';
import { passwordSchema } from '../../core/contracts/auth';
import { Field } from './ui/field';
import { Input } from './ui/input';

export interface NewPassword {
  password: string;
  confirm: string;
  setPassword: (value: string) => void;
  setConfirm: (value: string) => void;
  /** The password meets the shared rule (core/contracts/auth.ts) and the confirmation matches. */
  valid: boolean;
  /** Errors to show once the form has been submitted (`tried`). */
  passwordError: string | undefined;
  confirmError: string | undefined;
  clear: () => void;
}

/** A new password and its confirmation, checked by the same schema the server uses. */
export function useNewPassword(tried: boolean): NewPassword {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const checked = passwordSchema.safeParse(password);
  return {
    password,
    confirm,
    setPassword,
    setConfirm,
    valid: checked.success && confirm === password,
    passwordError: tried && !checked.success ? checked.error.issues[0]?.message : undefined,
    confirmError: tried && confirm !== password ? 'Passwords do not match' : undefined,
    clear: () => {
      setPassword('');
      setConfirm('');
    },
  };
}

/** The "New password" and "Confirm new password" fields (reset page, Settings -> Account). */
export function NewPasswordFields({ value, hint, serverError }: { value: NewPassword; hint: string; serverError?: string | undefined }) {
  const passwordError = value.passwordError ?? serverError;
  return (
    <>
      <Field id="newPassword" label="New password" error={passwordError} hint={hint}>
        <Input
          id="newPassword"
          type="password"
          autoComplete="new-password"
          aria-invalid={!!passwordError}
          value={value.password}
          onChange={(e) => value.setPassword(e.target.value)}
        />
      </Field>
      <Field id="confirmPassword" label="Confirm new password" error={value.confirmError}>
        <Input
          id="confirmPassword"
          type="password"
          autoComplete="new-password"
          aria-invalid={!!value.confirmError}
          value={value.confirm}
          onChange={(e) => value.setConfirm(e.target.value)}
        />
      </Field>
    </>
  );
}
