import { settingsEndpoints } from '../../../core/contracts/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, RefreshCw } from 'lucide-react';
import { AlertDialog, AlertDialogTrigger, ConfirmContent } from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { LoadingState } from '../../components/ui/states';
import { apiRequest, errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/dates';
import { notify } from '../../lib/toast';
import { copyText } from '../../lib/clipboard';

interface AccessCode {
  employeeAccessCode: string;
  rotatedAt: string | null;
}
const KEY = [settingsEndpoints.accessCode.path] as const;

/** The shared employee access code: the owner sees it and rotates it (docs/product.md#registration). */
export function AccessCodeCard() {
  const queryClient = useQueryClient();
  const { data, isLoading } = useQuery<AccessCode>({ queryKey: KEY });
  const rotate = useMutation({
    mutationFn: () => apiRequest<AccessCode>('POST', settingsEndpoints.rotateAccessCode.path),
    onSuccess: (code) => {
      queryClient.setQueryData(KEY, code);
      notify.success('Access code rotated', 'The old code no longer works. Share the new one with new staff.');
    },
    onError: (error) => notify.error('Error', errorMessage(error, 'Failed to rotate the access code')),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Employee access code</CardTitle>
        <CardDescription>
          New apprentices and plumbers enter this code to register; Office Staff and Management need a one-time access key. Removing an employee rotates it;
          rotate it yourself if it may have been shared outside the team.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {isLoading || !data ? (
          <LoadingState text="Loading access code..." className="py-4" />
        ) : (
          <>
            <div className="flex items-center gap-2">
              <code className="flex-1 rounded-md border bg-muted px-3 py-2 font-mono text-lg tracking-widest" data-testid="employee-access-code">
                {data.employeeAccessCode}
              </code>
              <Button variant="outline" size="icon" aria-label="Copy access code" onClick={() => void copyText(data.employeeAccessCode)}>
                <Copy />
              </Button>
            </div>
            {data.rotatedAt ? <p className="text-xs text-muted-foreground">Last rotated {formatDateTime(data.rotatedAt)}</p> : null}
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button variant="outline" disabled={rotate.isPending}>
                  <RefreshCw /> Rotate code
                </Button>
              </AlertDialogTrigger>
              <ConfirmContent title="Rotate the employee access code?" action="Rotate" onConfirm={() => rotate.mutate()}>
                The current code stops working immediately. Staff who are already registered are not affected.
              </ConfirmContent>
            </AlertDialog>
          </>
        )}
      </CardContent>
    </Card>
  );
}
