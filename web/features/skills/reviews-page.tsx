import { ClipboardCheck, Hourglass } from 'lucide-react';
import { useState } from 'react';
import type { ReviewQueueItem } from '../../../core/contracts/assessment-review';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { errorMessage } from '../../lib/api';
import { formatNumericDate } from '../../lib/dates';
import { usePageMeta } from '../../lib/page-meta';
import { ReviewPanel } from './review-panel';
import { useReviewQueue } from './reviews-api';

/** /assessment-reviews (docs/product.md#review): completed self-assessments of others, those whose tier waits first. */
export function ReviewsPage() {
  usePageMeta('Assessment Reviews', 'Agree the scores that set tiers');
  const { data, isLoading, error } = useReviewQueue();
  const [open, setOpen] = useState<ReviewQueueItem | null>(null);
  if (open) return <ReviewPanel item={open} onClose={() => setOpen(null)} />;
  if (isLoading) return <LoadingState text="Loading reviews..." />;
  if (error || !data) return <ErrorState text={errorMessage(error, 'The review queue could not be loaded.')} />;
  const waiting = data.items.filter((i) => i.awaitingReview).length;
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground" data-testid="review-mode">
        {data.required
          ? "Tier changes need a manager's review: a completed self-assessment raises the tier only once approved."
          : 'Manager review is off: a self-assessment sets the tier when completed. You may still add a review; a tier is never lowered.'}{' '}
        {waiting > 0 ? `${waiting} waiting for review.` : null}
      </p>
      {data.items.length === 0 ? (
        <EmptyState icon={<ClipboardCheck className="size-8" />} title="Nothing to review" text="Completed self-assessments of your team appear here." />
      ) : (
        <ul className="space-y-3">
          {data.items.map((item) => (
            <li key={item.id}>
              <QueueCard item={item} onOpen={() => setOpen(item)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function QueueCard({ item, onOpen }: { item: ReviewQueueItem; onOpen: () => void }) {
  return (
    <Card data-testid={`review-item-${item.id}`}>
      <CardContent className="flex flex-wrap items-center gap-3 p-4 pt-4">
        <div className="min-w-0 flex-1 space-y-1">
          <p className="truncate font-semibold">{item.employeeName}</p>
          <p className="text-sm text-muted-foreground">
            {item.employeeRole ?? 'Employee'} · Assessment #{item.id}
            {item.completedAt ? ` · Completed ${formatNumericDate(item.completedAt)}` : ''}
          </p>
          <div className="flex flex-wrap items-center gap-2 pt-1">
            <Badge variant="info">Self-assessed {item.selfScore}%</Badge>
            {item.awaitingReview ? (
              <Badge variant="warning">
                <Hourglass className="size-3" aria-hidden /> Tier waits for review
              </Badge>
            ) : null}
          </div>
        </div>
        <Button onClick={onOpen} aria-label={`Review ${item.employeeName}'s assessment #${item.id}`}>
          Review
        </Button>
      </CardContent>
    </Card>
  );
}
