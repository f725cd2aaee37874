import type { EmployeeRemoved } from '../../../core/contracts/admin';

/** The removal toast: what else closed with it (ADR 0016). */
export function removalSummary(name: string, result: EmployeeRemoved): string {
  const keys =
    result.keysRevoked === 0
      ? ''
      : ` ${result.keysRevoked} unused access key${result.keysRevoked === 1 ? '' : 's'} they generated ${result.keysRevoked === 1 ? 'was' : 'were'} revoked.`;
  return `${name} has been removed and can no longer sign in.${keys} The employee access code was rotated: the owner sees the new code in Settings.`;
}
