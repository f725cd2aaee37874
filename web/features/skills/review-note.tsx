import { ClipboardCheck, Hourglass, Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import type { AssessmentReview } from '../../../core/contracts/skills';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { formatNumericDate } from '../../lib/dates';

/** "Reviewed by Maria Rossi on 25/11/2026" (docs/product.md#review). */
export function reviewedLine(review: AssessmentReview): string {
  const verb = review.status === 'returned' ? 'Returned' : 'Reviewed';
  return `${verb} by ${review.reviewerName ?? 'a manager'}${review.reviewedAt ? ` on ${formatNumericDate(review.reviewedAt)}` : ''}`;
}

/** The score that counts: the agreed one once approved, else the self-assessed one. */
export function countedScore(a: { overallScore: number; review: AssessmentReview | null }): number {
  return a.review?.status === 'approved' && a.review.agreedScore !== null ? a.review.agreedScore : a.overallScore;
}

/** The review of one's latest self-assessment, on the dashboard: waiting, agreed, or returned with the reviewer's comment. */
export function ReviewNote({ selfScore, review }: { selfScore: number; review: AssessmentReview }) {
  if (review.status === 'pending') {
    return (
      <Card data-testid="review-note">
        <CardContent className="flex items-start gap-3 p-4 pt-4">
          <Hourglass className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden />
          <p className="text-sm">
            Your latest self-assessment ({selfScore}%) is waiting for a manager&apos;s review. Your tier is set from the score agreed at review.
          </p>
        </CardContent>
      </Card>
    );
  }
  const returned = review.status === 'returned';
  const Icon = returned ? Undo2 : ClipboardCheck;
  return (
    <Card data-testid="review-note">
      <CardContent className="flex items-start gap-3 p-4 pt-4">
        <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div className="min-w-0 flex-1 space-y-1 text-sm">
          <p className="font-semibold">{reviewedLine(review)}</p>
          <p>
            Self-assessed {selfScore}%{returned ? ': returned to you to look at again.' : ` · Agreed ${review.agreedScore}%`}
          </p>
          {review.comment ? <blockquote className="whitespace-pre-line border-l-2 pl-3 text-muted-foreground">{review.comment}</blockquote> : null}
          {returned ? (
            <Button asChild size="sm" variant="outline" className="mt-1">
              <Link to="/assessment">Retake Assessment</Link>
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
