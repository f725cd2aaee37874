import { Droplets, Plus, Presentation } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { TrainingMaterial } from '../../../core/contracts/content';
import { can } from '../../../core/rules/roles';
import { matchesTrainingFilter, toggleTrainingFilter, type TrainingFilter } from '../../../core/rules/training';
import { usePageMeta } from '../../lib/page-meta';
import { Button } from '../../components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { cn } from '../../lib/cn';
import { useBackCloses } from '../../lib/use-back-closes';
import { useCurrentUser } from '../../lib/use-current-user';
import { MaterialEditor } from './material-editor';
import { ModuleCard } from './module-card';
import { READING_KEY, useCompleteTraining, useTrainingMaterials, useTrainingProgress } from './training-api';

const SECTIONS = [
  { filter: 'flood', title: 'Flood Prevention Mastery', text: 'Inspections, pricing and follow-up that protect homes and win work.', icon: Droplets },
  { filter: 'presentation', title: 'Presentation', text: 'Client communication and professionalism in every home.', icon: Presentation },
] as const;

/** Training hub (docs/product.md#content): filter by section, read, mark complete; editors add and edit. */
export function TrainingPage() {
  usePageMeta('Training Hub', 'Master client communication and conversion techniques');
  const { user } = useCurrentUser();
  const editor = can(user, 'editContent');
  const materials = useTrainingMaterials();
  const progress = useTrainingProgress();
  const complete = useCompleteTraining();
  const [filter, setFilter] = useState<TrainingFilter>('all');
  const [editing, setEditing] = useState<{ material: TrainingMaterial | null } | null>(null);
  const reading = useBackCloses<number>(READING_KEY);

  const progressById = useMemo(() => new Map((progress.data ?? []).map((p) => [p.trainingMaterialId, p])), [progress.data]);
  const all = materials.data ?? [];
  const shown = all.filter((m) => matchesTrainingFilter(m.title, filter));

  if (materials.isLoading || progress.isLoading) return <LoadingState text="Loading training materials..." />;
  if (materials.isError || progress.isError) return <ErrorState text="Training materials could not be loaded. Please reload the page." />;

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        {SECTIONS.map((s) => {
          const active = filter === s.filter;
          const count = all.filter((m) => matchesTrainingFilter(m.title, s.filter)).length;
          return (
            <button
              key={s.filter}
              type="button"
              aria-pressed={active}
              onClick={() => setFilter((f) => toggleTrainingFilter(f, s.filter))}
              className={cn(
                'flex cursor-pointer items-start gap-4 rounded-lg border bg-card p-4 text-left shadow-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:p-6',
                active && 'border-primary bg-accent ring-1 ring-primary',
              )}
            >
              <span className={cn('rounded-md p-2', active ? 'bg-primary text-primary-foreground' : 'bg-muted text-primary')}>
                <s.icon className="size-6" aria-hidden />
              </span>
              <span className="space-y-1">
                <span className="block text-lg font-semibold">{s.title}</span>
                <span className="block text-sm text-muted-foreground">{s.text}</span>
                <span className="block text-xs font-medium text-muted-foreground">
                  {count} {count === 1 ? 'module' : 'modules'}
                  {active ? ' · showing' : ''}
                </span>
              </span>
            </button>
          );
        })}
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">
          {filter === 'all' ? 'All Modules' : SECTIONS.find((s) => s.filter === filter)!.title} ({shown.length})
        </h2>
        {editor ? (
          <Button size="sm" onClick={() => setEditing({ material: null })}>
            <Plus /> Add Module
          </Button>
        ) : null}
      </div>

      {shown.length === 0 ? (
        <EmptyState title="No training materials available." />
      ) : (
        <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {shown.map((m) => {
            const p = progressById.get(m.id);
            const completed = p?.completed ?? false;
            return (
              <ModuleCard
                key={m.id}
                material={m}
                completed={completed}
                progress={completed ? 100 : (p?.progress ?? 0)}
                completing={complete.isPending && complete.variables === m.id}
                onComplete={() => complete.mutate(m.id)}
                onEdit={editor ? () => setEditing({ material: m }) : undefined}
                reading={reading.value === m.id}
                onReadingChange={(open) => (open ? reading.open(m.id) : reading.close())}
              />
            );
          })}
        </div>
      )}
      {editor ? <MaterialEditor open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} material={editing?.material ?? null} /> : null}
    </div>
  );
}
