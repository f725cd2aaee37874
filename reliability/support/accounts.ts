import type { Role } from '../../core/rules/roles';
import { buildRegistration, TEST_PASSWORD, uniqueEmail } from '../../server/test/factories';
import { PROCESS_EMPLOYEE_CODE } from '../../server/test/server-process';
import { HttpClient } from './http';

/** Signs up and registers an employee over HTTP on a server process. */
export async function registerEmployee(base: string, role: Exclude<Role, 'Owner'> = 'Plumber'): Promise<{ client: HttpClient; email: string }> {
  const email = uniqueEmail(role.toLowerCase().replace(' ', '-'));
  const client = new HttpClient(base);
  const up = await client.post('/api/auth/sign-up', { email, password: TEST_PASSWORD });
  if (up.status !== 201) throw new Error(`sign-up failed: ${up.status} ${up.text}`);
  const reg = await client.post('/api/employee-profile', buildRegistration({ employeeRole: role, employeeAccessCode: PROCESS_EMPLOYEE_CODE }));
  if (reg.status !== 200) throw new Error(`registration failed: ${reg.status} ${reg.text}`);
  return { client, email };
}
