import { ChevronDown, ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import type { CategoryResult, Dashboard } from '../../../core/contracts/skills';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../components/ui/collapsible';
import { Progress } from '../../components/ui/progress';
import { EmptyState } from '../../components/ui/states';
import { formatShortDate } from '../../lib/dates';
import { LEVEL_BAR, LevelChip } from './level-chip';

/** The informational category is not shown in the overview (docs/product.md#scoring). */
const HIDDEN_CATEGORY = 'Other Skills';

export function SkillsOverviewCard({ latest, results }: { latest: Dashboard['latestAssessment']; results: CategoryResult[] }) {
  if (!latest) {
    return (
      <Card>
        <CardHeader>
          <CardTitle as="h2">Skills Assessment Overview</CardTitle>
        </CardHeader>
        <CardContent>
          <EmptyState
            icon={<ClipboardList className="size-8" />}
            title="No Assessment Completed"
            text="Rate yourself against each skill to see where you stand and what to work on next."
            action={
              <Button asChild>
                <Link to="/assessment">Start Assessment</Link>
              </Button>
            }
          />
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1">
          <CardTitle as="h2">Skills Assessment Overview</CardTitle>
          <CardDescription>
            Latest Assessment Results: <span className="font-semibold text-foreground">{latest.overallScore}%</span>{' '}
            {latest.review ? 'self-assessed' : 'overall'} · completed {latest.completedAt ? formatShortDate(latest.completedAt) : 'Recently'}
          </CardDescription>
        </div>
        <Button asChild variant="outline" size="sm" className="self-start">
          <Link to="/assessment">Retake Assessment</Link>
        </Button>
      </CardHeader>
      <CardContent className="space-y-2">
        {results
          .filter((c) => c.categoryName !== HIDDEN_CATEGORY)
          .map((c) => (
            <CategoryRow key={c.categoryId} category={c} />
          ))}
      </CardContent>
    </Card>
  );
}

function CategoryRow({ category }: { category: CategoryResult }) {
  const count = category.skillResults.length;
  return (
    <Collapsible className="rounded-md border">
      <CollapsibleTrigger className="group flex w-full cursor-pointer items-center gap-3 p-3 text-left hover:bg-muted/60">
        <div className="min-w-0 flex-1">
          <p className="font-medium">{category.categoryName}</p>
          <p className="text-xs text-muted-foreground">{category.description}</p>
        </div>
        <div className="text-right">
          <p className="text-lg font-bold">{category.averageScore}%</p>
          <p className="text-xs text-muted-foreground">
            {count} {count === 1 ? 'skill' : 'skills'}
          </p>
        </div>
        <ChevronDown className="size-4 shrink-0 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
      </CollapsibleTrigger>
      <CollapsibleContent>
        <ul className="space-y-3 border-t p-3">
          {category.skillResults.map((s) => (
            <li key={s.skillId} className="flex items-center gap-3">
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex justify-between gap-2 text-sm">
                  <span>{s.skillName}</span>
                  <span className="font-medium">{Math.round(s.score)}%</span>
                </div>
                <Progress value={s.score} indicatorClassName={LEVEL_BAR[s.tier]} aria-label={`${s.skillName} score`} />
              </div>
              <LevelChip level={s.tier} />
            </li>
          ))}
        </ul>
      </CollapsibleContent>
    </Collapsible>
  );
}

/** While the dashboard loads: the card at about the height of its empty state. */
export function SkillsOverviewCardSkeleton() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Skills Assessment Overview</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="h-48 animate-pulse rounded-lg bg-muted" aria-hidden />
      </CardContent>
    </Card>
  );
}
