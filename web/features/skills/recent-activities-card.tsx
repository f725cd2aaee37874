import { Activity as ActivityIcon, Award, ClipboardCheck, GraduationCap } from 'lucide-react';
import type { Activity } from '../../../core/contracts/skills';
import { ACTIVITY_TYPES } from '../../../core/rules/activities';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState, Placeholder } from '../../components/ui/states';
import { timeAgo } from '../../lib/dates';

const ICONS = {
  [ACTIVITY_TYPES.assessmentCompleted]: { icon: ClipboardCheck, colour: 'bg-blue-100 text-blue-700' },
  [ACTIVITY_TYPES.trainingCompleted]: { icon: GraduationCap, colour: 'bg-green-100 text-green-700' },
  [ACTIVITY_TYPES.tierAchieved]: { icon: Award, colour: 'bg-yellow-100 text-yellow-700' },
} as Record<string, { icon: typeof ActivityIcon; colour: string } | undefined>;

/** Real activities only, at most 4 (docs/product.md#dashboard: no sample entries). */
export function RecentActivitiesCard({ activities }: { activities: Activity[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Recent Activities</CardTitle>
      </CardHeader>
      <CardContent>
        {activities.length === 0 ? (
          <EmptyState icon={<ActivityIcon className="size-6" />} title="No recent activities" />
        ) : (
          <ul className="space-y-3">
            {activities.slice(0, 4).map((a) => {
              const { icon: Icon, colour } = ICONS[a.type] ?? { icon: ActivityIcon, colour: 'bg-muted text-muted-foreground' };
              return (
                <li key={a.id} className="flex items-start gap-3">
                  <span className={`flex size-8 shrink-0 items-center justify-center rounded-full ${colour}`} aria-hidden>
                    <Icon className="size-4" />
                  </span>
                  <div className="min-w-0 text-sm">
                    <p>{a.description}</p>
                    <p className="text-xs text-muted-foreground">{timeAgo(a.createdAt)}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** While the dashboard loads: the card with room for the most activities it shows. */
export function RecentActivitiesCardSkeleton() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Recent Activities</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3" aria-hidden>
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className="flex items-start gap-3">
              <span className="size-8 shrink-0 animate-pulse rounded-full bg-muted" />
              <div className="min-w-0 flex-1 text-sm">
                <p>
                  <Placeholder className="w-4/5" />
                </p>
                <p className="text-xs">
                  <Placeholder className="w-16" />
                </p>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
