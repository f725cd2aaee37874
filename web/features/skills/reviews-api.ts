import { urlOf } from '../../../core/contracts/endpoint';
import { employeeEndpoints } from '../../../core/contracts/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { assessmentReviewEndpoints, type ReviewBody, type ReviewDetail, type ReviewQueue, type ReviewResult } from '../../../core/contracts/assessment-review';
import { apiRequest, errorMessage } from '../../lib/api';
import { notify } from '../../lib/toast';

/** The review queue and one assessment under review (docs/product.md#review): Owner and Management. */
export const REVIEW_QUEUE_KEY = [assessmentReviewEndpoints.queue.path] as const;

export const useReviewQueue = () => useQuery<ReviewQueue>({ queryKey: REVIEW_QUEUE_KEY });
export const useReviewDetail = (id: number) => useQuery<ReviewDetail>({ queryKey: [urlOf(assessmentReviewEndpoints.detail, { id })] });

/** Approves or returns; the server computes the agreed score and the tier. */
export function useSubmitReview(id: number, employeeName: string, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => apiRequest<ReviewResult>('POST', urlOf(assessmentReviewEndpoints.review, { id }), body),
    onSuccess: (result) => {
      const review = result.assessment.review;
      if (review?.status === 'approved')
        notify.success(
          'Assessment Approved',
          `${employeeName}: agreed score ${review.agreedScore}%. ${result.tierRaised ? `Tier raised to ${result.tier.name}.` : `Tier stays ${result.tier.name}.`}`,
        );
      else notify.success('Assessment Returned', `${employeeName} will see your comment.`);
      void queryClient.invalidateQueries({ queryKey: REVIEW_QUEUE_KEY });
      void queryClient.invalidateQueries({ queryKey: [employeeEndpoints.list.path] });
      onDone();
    },
    onError: (error) => notify.error('Review not saved', errorMessage(error, 'The review could not be saved. Please try again.')),
  });
}
