import { Link } from 'react-router';
import { can } from '../../../core/rules/roles';
import { formatCents } from '../../../core/rules/follow-ups';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { useCurrentUser } from '../../lib/use-current-user';
import { useFollowUps } from './follow-up-queries';
import { FollowUpStatusBadge, severityLabel } from './follow-up-status';

/**
 * A check's follow-ups under its client report (docs/product.md#follow-ups): read-only; the
 * office also gets a link to the board, where they are moved on. Hidden while there are none.
 */
export function CheckFollowUps({ checkId }: { checkId: number }) {
  const { user } = useCurrentUser();
  const list = useFollowUps({ check: checkId });
  const items = list.data?.items ?? [];
  if (!items.length) return null;
  return (
    <Card className="no-print mx-auto mt-6 max-w-4xl" data-testid="check-follow-ups">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="text-base">Follow-ups</CardTitle>
        {can(user, 'manageFollowUps') ? (
          <Link to="/follow-ups" className="text-sm font-medium text-primary underline underline-offset-4">
            Open the Follow-ups board
          </Link>
        ) : null}
      </CardHeader>
      <CardContent>
        <ul className="divide-y text-sm">
          {items.map((f) => (
            <li key={f.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium">{f.item}</span> <span className="text-muted-foreground">({severityLabel(f.severity)})</span>
                {f.quoteNumber ? <span className="text-muted-foreground"> · Quote {f.quoteNumber}</span> : null}
                {f.amountCents !== null ? <span className="text-muted-foreground"> · {formatCents(f.amountCents)}</span> : null}
              </span>
              <FollowUpStatusBadge status={f.status} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
