import { FileCheck2, FileText } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { AnalyticsResponse, FloodPreventionStats } from '../../../core/contracts/analytics';
import { ANALYTICS_RANGE_LABELS, FLOOD_COMPLETION_TARGET, floodCompletionMessage, scoreBand } from '../../../core/rules/analytics';
import { trainingStatus } from '../../../core/rules/training';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { cn } from '../../lib/cn';
import { formatDayMonth, formatMonth, formatShortDate } from '../../lib/dates';
import { readingState } from '../training/public';
import { BAND_COLOURS } from './analytics-api';

const charts = () => import('./analytics-charts');
const ScoreTimelineChart = lazy(async () => ({ default: (await charts()).ScoreTimelineChart }));
const SkillsChart = lazy(async () => ({ default: (await charts()).SkillsChart }));
const TrainingActivityChart = lazy(async () => ({ default: (await charts()).TrainingActivityChart }));
const CompletionRateChart = lazy(async () => ({ default: (await charts()).CompletionRateChart }));

function ChartSlot({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingState text="Loading chart..." className="h-56" />}>{children}</Suspense>;
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

export function ProgressTab({ data }: { data: AnalyticsResponse }) {
  const completed = data.timeline.filter((a) => a.status === 'completed' && a.completedAt);
  const newestFirst = [...data.timeline].reverse();
  return (
    <Section
      title="Assessment Timeline"
      description={`Your assessment scores, ${ANALYTICS_RANGE_LABELS[data.range].toLowerCase()}. Bands: 85%+ green, 70%+ blue, 50%+ yellow, below 50% red.`}
    >
      {data.timeline.length === 0 ? (
        <EmptyState title="No assessment data" text="Complete a self assessment to see your scores over time." />
      ) : (
        <>
          {completed.length > 0 ? (
            <ChartSlot>
              <ScoreTimelineChart points={completed.map((a) => ({ label: formatShortDate(a.completedAt!), score: a.overallScore }))} />
            </ChartSlot>
          ) : null}
          <ul className="divide-y rounded-md border">
            {newestFirst.map((a) => (
              <li key={a.id} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
                <span>
                  <span className="font-medium">Assessment #{a.id}</span>
                  <span className="block text-xs text-muted-foreground">{a.completedAt ? formatShortDate(a.completedAt) : 'In Progress'}</span>
                </span>
                {a.completedAt ? (
                  <Badge variant={BAND_COLOURS[scoreBand(a.overallScore)].badge}>{a.overallScore}%</Badge>
                ) : (
                  <Badge variant="muted">In Progress</Badge>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

export function SkillsTab({ data }: { data: AnalyticsResponse }) {
  return (
    <Section title="Skills Breakdown" description="Your latest completed assessment, by category.">
      {data.skills.length === 0 ? (
        <EmptyState title="No skills data" text="Your skills appear here after your first completed assessment." />
      ) : (
        <>
          <ChartSlot>
            <SkillsChart data={data.skills.map((c) => ({ name: c.categoryName, score: c.averageScore }))} />
          </ChartSlot>
          <div className="grid gap-4 md:grid-cols-2">
            {data.skills.map((c) => (
              <div key={c.categoryId} className="space-y-2 rounded-md border p-3">
                <p className="flex items-center justify-between gap-2 text-sm font-semibold">
                  {c.categoryName} <span className={BAND_COLOURS[scoreBand(c.averageScore)].text}>{c.averageScore}%</span>
                </p>
                {c.skillResults.map((s) => (
                  <div key={s.skillId} className="space-y-1">
                    <p className="flex justify-between gap-2 text-xs">
                      <span>{s.skillName}</span>
                      <span className="text-muted-foreground">{s.score}%</span>
                    </p>
                    <Progress value={s.score} aria-label={`${s.skillName} score`} indicatorClassName={cn(bandBar(s.score))} />
                  </div>
                ))}
              </div>
            ))}
          </div>
        </>
      )}
    </Section>
  );
}

function bandBar(score: number): string {
  return { green: 'bg-green-600', blue: 'bg-blue-600', yellow: 'bg-yellow-500', red: 'bg-red-600' }[scoreBand(score)];
}

export function TrainingTab({ data }: { data: AnalyticsResponse }) {
  const monthly = data.range === '6m' || data.range === '1y';
  const label = (period: string) => (monthly ? formatMonth(period) : formatDayMonth(period));
  const { completedInRange } = data.training;
  return (
    <Section
      title="Training Activity"
      description={`${completedInRange} ${completedInRange === 1 ? 'module' : 'modules'} completed, ${ANALYTICS_RANGE_LABELS[data.range].toLowerCase()} (per ${monthly ? 'month' : 'week'}).`}
    >
      {data.training.items.length === 0 ? (
        <EmptyState title="No training data" />
      ) : (
        <>
          <ChartSlot>
            <TrainingActivityChart data={data.training.activity.map((b) => ({ label: label(b.period), completed: b.completed }))} />
          </ChartSlot>
          <ul className="divide-y rounded-md border">
            {data.training.items.map((item) => (
              <li key={item.trainingMaterialId} className="flex flex-col gap-2 px-3 py-2 text-sm sm:flex-row sm:items-center sm:justify-between">
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{item.title}</span>
                  <span className="block text-xs text-muted-foreground">{item.durationMinutes} min</span>
                </span>
                <TrainingItemStatus id={item.trainingMaterialId} status={trainingStatus(item)} />
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

/** A module's status; one not finished opens in the Training Hub, ready to read. */
function TrainingItemStatus({ id, status }: { id: number; status: ReturnType<typeof trainingStatus> }) {
  if (status === 'Completed') return <Badge variant="success">Completed</Badge>;
  return (
    <span className="flex items-center gap-2">
      <Badge variant={status === 'In Progress' ? 'warning' : 'muted'}>{status}</Badge>
      <Button asChild size="sm" variant="outline">
        <Link to="/training" state={readingState(id)}>
          {status === 'In Progress' ? 'Continue' : 'Start'}
        </Link>
      </Button>
    </span>
  );
}

export function PerformanceTab({ stats, failed }: { stats: FloodPreventionStats | undefined; failed: boolean }) {
  if (failed) return <ErrorState text="Flood prevention figures could not be loaded. Please reload the page." />;
  if (!stats) return <LoadingState text="Loading analytics..." />;
  const onTarget = stats.completionRate >= FLOOD_COMPLETION_TARGET;
  const tone = stats.totalChecks === 0 ? 'text-muted-foreground' : onTarget ? 'text-success' : 'text-warning';
  return (
    <Section title="Flood Prevention Performance" description="Your own flood prevention checks, reports and certificates.">
      <div className="grid gap-3 sm:grid-cols-3">
        <Stat label="Client Reports" value={String(stats.clientReports)} />
        <Stat label="Compliance Certificates" value={String(stats.complianceCertificates)} />
        <Stat label="Completion Rate" value={`${stats.completionRate}%`} />
      </div>
      <div className="space-y-1">
        <ChartSlot>
          <CompletionRateChart rate={stats.completionRate} />
        </ChartSlot>
        <p className={cn('text-sm font-medium', tone)}>{floodCompletionMessage(stats.completionRate, stats.totalChecks)}</p>
        <p className="text-xs text-muted-foreground">
          Target: {FLOOD_COMPLETION_TARGET}% or more of your checks completed ({stats.totalChecks} {stats.totalChecks === 1 ? 'check' : 'checks'} so far).
        </p>
      </div>
      <div className="space-y-2">
        <h4 className="text-sm font-semibold">Recent Activity</h4>
        {stats.recentActivity.length === 0 ? (
          <EmptyState title="No recent activity" />
        ) : (
          <ul className="divide-y rounded-md border">
            {stats.recentActivity.map((r) => (
              <li key={r.id} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
                <span className="flex min-w-0 items-center gap-2">
                  {r.type === 'certificate' ? (
                    <FileCheck2 className="size-4 shrink-0 text-success" aria-hidden />
                  ) : (
                    <FileText className="size-4 shrink-0 text-primary" aria-hidden />
                  )}
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{r.clientName}</span>
                    <span className="block text-xs text-muted-foreground">
                      {r.type === 'certificate' ? 'Compliance certificate' : 'Client report'} · {formatShortDate(r.date)}
                    </span>
                  </span>
                </span>
                <Badge variant={r.status === 'completed' ? 'success' : 'muted'}>{r.status === 'completed' ? 'Completed' : 'Draft'}</Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md border p-3">
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className="text-2xl font-bold">{value}</p>
    </div>
  );
}
