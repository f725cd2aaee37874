/**
 * Where a check is in its life (docs/product.md#check-status): Draft, Completed, Certificate issued, Certificate
 * void. The Existing list shows it and filters by it; the server's filter follows the same
 * order of precedence (checks.repo.ts).
 */
export const CHECK_LIFECYCLE = ['draft', 'completed', 'issued', 'void'] as const;
export type CheckLifecycle = (typeof CHECK_LIFECYCLE)[number];

export const CHECK_LIFECYCLE_LABELS: Record<CheckLifecycle, string> = {
  draft: 'Draft',
  completed: 'Completed',
  issued: 'Certificate issued',
  void: 'Certificate void',
};

/**
 * The lifecycle of a check: an issued certificate first; then a voided one that was not
 * reissued (its latest certificate is void); then completed or draft from its saved status.
 */
export function checkLifecycle(check: { status: string; certificateIssued: boolean; certificateVoided?: boolean | null | undefined }): CheckLifecycle {
  if (check.certificateIssued) return 'issued';
  if (check.certificateVoided) return 'void';
  return check.status === 'completed' ? 'completed' : 'draft';
}

/** A saved check can be reopened in the form while no certificate is issued for it. */
export function canReopen(check: { certificateIssued: boolean }): boolean {
  return !check.certificateIssued;
}
