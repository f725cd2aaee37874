import { useInfiniteQuery } from '@tanstack/react-query';
import { Award, ClipboardList, FileText, Pencil, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../core/contracts/auth';
import type { CheckListResponse, CheckSummary } from '../../../core/contracts/flood-check-list';
import { checkLifecycle, CHECK_LIFECYCLE_LABELS, type CheckLifecycle } from '../../../core/rules/check-lifecycle';
import { mayOpenInForm } from '../../../core/rules/roles';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { apiRequest } from '../../lib/api';
import { formatShortDate } from '../../lib/dates';
import { Field } from '../../components/ui/field';
import { Input, inputClass } from '../../components/ui/input';
import { CHECKS_KEY } from './upload-queue';

const PAGE_SIZE = 20;

/** The Existing tab's search and filters, sent to the server as query parameters (checkListQuery). */
export interface CheckFilters {
  q: string;
  status: CheckLifecycle | '';
  from: string;
  to: string;
}
const NO_FILTERS: CheckFilters = { q: '', status: '', from: '', to: '' };

/** Saved checks the user may see, newest first, a page at a time (the server decides which, and searches and filters). */
export function useChecksList(filters: CheckFilters = NO_FILTERS) {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return useInfiniteQuery({
    queryKey: [CHECKS_KEY, 'list', params.toString()],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) => apiRequest<CheckListResponse>('GET', `${CHECKS_KEY}?${params.toString()}${pageParam ? `&cursor=${pageParam}` : ''}`),
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

const LIFECYCLE_BADGE: Record<CheckLifecycle, 'warning' | 'success' | 'info' | 'destructive'> = {
  draft: 'warning',
  completed: 'success',
  issued: 'info',
  void: 'destructive',
};

function StatusBadge({ check }: { check: CheckSummary }) {
  const status = checkLifecycle(check);
  return <Badge variant={LIFECYCLE_BADGE[status]}>{CHECK_LIFECYCLE_LABELS[status]}</Badge>;
}

const selectClass = inputClass;

function Filters({ value, onChange }: { value: CheckFilters; onChange: (next: CheckFilters) => void }) {
  const [q, setQ] = useState(value.q);
  return (
    <form
      role="search"
      className="grid gap-2 sm:grid-cols-[2fr_1fr_1fr_1fr_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ ...value, q: q.trim() });
      }}
    >
      <Field id="check-search" label="Search">
        <Input id="check-search" type="search" placeholder="Client, address or job number" value={q} maxLength={100} onChange={(e) => setQ(e.target.value)} />
      </Field>
      <Field id="check-status" label="Status">
        <select
          id="check-status"
          className={selectClass}
          value={value.status}
          onChange={(e) => onChange({ ...value, q, status: e.target.value as CheckFilters['status'] })}
        >
          <option value="">All statuses</option>
          {Object.entries(CHECK_LIFECYCLE_LABELS).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
      </Field>
      <Field id="check-from" label="Created from">
        <Input id="check-from" type="date" value={value.from} max={value.to || undefined} onChange={(e) => onChange({ ...value, q, from: e.target.value })} />
      </Field>
      <Field id="check-to" label="Created to">
        <Input id="check-to" type="date" value={value.to} min={value.from || undefined} onChange={(e) => onChange({ ...value, q, to: e.target.value })} />
      </Field>
      <Button type="submit" variant="secondary">
        <Search /> Search
      </Button>
    </form>
  );
}

export function ExistingTab({ user, onCreate }: { user: CurrentUser; onCreate: () => void }) {
  const [filters, setFilters] = useState<CheckFilters>(NO_FILTERS);
  const filtered = Object.values(filters).some(Boolean);
  return (
    <div className="space-y-4">
      <Filters value={filters} onChange={setFilters} />
      <CheckList user={user} filters={filters} filtered={filtered} onCreate={onCreate} onReset={() => setFilters(NO_FILTERS)} />
    </div>
  );
}

function CheckList({
  user,
  filters,
  filtered,
  onCreate,
  onReset,
}: {
  user: CurrentUser;
  filters: CheckFilters;
  filtered: boolean;
  onCreate: () => void;
  onReset: () => void;
}) {
  const list = useChecksList(filters);
  if (list.isLoading) return <LoadingState text="Loading checks..." />;
  if (list.isError) return <ErrorState text="Could not load the saved checks. Please try again." />;
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  if (!items.length && filtered)
    return (
      <EmptyState
        icon={<ClipboardList className="size-8" />}
        title="No checks match the search."
        action={
          <Button variant="outline" onClick={onReset}>
            Show All Checks
          </Button>
        }
      />
    );
  if (!items.length)
    return (
      <EmptyState
        icon={<ClipboardList className="size-8" />}
        title="No flood prevention checks created yet."
        action={<Button onClick={onCreate}>Create Your First Check</Button>}
      />
    );
  return (
    <div className="space-y-3">
      {items.map((c) => (
        <Card key={c.id} data-testid="check-card">
          <CardContent className="space-y-3 p-4 sm:p-4">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="truncate font-semibold">{c.clientName}</p>
                <p className="text-sm text-muted-foreground">{c.address}</p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row">
                <StatusBadge check={c} />
              </div>
            </div>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm sm:grid-cols-4">
              <div>
                <dt className="text-xs text-muted-foreground">Job number</dt>
                <dd>{c.initialJobNumber}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Created</dt>
                <dd>{formatShortDate(c.createdAt)}</dd>
              </div>
              <div className="col-span-2 min-w-0">
                <dt className="text-xs text-muted-foreground">Client email</dt>
                <dd className="truncate">{c.clientEmail}</dd>
              </div>
            </dl>
            {/* Outside the <dl>: a definition list holds only term and definition groups (axe). */}
            <p className="text-xs text-muted-foreground">
              {c.photoCount} photo{c.photoCount === 1 ? '' : 's'}
              {c.createdByName ? ` · by ${c.createdByName}` : ''}
            </p>
            <div className="grid grid-cols-2 gap-2 sm:flex">
              {mayOpenInForm(user, c) ? (
                <Button asChild size="sm" className="col-span-2">
                  <Link to={`/flood-prevention?open=${c.id}`}>
                    {/* The name starts with the visible words (axe: label-content-name-mismatch). */}
                    <Pencil /> Open in Form<span className="sr-only"> for {c.clientName}</span>
                  </Link>
                </Button>
              ) : null}
              <Button asChild variant="outline" size="sm">
                <a href={`/client-report/${c.id}`} target="_blank" rel="noopener">
                  <FileText /> Client Report
                </a>
              </Button>
              <Button asChild variant="outline" size="sm">
                <a href={`/compliance-certificate/${c.id}`} target="_blank" rel="noopener">
                  <Award /> Certificate
                </a>
              </Button>
            </div>
          </CardContent>
        </Card>
      ))}
      {list.hasNextPage ? (
        <Button variant="outline" className="w-full" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          {list.isFetchingNextPage ? 'Loading...' : 'Show More'}
        </Button>
      ) : null}
    </div>
  );
}
