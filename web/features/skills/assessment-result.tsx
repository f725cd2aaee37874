import { ArrowDown, ArrowUp, Award, GraduationCap, Minus, PartyPopper, TrendingUp } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { AssessmentOutcome } from '../../../core/rules/assessment-outcome';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

function changeLine(o: AssessmentOutcome): { icon: typeof ArrowUp; text: string } {
  if (o.change === null) return { icon: PartyPopper, text: 'Your first assessment: it sets your starting point.' };
  const last = `your last assessment (${o.previousScore}%)`;
  if (o.change > 0) return { icon: ArrowUp, text: `Up ${o.change} ${o.change === 1 ? 'point' : 'points'} from ${last}.` };
  if (o.change < 0) return { icon: ArrowDown, text: `Down ${-o.change} ${o.change === -1 ? 'point' : 'points'} from ${last}.` };
  return { icon: Minus, text: `The same score as ${last}.` };
}

function tierLine(o: AssessmentOutcome, awaitingReview: boolean): string {
  if (awaitingReview)
    return `A manager reviews this assessment before your tier changes: your tier is set from the score agreed at review. You are ${o.tierAfter?.name ?? 'Entry Level'} until then.`;
  const after = o.tierAfter?.name ?? 'Entry Level';
  if (o.tierRaised) return `Your tier rose from ${o.tierBefore?.name ?? 'Entry Level'} to ${after}.`;
  if (o.scoreTier && o.tierAfter && o.scoreTier.requiredScore < o.tierAfter.requiredScore) return `You stay ${after}: a tier, once reached, is kept.`;
  return `You stay ${after}.`;
}

/** The result of a finished self-assessment: score, tier, what changed, what next. */
export function AssessmentResult({ outcome: o, awaitingReview, onDone }: { outcome: AssessmentOutcome; awaitingReview: boolean; onDone: () => void }) {
  useEffect(() => {
    // A block: newer browsers answer scrollTo with a promise, which React would take for a cleanup.
    window.scrollTo({ top: 0 });
  }, []);
  const change = changeLine(o);
  return (
    <Card className="mx-auto max-w-2xl" data-testid="assessment-result">
      <CardHeader>
        <CardTitle className="text-xl">Assessment Complete</CardTitle>
        <CardDescription>
          {awaitingReview ? 'Your answers are scored and sent to a manager for review.' : 'Your answers are scored and your career tier is up to date.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="rounded-lg border p-4">
            <p className="text-sm text-muted-foreground">{awaitingReview ? 'Self-assessed Score' : 'Overall Score'}</p>
            <p className="text-4xl font-bold">{o.score}%</p>
            {o.scoreTier ? <p className="text-sm text-muted-foreground">Reaches {o.scoreTier.name}</p> : null}
          </div>
          <div className="rounded-lg border p-4">
            <p className="text-sm text-muted-foreground">Current Tier</p>
            <p className="flex items-center gap-2 text-2xl font-bold">
              <Award className="size-6 shrink-0 text-primary" aria-hidden />
              {o.tierAfter?.name ?? 'Entry Level'}
            </p>
          </div>
        </div>

        <section className="space-y-2">
          <h3 className="font-semibold">What changed</h3>
          <p className="flex items-start gap-2 text-sm">
            <change.icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden /> {change.text}
          </p>
          <p className="flex items-start gap-2 text-sm">
            <Award className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden /> {tierLine(o, awaitingReview)}
          </p>
        </section>

        <section className="space-y-3">
          <h3 className="font-semibold">What next</h3>
          <p className="text-sm">
            {o.next
              ? `Next goal: ${o.next.tier.name} at ${o.next.tier.requiredScore}%, ${o.next.pointsToGo} ${o.next.pointsToGo === 1 ? 'point' : 'points'} to go. Training builds the skills that get you there.`
              : 'You have reached the top tier. Keep your skills sharp, and help the team get there too.'}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <Button asChild>
              <Link to="/career-path">
                <TrendingUp /> View Career Path
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/training">
                <GraduationCap /> Browse Training
              </Link>
            </Button>
            <Button variant="ghost" onClick={onDone}>
              Back to History
            </Button>
          </div>
        </section>
      </CardContent>
    </Card>
  );
}
