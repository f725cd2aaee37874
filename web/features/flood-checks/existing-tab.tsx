import { useInfiniteQuery } from '@tanstack/react-query';
import { Award, ClipboardList, FileText } from 'lucide-react';
import type { CheckListResponse } from '../../../core/contracts/flood-check-list';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { apiRequest } from '../../lib/api';
import { formatShortDate } from '../../lib/dates';
import { CertificateIssuedBadge } from './certificate-issued';
import { CHECKS_KEY } from './use-produce-report';

const PAGE_SIZE = 20;

/** Saved checks the user may see, newest first, a page at a time (the server decides which). */
export function useChecksList() {
  return useInfiniteQuery({
    queryKey: [CHECKS_KEY, 'list'],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) => apiRequest<CheckListResponse>('GET', `${CHECKS_KEY}?limit=${PAGE_SIZE}${pageParam ? `&cursor=${pageParam}` : ''}`),
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

function StatusBadge({ status }: { status: string }) {
  if (status === 'completed') return <Badge variant="success">completed</Badge>;
  if (status === 'draft') return <Badge variant="warning">draft</Badge>;
  return <Badge variant="outline">{status}</Badge>;
}

export function ExistingTab({ onCreate }: { onCreate: () => void }) {
  const list = useChecksList();
  if (list.isLoading) return <LoadingState text="Loading checks..." />;
  if (list.isError) return <ErrorState text="Could not load the saved checks. Please try again." />;
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
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
                {c.certificateIssued ? <CertificateIssuedBadge /> : null}
                <StatusBadge status={c.status} />
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
