import type { LicenceStatus } from '../../../core/rules/licence';
import { Badge } from '../../components/ui/badge';

const LOOK: Record<LicenceStatus, { label: string; variant: 'success' | 'warning' | 'destructive' | 'muted' }> = {
  valid: { label: 'Valid', variant: 'success' },
  expiring: { label: 'Expiring', variant: 'warning' },
  expired: { label: 'Expired', variant: 'destructive' },
  missing: { label: 'Missing', variant: 'muted' },
};

export const LICENCE_STATUS_LABEL: Record<LicenceStatus, string> = Object.fromEntries(Object.entries(LOOK).map(([k, v]) => [k, v.label])) as Record<
  LicenceStatus,
  string
>;

export function LicenceStatusBadge({ status }: { status: LicenceStatus }) {
  return <Badge variant={LOOK[status].variant}>{LOOK[status].label}</Badge>;
}
