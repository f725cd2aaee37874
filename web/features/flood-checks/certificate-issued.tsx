import { Award, FilePlus2, Lock } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { formatLongDate } from '../../lib/dates';

export function CertificateIssuedBadge() {
  return (
    <Badge variant="info">
      <Award className="size-3" aria-hidden /> Certificate issued
    </Badge>
  );
}

/**
 * Says why the form cannot be changed (docs/product.md#certificates: an issued certificate makes the check a
 * compliance record) and offers the way on. Photos still on the phone are named, never lost
 * silently.
 */
export function CertificateIssuedBanner({ issuedAt, pending, onStartNew }: { issuedAt: string | null; pending: number; onStartNew: () => void }) {
  return (
    <Card role="status" className="border-blue-300 bg-blue-50" data-testid="read-only-banner">
      <CardContent className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-4">
        <div className="flex gap-2 text-blue-950">
          <Lock className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div className="space-y-1">
            <p className="font-semibold">Certificate issued — this check is read-only</p>
            <p className="text-sm">
              {issuedAt ? `The compliance certificate was issued on ${formatLongDate(issuedAt)}` : 'The compliance certificate has been issued'}, so this check
              is a compliance record and can no longer be changed. You can still view the client report.
            </p>
            {pending ? (
              <p className="text-sm font-medium">
                {pending} photo{pending === 1 ? ' was' : 's were'} not added to the check before the certificate was issued;{' '}
                {pending === 1 ? 'it stays' : 'they stay'} on this phone until you start a new check.
              </p>
            ) : null}
          </div>
        </div>
        <Button onClick={onStartNew} className="shrink-0">
          <FilePlus2 /> Start New Check
        </Button>
      </CardContent>
    </Card>
  );
}
