import { randomCode } from './crypto';

/*
 * The codes staff type at registration, the shared employee code and one-time access keys:
 * the seed and Settings make the first, the access-keys feature the second, registration
 * compares both.
 */

/** A shared code staff type at registration: 10 characters, no look-alikes. */
export function newEmployeeAccessCode(): string {
  return randomCode(10);
}

/** Access keys are typed by people: case and separators do not matter. */
export function normaliseKey(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}
