import { CheckCircle2, Circle, CircleDot } from 'lucide-react';
import { Link } from 'react-router';
import { CAREER_TIERS } from '../../../core/rules/tiers';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { ErrorState, LoadingState, Placeholder } from '../../components/ui/states';
import { cn } from '../../lib/cn';
import { useCareerTiers } from './skills-api';

/**
 * Career advancement path (docs/product.md#career-path): each tier relative to the user's tier id:
 * lower = Achieved, equal = Current, the next one up = Next Goal, beyond = Upcoming.
 */
export function CareerPathCard({ currentTierId, className }: { currentTierId: number; className?: string }) {
  const { data: tiers, isLoading, isError } = useCareerTiers();
  const sorted = [...(tiers ?? [])].sort((a, b) => a.requiredScore - b.requiredScore);
  const nextId = sorted.find((t) => t.id > currentTierId)?.id;
  if (isLoading) return <CareerPathCardSkeleton className={className} status="Loading career path..." />;
  return (
    <Card className={className}>
      <CareerPathCardHeader />
      <CardContent>
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

function CareerPathCardHeader() {
  return (
    <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
      <CardTitle as="h2">Career Advancement Path</CardTitle>
      <Button asChild variant="outline" size="sm">
        <Link to="/career-path">View Details</Link>
      </Button>
    </CardHeader>
  );
}

/**
 * The card at its loaded height: one row of the same size per tier (the tiers are seeded
 * from core/rules/tiers.ts unchanged), with the loading status (the product's words) over the rows.
 */
export function CareerPathCardSkeleton({ className, status }: { className?: string | undefined; status: string }) {
  return (
    <Card className={className}>
      <CareerPathCardHeader />
      <CardContent className="relative">
        <div className="absolute inset-0 z-10 flex items-center justify-center">
          <LoadingState text={status} className="rounded-full border bg-card px-4 py-2 shadow-sm" />
        </div>
        <ol className="space-y-2" aria-hidden>
          {CAREER_TIERS.map((tier) => (
            <li key={tier.id} className="flex items-center gap-3 rounded-md border p-3">
              <Circle className="size-5 shrink-0 text-muted" />
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  <Placeholder className="w-32" />
                </p>
                <p className="text-xs">
                  <Placeholder className="w-24" />
                </p>
              </div>
              <Badge variant="muted" className="w-20 animate-pulse text-transparent">
                {'\u00a0'}
              </Badge>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
