import type { Role } from '../../core/rules/roles';
import { buildRegistration, TEST_OWNER_PIN, TEST_PASSWORD, uniqueEmail } from '../../server/test/factories';
import { PROCESS_EMPLOYEE_CODE, PROCESS_OWNER_CODE } from '../../server/test/server-process';
import { HttpClient } from './http';

/** Signs up over HTTP on a server process; the account is not registered yet. */
export async function signUp(base: string, prefix = 'user'): Promise<{ client: HttpClient; email: string }> {
  const email = uniqueEmail(prefix);
  const client = new HttpClient(base);
  const up = await client.post('/api/auth/sign-up', { email, password: TEST_PASSWORD });
  if (up.status !== 201) throw new Error(`sign-up failed: ${up.status} ${up.text}`);
  return { client, email };
}

/** Signs up and registers a user over HTTP; the owner registers with the owner code and sets TEST_OWNER_PIN. */
export async function registerEmployee(base: string, role: Role = 'Plumber'): Promise<{ client: HttpClient; email: string; id: number }> {
  const { client, email } = await signUp(base, role.toLowerCase().replace(' ', '-'));
  const body =
    role === 'Owner'
      ? buildRegistration({ employeeRole: 'Owner', employeeAccessCode: PROCESS_OWNER_CODE, ownerPin: TEST_OWNER_PIN })
      : buildRegistration({ employeeRole: role, employeeAccessCode: PROCESS_EMPLOYEE_CODE });
  const reg = await client.post('/api/employee-profile', body);
  if (reg.status !== 200) throw new Error(`registration failed: ${reg.status} ${reg.text}`);
  return { client, email, id: (reg.json() as { id: number }).id };
}
