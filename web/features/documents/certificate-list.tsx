import type { CertificateRecord } from '../../../core/contracts/certificates';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { formatDateTime } from '../../lib/dates';

/** Every certificate of the check (docs/product.md#certificates): number, issued at/by, voided at/by and why. */
export function CertificateList({ certificates }: { certificates: readonly CertificateRecord[] }) {
  if (!certificates.length) return null;
  return (
    <Card className="no-print mx-auto mt-6 max-w-4xl" data-testid="certificate-list">
      <CardHeader>
        <CardTitle className="text-base">Certificates of this check</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y text-sm">
          {certificates.map((c) => (
            <li key={c.id} className="space-y-1 py-2">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{c.certificateNumber}</span>
                <Badge variant={c.status === 'valid' ? 'success' : 'destructive'}>{c.status === 'valid' ? 'Valid' : 'Void'}</Badge>
              </div>
              <p className="text-muted-foreground">
                Issued {formatDateTime(c.certificateIssuedAt)}
                {c.issuedByName ? ` by ${c.issuedByName}` : ''}
              </p>
              {c.voidedAt ? (
                <p className="text-muted-foreground">
                  Voided {formatDateTime(c.voidedAt)}
                  {c.voidedByName ? ` by ${c.voidedByName}` : ''}: {c.voidReason}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
