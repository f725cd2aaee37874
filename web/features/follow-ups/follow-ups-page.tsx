import { ChevronLeft, ChevronRight, ClipboardList, Download } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import type { FollowUp, FollowUpListQuery } from '../../../core/contracts/follow-ups';
import { LIMITS } from '../../../core/limits';
import { FOLLOW_UP_STATUS_LABELS, FOLLOW_UP_STATUSES, type FollowUpStatus } from '../../../core/rules/follow-ups';
import { Button } from '../../components/ui/button';
import { Input, inputClass } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { errorMessage } from '../../lib/api';
import { usePageMeta } from '../../lib/page-meta';
import { notify } from '../../lib/toast';
import { FollowUpCard } from './follow-up-card';
import { csvUrl, useFollowUps, useMoveFollowUp } from './follow-up-queries';
import { QuoteDialog } from './quote-dialog';

const AGES = [LIMITS.followUpOverdueDays, 7, 14, 30];

/** /follow-ups (docs/product.md#follow-ups): the office's board, oldest first, with its CSV. */
export function FollowUpsPage() {
  usePageMeta('Follow-ups', 'Failed readings and Red items waiting for a quote');
  const [status, setStatus] = useState<FollowUpStatus | ''>('open');
  const [plumber, setPlumber] = useState('');
  const [suburbText, setSuburb] = useState('');
  const suburb = useDeferredValue(suburbText.trim());
  const [olderThanDays, setOlderThanDays] = useState('');
  const [page, setPage] = useState(1);
  const query: FollowUpListQuery = { status, plumber, suburb, olderThanDays, page };
  const list = useFollowUps(query);
  const move = useMoveFollowUp();
  const [quoting, setQuoting] = useState<FollowUp | null>(null);
  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  const moveTo = (f: FollowUp, to: FollowUpStatus) => {
    if (to === 'quoted') return setQuoting(f);
    move.mutate(
      { id: f.id, body: { status: to } },
      {
        onSuccess: () => notify.success('Follow-up updated', `${f.item}: ${FOLLOW_UP_STATUS_LABELS[to]}`),
        onError: (error) => notify.error('Error', errorMessage(error, 'The follow-up could not be updated. Please try again.')),
      },
    );
  };

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" role="group" aria-label="Filters">
        <div className="space-y-1.5">
          <Label htmlFor="fu-status">Status</Label>
          <select id="fu-status" className={inputClass} value={status} onChange={(e) => filter(setStatus)(e.target.value as FollowUpStatus | '')}>
            <option value="">All statuses</option>
            {FOLLOW_UP_STATUSES.map((s) => (
              <option key={s} value={s}>
                {FOLLOW_UP_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="fu-plumber">Plumber</Label>
          <select id="fu-plumber" className={inputClass} value={plumber} onChange={(e) => filter(setPlumber)(e.target.value)}>
            <option value="">All plumbers</option>
            {data?.plumbers.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="fu-suburb">Suburb</Label>
          <Input id="fu-suburb" placeholder="Any suburb" value={suburbText} maxLength={100} onChange={(e) => filter(setSuburb)(e.target.value)} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="fu-age">Age</Label>
          <select id="fu-age" className={inputClass} value={olderThanDays} onChange={(e) => filter(setOlderThanDays)(e.target.value)}>
            <option value="">Any age</option>
            {AGES.map((d) => (
              <option key={d} value={String(d)}>
                Older than {d} days
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {data ? `${data.total} follow-up${data.total === 1 ? '' : 's'}, oldest first` : '\u00a0'}
        </p>
        <Button variant="outline" size="sm" asChild>
          <a href={csvUrl(query)} download aria-disabled={!data?.total}>
            <Download aria-hidden /> Export CSV
          </a>
        </Button>
      </div>

      {list.isLoading ? (
        <LoadingState text="Loading follow-ups..." />
      ) : list.error || !data ? (
        <ErrorState text={errorMessage(list.error, 'Failed to load follow-ups.')} />
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={<ClipboardList className="size-8" aria-hidden />}
          title="No follow-ups"
          text="Nothing matches these filters. Failed readings and Red items of completed checks appear here."
        />
      ) : (
        <ul className="grid items-start gap-4 xl:grid-cols-2" aria-label="Follow-ups">
          {data.items.map((f) => (
            <FollowUpCard key={f.id} followUp={f} pending={move.isPending} onMove={(to) => moveTo(f, to)} />
          ))}
        </ul>
      )}

      {data && pages > 1 ? (
        <nav className="flex items-center justify-center gap-3" aria-label="Pages">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <ChevronLeft aria-hidden /> Previous
          </Button>
          <span className="text-sm">
            Page {page} of {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next <ChevronRight aria-hidden />
          </Button>
        </nav>
      ) : null}

      {quoting ? (
        <QuoteDialog
          followUp={quoting}
          pending={move.isPending}
          onClose={() => setQuoting(null)}
          onSubmit={(body) =>
            move.mutate(
              { id: quoting.id, body },
              {
                onSuccess: () => {
                  notify.success('Follow-up quoted', `${quoting.item} for ${quoting.clientName}`);
                  setQuoting(null);
                },
                onError: (error) => notify.error('Error', errorMessage(error, 'The follow-up could not be updated. Please try again.')),
              },
            )
          }
        />
      ) : null}
    </div>
  );
}
