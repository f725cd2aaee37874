import { BarChart3, BookOpen, CalendarClock, ClipboardCheck, GraduationCap, Target, TrendingUp, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { nextReviewLabel } from '../../../core/rules/career';
import { tierName } from '../../../core/rules/tiers';
import { usePageMeta } from '../../lib/page-meta';
import { Card, CardContent } from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import { ErrorState, Placeholder } from '../../components/ui/states';
import { useCurrentUser } from '../../lib/use-current-user';
import { CareerPathCard, CareerPathCardSkeleton } from './dashboard-career-card';
import { RecentActivitiesCard, RecentActivitiesCardSkeleton } from './recent-activities-card';
import { countedScore, ReviewNote } from './review-note';
import { SkillsOverviewCard, SkillsOverviewCardSkeleton } from './skills-overview-card';
import { useCareerTiers, useDashboard } from './skills-api';

/** Dashboard (docs/product.md#dashboard): summary cards, career path, activities, skills overview, quick actions. */
export function DashboardPage() {
  const { user } = useCurrentUser();
  usePageMeta('Dashboard', `Welcome back, ${user?.firstName || 'User'}`);
  const { data, isLoading, isError } = useDashboard();
  // The career card's tiers are waited for too (both are fetched with the screen's chunk,
  // app-routes.tsx): the dashboard replaces its skeleton once, at its final size.
  const tiers = useCareerTiers();
  if (isLoading || tiers.isLoading) return <DashboardSkeleton tierName={user ? tierName(user.currentTierId) : undefined} />;
  if (isError || !data) return <ErrorState text="The dashboard could not be loaded. Please refresh the page to try again." />;

  const completed = data.trainingProgress.filter((p) => p.completed).length;
  const total = data.trainingTotal;
  return (
    <div className="space-y-4 sm:space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <SummaryCard icon={<Trophy />} label="Current Tier" value={data.user.tierDetails.name || 'Entry Level'} />
        <SummaryCard icon={<Target />} label="Assessment Score" value={`${data.latestAssessment ? countedScore(data.latestAssessment) : 0}%`} />
        <SummaryCard icon={<GraduationCap />} label="Training Progress" value={`${completed}/${total}`}>
          <Progress value={total ? (completed / total) * 100 : 0} className="mt-2" aria-label="Training progress" />
        </SummaryCard>
        <SummaryCard icon={<CalendarClock />} label="Next Review" value={nextReviewLabel(data.nextReview.daysRemaining)}>
          <p className="mt-1 text-xs text-muted-foreground">Quarterly assessment</p>
        </SummaryCard>
      </div>
      {data.latestAssessment?.review ? <ReviewNote selfScore={data.latestAssessment.overallScore} review={data.latestAssessment.review} /> : null}
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-3">
        <CareerPathCard currentTierId={data.user.currentTierId} className="lg:col-span-2" />
        <RecentActivitiesCard activities={data.recentActivities} />
      </div>
      <SkillsOverviewCard latest={data.latestAssessment} results={data.assessmentResults} />
      <QuickActions />
    </div>
  );
}

/**
 * The dashboard's layout at its final size while its data loads (no layout shift when it
 * arrives): the same cards, with placeholders where the figures go. The tier name is already
 * known from the signed-in user (tiers are seeded from core unchanged), and it is the one
 * figure long enough to wrap on a phone.
 */
function DashboardSkeleton({ tierName }: { tierName: string | undefined }) {
  return (
    <div className="space-y-4 sm:space-y-6" aria-busy="true">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <SummaryCard icon={<Trophy />} label="Current Tier" value={tierName} />
        <SummaryCard icon={<Target />} label="Assessment Score" />
        <SummaryCard icon={<GraduationCap />} label="Training Progress">
          <Progress value={0} className="mt-2" aria-label="Training progress" />
        </SummaryCard>
        <SummaryCard icon={<CalendarClock />} label="Next Review">
          <p className="mt-1 text-xs text-muted-foreground">Quarterly assessment</p>
        </SummaryCard>
      </div>
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-3">
        <CareerPathCardSkeleton className="lg:col-span-2" status="Loading dashboard..." />
        <RecentActivitiesCardSkeleton />
      </div>
      <SkillsOverviewCardSkeleton />
      <QuickActions />
    </div>
  );
}

function SummaryCard({ icon, label, value, children }: { icon: ReactNode; label: string; value?: string | undefined; children?: ReactNode }) {
  return (
    <Card>
      <CardContent className="p-3 pt-3 sm:p-5 sm:pt-5">
        <div className="flex items-center justify-between gap-2 text-muted-foreground">
          <p className="text-xs font-medium sm:text-sm">{label}</p>
          <span className="text-primary [&_svg]:size-4 sm:[&_svg]:size-5" aria-hidden>
            {icon}
          </span>
        </div>
        <p className="mt-1 text-lg font-bold leading-tight sm:text-2xl">{value ?? <Placeholder className="w-14" />}</p>
        {children}
      </CardContent>
    </Card>
  );
}

const ACTIONS = [
  { label: 'Retake Assessment', to: '/assessment', icon: ClipboardCheck },
  { label: 'Browse Training', to: '/training', icon: BookOpen },
  { label: 'View Career Path', to: '/career-path', icon: TrendingUp },
  { label: 'Analytics', to: '/analytics', icon: BarChart3 },
];

function QuickActions() {
  return (
    <section aria-labelledby="quick-actions" className="space-y-3">
      <h2 id="quick-actions" className="text-lg font-semibold">
        Quick Actions
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {ACTIONS.map(({ label, to, icon: Icon }) => (
          <Link
            key={label}
            to={to}
            className="flex flex-col items-center gap-2 rounded-lg border bg-card p-4 text-center text-sm font-medium shadow-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Icon className="size-6 text-primary" aria-hidden />
            {label}
          </Link>
        ))}
      </div>
    </section>
  );
}
