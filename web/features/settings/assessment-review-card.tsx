import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { assessmentReviewEndpoints, type AssessmentReviewSetting } from '../../../core/contracts/assessment-review';
import { notifyPinGatedError, OwnerPinDialog } from '../../components/owner-pin-dialog';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Placeholder } from '../../components/ui/states';
import { apiRequest } from '../../lib/api';
import { notify } from '../../lib/toast';

const KEY = [assessmentReviewEndpoints.setting.path] as const;

/** "Tier changes need a manager's review" (docs/product.md#review): the owner turns it on or off with the owner PIN. */
export function AssessmentReviewCard() {
  const queryClient = useQueryClient();
  const { data } = useQuery<AssessmentReviewSetting>({ queryKey: KEY });
  const [open, setOpen] = useState(false);
  const next = !data?.required;
  const save = useMutation({
    mutationFn: (pin: string) => apiRequest<AssessmentReviewSetting>('PUT', assessmentReviewEndpoints.updateSetting.path, { required: next, pin }),
    onSuccess: (result) => {
      queryClient.setQueryData(KEY, result);
      void queryClient.invalidateQueries({ queryKey: [assessmentReviewEndpoints.queue.path] });
      setOpen(false);
      notify.success(
        result.required ? 'Manager review on' : 'Manager review off',
        result.required ? 'Completed self-assessments now wait for a manager before a tier changes.' : 'Self-assessments set the tier when completed.',
      );
    },
    onError: (error) => notifyPinGatedError(error, 'Error', 'The setting could not be saved. Please try again.'),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Tier changes need a manager&apos;s review</CardTitle>
        <CardDescription>
          When on, completing a self-assessment records the employee&apos;s score but does not raise their tier: it waits under Assessment Reviews, where the
          owner or management agree the levels and approve or return it. The tier then follows the agreed score (never lowered). The owner&apos;s own
          assessments are not held. Assessments already waiting stay in the queue if you turn it off.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium" data-testid="assessment-review-state">
          {data ? data.required ? 'On: a manager confirms each tier change' : 'Off: the self-assessed score sets the tier' : <Placeholder className="w-40" />}
        </p>
        <Button
          variant={data?.required ? 'outline' : 'default'}
          disabled={!data}
          onClick={() => setOpen(true)}
          // Settings has two such switches: each button names its setting for screen readers.
          aria-label={`${data?.required ? 'Turn off' : 'Turn on'} manager review`}
        >
          {data?.required ? 'Turn off' : 'Turn on'}
        </Button>
      </CardContent>
      <OwnerPinDialog
        open={open}
        onOpenChange={setOpen}
        title={next ? 'Turn on manager review' : 'Turn off manager review'}
        description="Enter the owner PIN to change how tiers are set."
        confirmLabel={next ? 'Turn on' : 'Turn off'}
        pending={save.isPending}
        onConfirm={(pin) => save.mutate(pin)}
      />
    </Card>
  );
}
