import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { type AccessCodeCheckResponse, registrationEndpoints } from '../../../core/contracts/registration';
import type { Role } from '../../../core/rules/roles';
import { ApiError, apiRequest, errorMessage } from '../../lib/api';
import type { RegistrationForm } from './registration-form';

export const INVALID_CODE_FIELD_MESSAGE = 'Invalid access code. Please contact management for the correct code.';

interface CodeAnswer {
  code: string;
  roles: Role[] | null;
  message?: string;
}

/**
 * Step 1 asks the server which roles the entered code registers
 * (POST /api/registration/access-code-check, docs/product.md#registration): on blur of the code field and
 * on Next. A refusal is shown on the field. `roles` is the answer for the code as it is now
 * typed, or null; it narrows the role picker.
 */
export function useCodeCheck(form: UseFormReturn<RegistrationForm>) {
  const check = useMutation({
    mutationFn: (employeeAccessCode: string) => apiRequest<AccessCodeCheckResponse>('POST', registrationEndpoints.accessCodeCheck.path, { employeeAccessCode }),
  });
  const [answered, setAnswered] = useState<CodeAnswer | null>(null);
  // A blur and the Next click it causes share one request: each check is a lockout try.
  const pending = useRef<{ code: string; answer: Promise<CodeAnswer> } | null>(null);

  const askServer = async (code: string): Promise<CodeAnswer> => {
    try {
      return { code, roles: (await check.mutateAsync(code)).roles };
    } catch (error) {
      const refused = error instanceof ApiError && error.status === 400;
      // Asked again next time: a rate limit or a dropped connection is not the code's fault.
      if (!refused) pending.current = null;
      const message = refused ? INVALID_CODE_FIELD_MESSAGE : errorMessage(error, 'The access code could not be checked. Please try again.');
      return { code, roles: null, message };
    }
  };

  const rolesForCode = async (): Promise<Role[] | null> => {
    const code = form.getValues('employeeAccessCode').trim();
    if (!code) return null;
    if (pending.current?.code !== code) pending.current = { code, answer: askServer(code) };
    const answer = await pending.current.answer;
    setAnswered(answer);
    if (!answer.roles) form.setError('employeeAccessCode', { message: answer.message }, { shouldFocus: true });
    return answer.roles;
  };

  const typed = form.watch('employeeAccessCode').trim();
  return { rolesForCode, roles: answered?.code === typed ? answered.roles : null, isPending: check.isPending };
}
