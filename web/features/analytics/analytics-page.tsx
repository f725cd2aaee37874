import { Award, BookOpen, ClipboardCheck, Target, TrendingDown, TrendingUp } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ANALYTICS_RANGE_LABELS, ANALYTICS_RANGES, DEFAULT_ANALYTICS_RANGE, scoreBand, type AnalyticsRange } from '../../../core/rules/analytics';
import { usePageMeta } from '../../lib/page-meta';
import { Card, CardContent } from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { cn } from '../../lib/cn';
import { BAND_COLOURS, useAnalytics, useFloodPreventionStats } from './analytics-api';
import { PerformanceTab, ProgressTab, SkillsTab, TrainingTab } from './analytics-tabs';

/** Performance analytics (docs/product.md#analytics): summary, four tabs, a range that really filters. */
export function AnalyticsPage() {
  usePageMeta('Performance Analytics', 'Track skill development and progress');
  const [range, setRange] = useState<AnalyticsRange>(DEFAULT_ANALYTICS_RANGE);
  const analytics = useAnalytics(range);
  const stats = useFloodPreventionStats();

  if (analytics.isLoading) return <LoadingState text="Loading analytics..." />;
  if (analytics.isError || !analytics.data) return <ErrorState text="Analytics could not be loaded. Please reload the page." />;
  const { summary } = analytics.data;
  const trend = summary.scoreTrend;

  return (
    <div className="space-y-6">
      <div className="flex justify-end">
        <Select value={range} onValueChange={(v) => setRange(v as AnalyticsRange)}>
          <SelectTrigger className="sm:w-48" aria-label="Time range">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {ANALYTICS_RANGES.map((r) => (
              <SelectItem key={r} value={r}>
                {ANALYTICS_RANGE_LABELS[r]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        <SummaryCard label="Current Score" icon={<Target />}>
          <span className={cn('text-2xl font-bold', summary.assessments > 0 && BAND_COLOURS[scoreBand(summary.currentScore)].text)}>
            {summary.currentScore}%
          </span>
          {trend ? (
            <span
              className={cn('ml-2 inline-flex items-center gap-0.5 text-sm font-medium', trend > 0 ? 'text-success' : 'text-destructive')}
              aria-label={`${trend > 0 ? 'Up' : 'Down'} ${Math.abs(trend)} from the previous assessment`}
            >
              {trend > 0 ? <TrendingUp className="size-4" aria-hidden /> : <TrendingDown className="size-4" aria-hidden />}
              {Math.abs(trend)}
            </span>
          ) : null}
        </SummaryCard>
        <SummaryCard label="Assessments" icon={<ClipboardCheck />}>
          <span className="text-2xl font-bold">{summary.assessments}</span>
        </SummaryCard>
        <SummaryCard label="Training Progress" icon={<BookOpen />}>
          <span className="text-2xl font-bold">{summary.trainingProgress}%</span>
          <Progress value={summary.trainingProgress} className="mt-2" aria-label="Training progress" />
        </SummaryCard>
        <SummaryCard label="Current Tier" icon={<Award />}>
          <span className="text-lg font-bold leading-tight sm:text-xl">{summary.currentTier || 'Tier A'}</span>
        </SummaryCard>
      </div>

      <Tabs defaultValue="progress">
        <TabsList className="w-full justify-start sm:w-auto">
          <TabsTrigger value="progress">Progress</TabsTrigger>
          <TabsTrigger value="skills">Skills</TabsTrigger>
          <TabsTrigger value="training">Training</TabsTrigger>
          <TabsTrigger value="performance">Performance</TabsTrigger>
        </TabsList>
        <div className={cn('transition-opacity', analytics.isPlaceholderData && 'opacity-60')} aria-busy={analytics.isFetching}>
          <TabsContent value="progress">
            <ProgressTab data={analytics.data} />
          </TabsContent>
          <TabsContent value="skills">
            <SkillsTab data={analytics.data} />
          </TabsContent>
          <TabsContent value="training">
            <TrainingTab data={analytics.data} />
          </TabsContent>
          <TabsContent value="performance">
            <PerformanceTab stats={stats.data} failed={stats.isError} />
          </TabsContent>
        </div>
      </Tabs>
    </div>
  );
}

function SummaryCard({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardContent className="space-y-1 p-4 sm:p-5">
        <p className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
          {label}
          <span className="text-primary [&_svg]:size-4">{icon}</span>
        </p>
        <div className="flex flex-wrap items-baseline">{children}</div>
      </CardContent>
    </Card>
  );
}
