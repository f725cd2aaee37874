import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { formatDateTime } from '../../lib/dates';
import { useCheckHistory } from './certificate-queries';
import { describeEvent } from './check-event-words';

/** The history of the check (docs/product.md#history), for its author, management and the owner. */
export function CheckHistory({ checkId }: { checkId: number }) {
  const history = useCheckHistory(checkId, true);
  if (!history.data?.length) return null;
  return (
    <Card className="no-print mx-auto mt-6 max-w-4xl" data-testid="check-history">
      <CardHeader>
        <CardTitle className="text-base">History</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="divide-y text-sm">
          {history.data.map((e) => (
            <li key={e.id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-3">
              <span className="shrink-0 text-muted-foreground sm:w-44">{formatDateTime(e.at)}</span>
              <span className="break-words">
                {describeEvent(e)}
                {e.actorName ? <span className="text-muted-foreground"> by {e.actorName}</span> : null}
              </span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
