import { urlOf } from '../../../core/contracts/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Copy, Link2 } from 'lucide-react';
import { useState } from 'react';
import type { Employee } from '../../../core/contracts/admin';
import { accountEndpoints, type ResetLinkResponse } from '../../../core/contracts/account';
import { notifyPinGatedError, OwnerPinDialog } from '../../components/owner-pin-dialog';
import { Button } from '../../components/ui/button';
import { apiRequest } from '../../lib/api';
import { copyText } from '../../lib/clipboard';
import { formatDateTime } from '../../lib/dates';
import { useCurrentUser } from '../../lib/use-current-user';
import { AUDIT_KEY, fullName } from './employee-api';

/**
 * "Password reset link" (docs/product.md#passwords): made with the owner PIN, shown here once with a copy
 * button, for the employee to open on their own device. The server refuses the owner's
 * account, one's own, and (for management) another manager's; the button is not offered there.
 */
export function ResetLink({ employee }: { employee: Employee }) {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [link, setLink] = useState<ResetLinkResponse | null>(null);
  const make = useMutation({
    mutationFn: (pin: string) => apiRequest<ResetLinkResponse>('POST', urlOf(accountEndpoints.resetLink, { id: employee.id }), { pin }),
    onSuccess: (result) => {
      setLink(result);
      setAsking(false);
      void queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
    },
    onError: (error) => notifyPinGatedError(error, 'Error', 'Failed to make a reset link. Please try again.'),
  });
  const offered = !employee.isOwner && employee.id !== user?.id && (user?.isOwner || employee.role !== 'Management');
  if (!offered) return null;
  return (
    <div className="min-w-0 space-y-1 sm:col-span-2">
      <dt className="text-xs text-muted-foreground">Password</dt>
      <dd className="space-y-2">
        {link ? (
          <div className="space-y-1">
            <div className="flex items-center gap-1">
              <code className="min-w-0 flex-1 truncate rounded bg-muted px-2 py-1 text-xs" data-testid="reset-link">
                {link.resetUrl}
              </code>
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label="Copy reset link"
                onClick={() => void copyText(link.resetUrl, 'Reset link copied')}
              >
                <Copy />
              </Button>
            </div>
            <p className="text-xs text-muted-foreground">
              Shown once. Works once, until {formatDateTime(link.expiresAt)}: give it to {employee.firstName ?? 'the employee'} privately.
            </p>
          </div>
        ) : null}
        <Button size="sm" variant="outline" onClick={() => setAsking(true)}>
          <Link2 /> Make Password Reset Link
        </Button>
      </dd>
      <OwnerPinDialog
        open={asking}
        onOpenChange={(o) => !o && setAsking(false)}
        title="Password Reset Link"
        description={`Enter the owner PIN to make a one-time link that lets ${fullName(employee)} choose a new password. Their sessions end when they use it.`}
        confirmLabel="Make Link"
        pending={make.isPending}
        onConfirm={(pin) => make.mutate(pin)}
      />
    </div>
  );
}
