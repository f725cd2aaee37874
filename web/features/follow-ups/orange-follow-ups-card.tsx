import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { followUpEndpoints as E, type FollowUpSettings } from '../../../core/contracts/follow-ups';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Placeholder } from '../../components/ui/states';
import { apiRequest, errorMessage } from '../../lib/api';
import { notify } from '../../lib/toast';

const KEY = [E.settings.path] as const;

/** "Orange items create follow-ups too" (docs/product.md#follow-ups): the owner's setting. */
export function OrangeFollowUpsCard() {
  const queryClient = useQueryClient();
  const { data } = useQuery<FollowUpSettings>({ queryKey: KEY });
  const on = data?.orangeCreatesFollowUps;
  const save = useMutation({
    mutationFn: (next: boolean) => apiRequest<FollowUpSettings>(E.updateSettings.method, E.updateSettings.path, { orangeCreatesFollowUps: next }),
    onSuccess: (result) => {
      queryClient.setQueryData(KEY, result);
      notify.success(result.orangeCreatesFollowUps ? 'Orange follow-ups on' : 'Orange follow-ups off', 'Applies from the next save of each completed check.');
    },
    onError: (error) => notify.error('Error', errorMessage(error, 'The setting could not be saved. Please try again.')),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Orange items create follow-ups too</CardTitle>
        <CardDescription>
          Every failed reading and every Red hose or appliance of a completed check becomes a follow-up for the office. When on, Orange items (approaching or
          past the 5-year replacement cycle) do as well, from the next save of each check.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium" data-testid="orange-follow-ups-state">
          {data ? on ? 'On: Orange items become follow-ups' : 'Off: only failed readings and Red items' : <Placeholder className="w-40" />}
        </p>
        <Button
          variant={on ? 'outline' : 'default'}
          disabled={!data || save.isPending}
          onClick={() => save.mutate(!on)}
          // Settings has two such switches: each button names its setting for screen readers.
          aria-label={`${on ? 'Turn off' : 'Turn on'} Orange follow-ups`}
        >
          {on ? 'Turn off' : 'Turn on'}
        </Button>
      </CardContent>
    </Card>
  );
}
