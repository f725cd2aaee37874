import type { CheckEventRecord } from '../../../core/contracts/certificates';
import { CHECK_FIELD_LABELS } from '../../../core/contracts/flood-check';
import { FOLLOW_UP_STATUS_LABELS, type FollowUpStatus } from '../../../core/rules/follow-ups';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { formatDateTime } from '../../lib/dates';
import { useCheckHistory } from './certificate-queries';

const statusLabel = (value: unknown) => FOLLOW_UP_STATUS_LABELS[value as FollowUpStatus] ?? String(value);
const list = (value: unknown) => (Array.isArray(value) ? value.map(String).join(', ') : '');
/** The changed fields in words, as the form labels them. */
const fieldNames = (value: unknown) => (Array.isArray(value) ? value.map((f) => CHECK_FIELD_LABELS[String(f)] ?? String(f)).join(', ') : '');
const DOCUMENTS: Record<string, string> = { 'client-report': 'Client report', certificate: 'Compliance certificate' };

/** One line per event, in words (the server keeps the details as data). */
function describe(e: CheckEventRecord): string {
  const d = e.details;
  switch (e.type) {
    case 'created':
      return 'Check created';
    case 'updated':
      return list(d.fields) ? `Check updated: ${fieldNames(d.fields)}` : 'Check saved with no changes';
    case 'photo_added':
      return `Photo added (${String(d.description ?? d.section ?? '')})`;
    case 'photo_deleted':
      return `Photo deleted (${String(d.description ?? d.section ?? '')})`;
    case 'caption_changed':
      return `Photo caption changed to "${String(d.caption ?? '')}"`;
    case 'certificate_issued':
      return `Certificate ${String(d.certificateNumber ?? '')} issued`;
    case 'certificate_voided':
      return `Certificate ${String(d.certificateNumber ?? '')} voided: ${String(d.reason ?? '')}`;
    case 'emailed':
      return `${DOCUMENTS[String(d.document)] ?? 'Document'} emailed to ${list(d.recipients)}`;
    case 'follow_up_opened':
      return `Follow-up opened: ${String(d.item ?? '')}`;
    case 'follow_up_changed':
      return `Follow-up ${String(d.item ?? '')}: ${statusLabel(d.from)} to ${statusLabel(d.to)}${d.quoteNumber ? ` (quote ${String(d.quoteNumber)})` : ''}`;
  }
}

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
                {describe(e)}
                {e.actorName ? <span className="text-muted-foreground"> by {e.actorName}</span> : null}
              </span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
