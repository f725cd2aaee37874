import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { formatDateTime } from '../../lib/dates';
import { useEmailLog } from './document-queries';
import { DOCUMENT_NAMES, type DocumentKind } from '../../../core/contracts/documents';

/** Every email sent for this check, for owner and management (docs/product.md#email: nothing fails unseen). */
export function EmailHistory({ checkId }: { checkId: number }) {
  const log = useEmailLog(checkId, true);
  if (!log.data?.length) return null;
  return (
    <Card className="no-print mx-auto mt-6 max-w-4xl" data-testid="email-history">
      <CardHeader>
        <CardTitle className="text-base">Email history</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y text-sm">
          {log.data.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <Badge variant={e.status === 'sent' ? 'success' : 'destructive'}>{e.status === 'sent' ? 'Sent' : 'Failed'}</Badge>
              <span className="font-medium">{DOCUMENT_NAMES[e.document as DocumentKind] ?? e.document}</span>
              <span>to {e.recipients.join(', ')}</span>
              <span className="text-muted-foreground">
                {formatDateTime(e.createdAt)}
                {e.sentByName ? ` by ${e.sentByName}` : ''}
              </span>
              {e.error ? <span className="w-full text-destructive">{e.error}</span> : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
