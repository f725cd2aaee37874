import { urlOf } from '../../../core/contracts/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Info, Monitor, RefreshCw, Smartphone, Tablet, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { type ActiveSessions, securityEndpoints, type SessionMonitorItem } from '../../../core/contracts/admin';
import { LIMITS } from '../../../core/limits';
import { usePageMeta } from '../../lib/page-meta';
import { AlertDialog, AlertDialogTrigger, ConfirmContent } from '../../components/ui/alert-dialog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { apiRequest, errorMessage } from '../../lib/api';
import { activityAgo, formatDateTime } from '../../lib/dates';
import { notify } from '../../lib/toast';
import { isSessionAlert, sessionCounters } from './session-counters';

const KEY = [securityEndpoints.activeSessions.path] as const;
const KIND_ICON = { Mobile: Smartphone, Tablet, Desktop: Monitor } as const;

function Counter({ label, value, icon, alert }: { label: string; value: number; icon: ReactNode; alert?: boolean }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-start gap-1 p-3 sm:flex-row sm:items-center sm:gap-3 sm:p-4">
        <div className={alert && value > 0 ? 'text-destructive' : 'text-primary'}>{icon}</div>
        <div>
          <p className="text-2xl font-semibold" data-testid={`counter-${label}`}>
            {value}
          </p>
          <p className="text-xs text-muted-foreground">{label}</p>
        </div>
      </CardContent>
    </Card>
  );
}

function UserSessions({ item, onEnd, ending }: { item: SessionMonitorItem; onEnd: (id: string) => void; ending: boolean }) {
  return (
    <Card data-testid={`sessions-${item.userId}`}>
      <CardHeader className="flex flex-row flex-wrap items-center gap-2 space-y-0">
        <CardTitle className="text-base">{item.userName}</CardTitle>
        {item.employeeRole ? <Badge variant={item.isOwner ? 'warning' : 'info'}>{item.employeeRole}</Badge> : null}
        <Badge variant="outline">
          {item.sessionCount} session{item.sessionCount === 1 ? '' : 's'}
        </Badge>
        {isSessionAlert(item) ? <Badge variant="destructive">Multiple Sessions</Badge> : null}
      </CardHeader>
      <CardContent>
        <ul className="space-y-2">
          {item.sessions.map((s) => {
            const Icon = KIND_ICON[s.deviceKind];
            return (
              <li key={s.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border p-3 text-sm">
                <Icon className="size-4 text-muted-foreground" aria-hidden />
                <span className="font-medium">{s.deviceKind}</span>
                <span className="font-mono text-xs">{s.ipAddress ?? 'Unknown IP'}</span>
                <span className="text-xs text-muted-foreground" title={formatDateTime(s.lastActivity)}>
                  {activityAgo(s.lastActivity)}
                </span>
                {s.isCurrent ? <Badge variant="success">This session</Badge> : null}
                {item.canEnd ? (
                  <AlertDialog>
                    <AlertDialogTrigger asChild>
                      <Button variant="outline" size="sm" className="ml-auto" disabled={ending}>
                        End session
                      </Button>
                    </AlertDialogTrigger>
                    <ConfirmContent title="End this session?" destructive action="End session" onConfirm={() => onEnd(s.id)}>
                      {item.userName} will be signed out on this {s.deviceKind.toLowerCase()} ({s.ipAddress ?? 'unknown IP'}).
                      {s.isCurrent ? ' This is your own current session.' : ''}
                    </ConfirmContent>
                  </AlertDialog>
                ) : (
                  <span className="ml-auto text-xs text-muted-foreground">Owner account</span>
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

/** /security-monitor (docs/product.md#monitor): owner and management; refetched every 30 s. */
export function SecurityMonitorPage() {
  usePageMeta('Security Monitor', 'Active sessions across the team');
  const queryClient = useQueryClient();
  const { data, isLoading, error, dataUpdatedAt, isFetching, refetch } = useQuery<ActiveSessions>({ queryKey: KEY, refetchInterval: 30_000 });
  const end = useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', urlOf(securityEndpoints.endSession, { sessionId: id })),
    onSuccess: () => {
      notify.success('Session ended', 'That device has been signed out.');
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
    onError: (e) => notify.error('Error', errorMessage(e, 'Failed to end the session')),
  });

  if (isLoading) return <LoadingState text="Loading session data..." />;
  if (error || !data) return <ErrorState text={`Error loading session data: ${errorMessage(error, 'Please try again.')}`} />;
  const users = data.activeSessions;
  const counters = sessionCounters(users);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">Last updated: {formatDateTime(new Date(dataUpdatedAt))}</p>
        <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw className={isFetching ? 'animate-spin' : ''} /> Refresh
        </Button>
      </div>
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        <Counter label="Active Users" value={counters.activeUsers} icon={<Users className="size-6" />} />
        <Counter label="Total Sessions" value={counters.totalSessions} icon={<Monitor className="size-6" />} />
        <Counter label="Security Alerts" value={counters.alerts} icon={<AlertTriangle className="size-6" />} alert />
      </div>
      {users.length === 0 ? <EmptyState title="No active sessions" /> : null}
      <div className="space-y-3">
        {users.map((u) => (
          <UserSessions key={u.userId} item={u} onEnd={(id) => end.mutate(id)} ending={end.isPending} />
        ))}
      </div>
      <Card className="border-blue-200 bg-blue-50">
        <CardContent className="flex gap-3 p-4 text-sm text-blue-900 sm:p-4">
          <Info className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div className="space-y-1">
            <p className="font-medium">About sessions</p>
            <p>
              Each user may be signed in on at most {LIMITS.maxSessionsPerUser} devices at once; signing in on another ends the oldest session. A user with more
              than one session is counted as a security alert so that you can check it is really them. Sessions end after {LIMITS.sessionIdleDays} days without
              activity. This page refreshes every 30 seconds.
            </p>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
