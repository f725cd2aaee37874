import { ClipboardList, Plus } from 'lucide-react';
import { useState } from 'react';
import type { Assessment } from '../../../core/contracts/skills';
import { usePageMeta } from '../../lib/page-meta';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { formatShortDate } from '../../lib/dates';
import { AssessmentWizard } from './assessment-wizard';
import { reviewedLine } from './review-note';
import { useAssessments } from './skills-api';

/** Self Assessment (docs/product.md#assessments): the history, or the wizard once started. */
export function AssessmentPage() {
  usePageMeta('Self Assessment', 'Evaluate your skills and track progress');
  const [wizardOpen, setWizardOpen] = useState(false);
  if (wizardOpen) return <AssessmentWizard onDone={() => setWizardOpen(false)} />;
  return <AssessmentHistory onStart={() => setWizardOpen(true)} />;
}

function AssessmentHistory({ onStart }: { onStart: () => void }) {
  const { data, isLoading, isError } = useAssessments();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Assessment History</h2>
        <Button onClick={onStart}>
          <Plus /> Start New Assessment
        </Button>
      </div>
      {isLoading ? <LoadingState text="Loading assessments..." /> : null}
      {isError ? <ErrorState text="Your assessments could not be loaded. Please refresh the page to try again." /> : null}
      {data && data.length === 0 ? (
        <EmptyState
          icon={<ClipboardList className="size-8" />}
          title="No assessments yet"
          text="Your first self-assessment takes about 15 minutes and sets your starting tier."
          action={<Button onClick={onStart}>Start Assessment</Button>}
        />
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {data?.map((a) => (
          <HistoryCard key={a.id} assessment={a} />
        ))}
      </div>
    </div>
  );
}

const REVIEW_BADGES = {
  pending: { label: 'Awaiting Review', variant: 'warning' },
  approved: { label: 'Reviewed', variant: 'success' },
  returned: { label: 'Returned', variant: 'destructive' },
} as const;

function HistoryCard({ assessment: a }: { assessment: Assessment }) {
  const completed = a.status === 'completed';
  const review = a.review;
  const badge = review
    ? REVIEW_BADGES[review.status]
    : completed
      ? { label: 'Completed', variant: 'success' as const }
      : { label: 'In Progress', variant: 'warning' as const };
  return (
    <Card data-testid="assessment-card">
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0 pb-2">
        <CardTitle className="text-base">Assessment #{a.id}</CardTitle>
        <Badge variant={badge.variant}>{badge.label}</Badge>
      </CardHeader>
      <CardContent className="space-y-2 text-sm">
        <div className="flex justify-between">
          <span className="text-muted-foreground">{review ? 'Self-assessed Score' : 'Overall Score'}</span>
          <span className="font-semibold">{completed ? `${a.overallScore}%` : 'N/A'}</span>
        </div>
        {review?.status === 'approved' ? (
          <div className="flex justify-between">
            <span className="text-muted-foreground">Agreed Score</span>
            <span className="font-semibold">{review.agreedScore}%</span>
          </div>
        ) : null}
        <div className="flex justify-between">
          <span className="text-muted-foreground">Started</span>
          <span>{formatShortDate(a.createdAt)}</span>
        </div>
        <div className="flex justify-between">
          <span className="text-muted-foreground">Completed</span>
          <span>{a.completedAt ? formatShortDate(a.completedAt) : 'In Progress'}</span>
        </div>
        {review && review.status !== 'pending' ? (
          <div className="space-y-1 border-t pt-2">
            <p className="font-medium">{reviewedLine(review)}</p>
            {review.comment ? <p className="whitespace-pre-line text-muted-foreground">{review.comment}</p> : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
