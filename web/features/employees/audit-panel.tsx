import { History } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/dates';
import { useAuditLog } from './employee-api';

const ACTION_LABELS: Record<string, string> = {
  registration_completed: 'Registration completed',
  settings_changed: 'Company settings changed',
  access_code_rotated: 'Employee access code rotated',
  owner_pin_changed: 'Owner PIN changed',
  pin_generated: 'Login PIN generated',
  pin_regenerated: 'Login PIN regenerated',
  employee_removed: 'Employee removed',
  device_deactivated: 'Device deactivated',
  access_key_generated: 'Access key generated',
  access_key_revoked: 'Access key revoked',
  session_ended: 'Session ended',
  content_changed: 'Content changed',
  assessment_reviewed: 'Self-assessment reviewed',
  role_changed: 'Role changed',
  employee_reinstated: 'Employee reinstated',
  password_changed: 'Password changed',
  password_reset_requested: 'Password reset link emailed',
  password_reset_link_made: 'Password reset link made',
  password_reset_completed: 'Password reset',
  profile_updated: 'Profile updated',
};

/** The audit trail: who did what to whom, and when (latest first). */
export function AuditPanel() {
  const { data, isLoading, error } = useAuditLog();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-5" aria-hidden /> Recent administrative activity
        </CardTitle>
        <CardDescription>Every PIN, removal, device, access key, session and settings change, with who made it.</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? <LoadingState text="Loading activity..." className="py-4" /> : null}
        {error ? <ErrorState text={errorMessage(error, 'Failed to load activity')} /> : null}
        {data && data.length === 0 ? <p className="text-sm text-muted-foreground">No administrative actions yet.</p> : null}
        <ul className="divide-y text-sm" data-testid="audit-list">
          {data?.slice(0, 50).map((entry) => {
            const name = typeof entry.details.employeeName === 'string' ? entry.details.employeeName : null;
            const whom = entry.targetName ?? name;
            return (
              <li key={entry.id} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2">
                <span>
                  <span className="font-medium">{ACTION_LABELS[entry.action] ?? entry.action}</span>
                  {whom && entry.action !== 'registration_completed' ? ` · ${whom}` : ''}
                  {entry.actorName ? <span className="text-muted-foreground"> by {entry.actorName}</span> : null}
                </span>
                <span className="text-xs text-muted-foreground">{formatDateTime(entry.createdAt)}</span>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
