import { BookOpen, ClipboardCheck, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CareerTierDto } from '../../../core/contracts/skills';
import { nextGoal, tierProgress } from '../../../core/rules/career';
import { usePageMeta } from '../../lib/page-meta';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { cn } from '../../lib/cn';
import { countedScore } from './review-note';
import { useCareerTiers, useDashboard } from './skills-api';

type TierStatus = 'Current' | 'Achieved' | 'Locked';

/** docs/product.md#career-path: Current by name, Achieved when the latest score reaches it, otherwise Locked. */
function statusOf(tier: CareerTierDto, currentTierName: string, score: number): TierStatus {
  if (tier.name.toLowerCase() === currentTierName.toLowerCase()) return 'Current';
  return score >= tier.requiredScore ? 'Achieved' : 'Locked';
}

export function CareerPathPage() {
  usePageMeta('Career Advancement Path', 'Track progress and plan next steps');
  const dashboard = useDashboard();
  const tiers = useCareerTiers();
  if (dashboard.isLoading || tiers.isLoading) return <LoadingState text="Loading career path..." />;
  if (!dashboard.data || !tiers.data) return <ErrorState text="Your career path could not be loaded. Please refresh the page to try again." />;

  const latest = dashboard.data.latestAssessment;
  const score = latest ? countedScore(latest) : 0;
  const currentName = dashboard.data.user.tierDetails.name;
  const sorted = [...tiers.data].sort((a, b) => a.requiredScore - b.requiredScore);
  const goal = nextGoal(score, sorted);
  return (
    <div className="space-y-4 sm:space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Your Current Status</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 sm:grid-cols-3">
          <Stat label="Current Tier" value={currentName} />
          <Stat label="Assessment Score" value={`${score}%`} />
          <Stat label="Next Goal" value={goal ? `${goal.name} (${goal.requiredScore}%)` : 'Max Level'} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Career Tiers</CardTitle>
          <CardDescription>
            Your latest assessment score unlocks each tier; your tier is raised when you complete an assessment and never goes down.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="relative space-y-4 border-l-2 border-border pl-5 sm:pl-6">
            {sorted.map((tier) => {
              const status = statusOf(tier, currentName, score);
              const progress = tierProgress(score, tier.requiredScore);
              return (
                <li key={tier.id} className="relative" data-testid={`tier-${tier.id}`}>
                  <span
                    className={cn(
                      'absolute -left-[29px] top-1 size-4 rounded-full border-2 border-card sm:-left-[33px]',
                      status === 'Current' ? 'bg-primary' : status === 'Achieved' ? 'bg-success' : 'bg-gray-300',
                    )}
                    aria-hidden
                  />
                  <div className={cn('space-y-2 rounded-lg border p-3 sm:p-4', status === 'Current' && 'border-primary bg-accent')}>
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <div>
                        <p className="font-semibold">{tier.name}</p>
                        <p className="text-xs text-muted-foreground">Required Score: {tier.requiredScore}%</p>
                      </div>
                      <Badge variant={status === 'Current' ? 'default' : status === 'Achieved' ? 'success' : 'muted'}>
                        {status === 'Locked' ? <Lock className="size-3" aria-hidden /> : null}
                        {status}
                      </Badge>
                    </div>
                    <Progress value={progress} aria-label={`${tier.name} progress`} indicatorClassName={status === 'Locked' ? 'bg-gray-400' : undefined} />
                    <p className="text-sm text-muted-foreground">{tier.description}</p>
                  </div>
                </li>
              );
            })}
          </ol>
        </CardContent>
      </Card>

      <section aria-labelledby="recommended" className="space-y-3">
        <h2 id="recommended" className="text-lg font-semibold">
          Recommended Actions
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <ActionCard
            icon={<ClipboardCheck className="size-6 text-primary" />}
            title="Take a self-assessment"
            text="Rate your skills every quarter so your tier reflects what you can do now."
            to="/assessment"
            cta="Start Assessment"
          />
          <ActionCard
            icon={<BookOpen className="size-6 text-primary" />}
            title="Build your skills"
            text="Work through the training modules that close the gaps in your latest results."
            to="/training"
            cta="Browse Training"
          />
        </div>
      </section>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md bg-muted p-3">
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className="text-lg font-bold">{value}</p>
    </div>
  );
}

function ActionCard({ icon, title, text, to, cta }: { icon: ReactNode; title: string; text: string; to: string; cta: string }) {
  return (
    <Card>
      <CardContent className="flex h-full flex-col gap-3 p-4 pt-4 sm:p-5 sm:pt-5">
        <div className="flex items-center gap-2">
          {icon}
          <p className="font-semibold">{title}</p>
        </div>
        <p className="flex-1 text-sm text-muted-foreground">{text}</p>
        <Button asChild variant="outline" className="self-start">
          <Link to={to}>{cta}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
