import { CheckCircle2, Circle, CircleDot } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { cn } from '../../lib/cn';
import { useCareerTiers } from './skills-api';

/**
 * Career advancement path (spec part 1 §2 and §4): each tier relative to the user's tier id:
 * lower = Achieved, equal = Current, the next one up = Next Goal, beyond = Upcoming.
 */
export function CareerPathCard({ currentTierId, className }: { currentTierId: number; className?: string }) {
  const { data: tiers, isLoading, isError } = useCareerTiers();
  const sorted = [...(tiers ?? [])].sort((a, b) => a.requiredScore - b.requiredScore);
  const nextId = sorted.find((t) => t.id > currentTierId)?.id;
  return (
    <Card className={className}>
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle>Career Advancement Path</CardTitle>
        <Button asChild variant="outline" size="sm">
          <Link to="/career-path">View Details</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {isLoading ? <LoadingState text="Loading career path..." className="py-6" /> : null}
        {isError ? <ErrorState text="The career tiers could not be loaded." /> : null}
        <ol className="space-y-2">
          {sorted.map((tier) => {
            const status = tier.id < currentTierId ? 'Achieved' : tier.id === currentTierId ? 'Current' : tier.id === nextId ? 'Next Goal' : 'Upcoming';
            const Icon = status === 'Achieved' ? CheckCircle2 : status === 'Current' ? CircleDot : Circle;
            return (
              <li key={tier.id} className={cn('flex items-center gap-3 rounded-md border p-3', status === 'Current' && 'border-primary bg-accent')}>
                <Icon
                  className={cn('size-5 shrink-0', status === 'Achieved' ? 'text-success' : status === 'Current' ? 'text-primary' : 'text-muted-foreground')}
                  aria-hidden
                />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{tier.name}</p>
                  <p className="text-xs text-muted-foreground">Required Score: {tier.requiredScore}%</p>
                </div>
                <Badge variant={status === 'Achieved' ? 'success' : status === 'Current' ? 'default' : status === 'Next Goal' ? 'info' : 'muted'}>
                  {status}
                </Badge>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
