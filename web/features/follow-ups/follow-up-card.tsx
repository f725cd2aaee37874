import { ExternalLink, Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import type { FollowUp } from '../../../core/contracts/follow-ups';
import { ageInDays, formatCents, FOLLOW_UP_TRANSITIONS, type FollowUpStatus } from '../../../core/rules/follow-ups';
import { Button } from '../../components/ui/button';
import { formatNumericDate } from '../../lib/dates';
import { FollowUpStatusBadge, severityLabel } from './follow-up-status';

/** The button for each move (core/rules/follow-ups.ts). */
const MOVE_LABELS: Record<FollowUpStatus, string> = {
  open: 'Reopen',
  quoted: 'Mark quoted',
  accepted: 'Quote accepted',
  declined: 'Quote declined',
  done: 'Mark done',
  resolved_on_site: 'Resolved on site',
};

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** One follow-up on the board: who, where, what was found, and the moves it may make. */
export function FollowUpCard({ followUp: f, pending, onMove }: { followUp: FollowUp; pending: boolean; onMove?: (to: FollowUpStatus) => void }) {
  const age = ageInDays(f.createdAt);
  return (
    <li className="space-y-3 rounded-xl border bg-card p-4" data-testid="follow-up-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold">{f.item}</h2>
          <p className="text-sm text-muted-foreground">
            {severityLabel(f.severity)} · Job {f.jobNumber} · {f.plumberName ?? 'Unknown plumber'}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <span className="text-sm text-muted-foreground" title={`Opened ${formatNumericDate(f.createdAt)}`}>
            {days(age)} old
          </span>
          <FollowUpStatusBadge status={f.status} />
        </div>
      </div>

      <div className="grid gap-1 text-sm sm:grid-cols-2">
        <p className="font-medium">{f.clientName}</p>
        <p className="break-words">{f.address}</p>
        {f.clientPhone ? (
          <a className="flex items-center gap-1 text-primary underline-offset-4 hover:underline" href={`tel:${f.clientPhone.replace(/\s/g, '')}`}>
            <Phone className="size-3.5" aria-hidden /> {f.clientPhone}
          </a>
        ) : (
          <p className="text-muted-foreground">No phone recorded</p>
        )}
        <a className="flex min-w-0 items-center gap-1 break-all text-primary underline-offset-4 hover:underline" href={`mailto:${f.clientEmail}`}>
          <Mail className="size-3.5 shrink-0" aria-hidden /> {f.clientEmail}
        </a>
      </div>

      {f.plumberNote ? (
        <p className="whitespace-pre-line rounded-md bg-muted p-2 text-sm">
          <span className="font-medium">Plumber&apos;s note: </span>
          {f.plumberNote}
        </p>
      ) : null}

      {f.photos.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={`Photos of ${f.item}`}>
          {f.photos.map((p) => (
            <li key={p.id}>
              <a href={p.url} target="_blank" rel="noreferrer">
                <img src={p.url} alt={p.caption ?? `${f.item} photo`} className="size-16 rounded-md border object-cover" loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}

      {f.quoteNumber || f.amountCents !== null || f.note ? (
        <p className="text-sm">
          {f.quoteNumber ? <span>Quote {f.quoteNumber} </span> : null}
          {f.amountCents !== null ? <span className="font-medium">{formatCents(f.amountCents)} </span> : null}
          {f.note ? <span className="text-muted-foreground">· {f.note}</span> : null}
        </p>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-3">
        <p className="text-xs text-muted-foreground">
          Updated {formatNumericDate(f.updatedAt)}
          {f.updatedByName ? ` by ${f.updatedByName}` : ''}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="ghost" size="sm" asChild>
            <Link to={`/client-report/${f.checkId}`}>
              <ExternalLink aria-hidden /> Client report
            </Link>
          </Button>
          {onMove
            ? FOLLOW_UP_TRANSITIONS[f.status].map((to) => (
                <Button
                  key={to}
                  size="sm"
                  variant={to === 'quoted' || to === 'accepted' || to === 'done' ? 'default' : 'outline'}
                  disabled={pending}
                  onClick={() => onMove(to)}
                >
                  {MOVE_LABELS[to]}
                </Button>
              ))
            : null}
        </div>
      </div>
    </li>
  );
}
