import { useQuery } from '@tanstack/react-query';
import { Download, MailWarning, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { type LicenceRegister, profileEndpoints, REMINDERS_OFF } from '../../../core/contracts/profile';
import { LIMITS } from '../../../core/limits';
import { LICENCE_STATUSES, type LicenceStatus } from '../../../core/rules/licence';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { errorMessage } from '../../lib/api';
import { formatNumericDate } from '../../lib/dates';
import { usePageMeta } from '../../lib/page-meta';
import { LICENCE_STATUS_LABEL, LicenceStatusBadge } from './licence-status';
import { licencesCsv } from './licences-csv';

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  URL.revokeObjectURL(url);
}

function daysText(days: number | null): string {
  if (days === null) return '';
  if (days < 0) return `${-days} day${days === -1 ? '' : 's'} ago`;
  return days === 0 ? 'today' : `in ${days} day${days === 1 ? '' : 's'}`;
}

/** /licences (docs/product.md#licences): every employee's licence, for the owner and management. */
export function LicencesPage() {
  usePageMeta('Licence Register', "Everyone's plumbing licence and when it expires");
  const { data, isLoading, error } = useQuery<LicenceRegister>({ queryKey: [profileEndpoints.licences.path] });
  const [status, setStatus] = useState<LicenceStatus | null>(null);
  const [search, setSearch] = useState('');
  const [requiredOnly, setRequiredOnly] = useState(true);
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (data?.licences ?? []).filter(
      (l) =>
        (!status || l.status === status) &&
        (!requiredOnly || l.required) &&
        (!q || [l.name, l.email, l.licenceNumber ?? ''].some((v) => v.toLowerCase().includes(q))),
    );
  }, [data, status, search, requiredOnly]);

  if (isLoading) return <LoadingState text="Loading licences..." />;
  if (error || !data) return <ErrorState text={errorMessage(error, 'Failed to load the licence register.')} />;
  const reminderDays = LIMITS.licenceReminderDays.filter(Boolean).join(', ');
  return (
    <div className="space-y-4">
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        {data.remindersEnabled ? (
          `Reminder emails go to the employee and the office ${reminderDays} days before expiry and on the day.`
        ) : (
          <>
            <MailWarning className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
            <span>
              <strong className="text-foreground">{REMINDERS_OFF}</strong>. The bell still shows licences expiring within {LIMITS.licenceExpiryWarningDays}{' '}
              days.
            </span>
          </>
        )}
      </p>
      <div className="space-y-3">
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            className="pl-9"
            placeholder="Search by name, email or licence number..."
            aria-label="Search licences"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div className="flex flex-wrap gap-2" role="group" aria-label="Filter by status">
          {[null, ...LICENCE_STATUSES].map((s) => (
            <Button key={s ?? 'all'} size="sm" variant={status === s ? 'default' : 'outline'} aria-pressed={status === s} onClick={() => setStatus(s)}>
              {s ? LICENCE_STATUS_LABEL[s] : 'All'}
            </Button>
          ))}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" checked={requiredOnly} onChange={(e) => setRequiredOnly(e.target.checked)} />
            Only roles that need a licence
          </label>
          <Button variant="outline" size="sm" onClick={() => download(`licence-register-${data.today}.csv`, licencesCsv(shown))} disabled={!shown.length}>
            <Download aria-hidden /> Export CSV
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">
          Showing {shown.length} of {data.licences.length} employees
        </p>
      </div>
      {shown.length === 0 ? (
        <EmptyState title="No licences found" />
      ) : (
        <div className="rounded-xl border bg-card">
          <ul className="divide-y">
            {shown.map((l) => (
              <li key={l.userId} className="flex flex-wrap items-center justify-between gap-2 p-4">
                <div className="min-w-0">
                  <p className="font-medium">{l.name}</p>
                  <p className="truncate text-sm text-muted-foreground">
                    {l.role ?? 'No role'} · {l.licenceNumber || 'No licence number'}
                  </p>
                </div>
                <div className="flex items-center gap-3 text-sm">
                  {l.expiryDate ? (
                    <span>
                      {formatNumericDate(l.expiryDate)} <span className="text-muted-foreground">({daysText(l.daysLeft)})</span>
                    </span>
                  ) : (
                    <span className="text-muted-foreground">No expiry date</span>
                  )}
                  <LicenceStatusBadge status={l.status} />
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-sm text-muted-foreground">
        Employees update their own licence on{' '}
        <Link to="/profile" className="text-primary underline underline-offset-4">
          My Profile
        </Link>
        .
      </p>
    </div>
  );
}
