import { FOLLOW_UP_STATUS_LABELS, type FollowUpStatus } from '../../../core/rules/follow-ups';
import type { FollowUp } from '../../../core/contracts/follow-ups';
import { HOSE_CONDITION_LABELS } from '../../../core/contracts/flood-check';
import { Badge } from '../../components/ui/badge';

const TONE: Record<FollowUpStatus, 'warning' | 'info' | 'success' | 'destructive' | 'muted'> = {
  open: 'warning',
  quoted: 'info',
  accepted: 'success',
  declined: 'destructive',
  done: 'muted',
  resolved_on_site: 'muted',
};

export function FollowUpStatusBadge({ status }: { status: FollowUpStatus }) {
  return <Badge variant={TONE[status]}>{FOLLOW_UP_STATUS_LABELS[status]}</Badge>;
}

/** 'Failed', 'Red' or 'Orange': what the plumber found. */
export function severityLabel(severity: FollowUp['severity']): string {
  return severity === 'fail' ? 'Failed' : HOSE_CONDITION_LABELS[severity];
}
