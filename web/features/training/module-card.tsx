import { BookOpen, CheckCircle2, Clock, Pencil } from 'lucide-react';
import type { TrainingMaterial } from '../../../core/contracts/content';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import { ModuleDialog } from './module-dialog';

interface ModuleCardProps {
  material: TrainingMaterial;
  /** 0 to 100; a completed module shows 100. */
  progress: number;
  completed: boolean;
  completing: boolean;
  onComplete: () => void;
  onEdit?: (() => void) | undefined;
  /** The Read Content dialog is open (the page keeps it in the history entry: back closes it). */
  reading: boolean;
  onReadingChange: (open: boolean) => void;
}

/** One training module: duration, progress, Read Content dialog and Mark Complete. */
export function ModuleCard({ material, progress, completed, completing, onComplete, onEdit, reading, onReadingChange }: ModuleCardProps) {
  return (
    <Card className="flex flex-col" data-testid="training-module">
      <CardHeader className="gap-2">
        <div className="flex items-start justify-between gap-2">
          <CardTitle className="text-base">{material.title}</CardTitle>
          {!material.isActive ? (
            <Badge variant="muted">Inactive</Badge>
          ) : completed ? (
            <CheckCircle2 className="size-5 shrink-0 text-success" aria-label="Completed" />
          ) : null}
        </div>
        <CardDescription className="line-clamp-3">{material.description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto space-y-2">
        <div className="flex items-center justify-between text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden /> {material.durationMinutes} min
          </span>
          <span className="font-medium text-foreground">{progress}%</span>
        </div>
        <Progress value={progress} aria-label={`${material.title} progress`} indicatorClassName={completed ? 'bg-success' : undefined} />
      </CardContent>
      <CardFooter className="flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => onReadingChange(true)}>
          <BookOpen /> Read Content
        </Button>
        <ModuleDialog material={material} open={reading} onOpenChange={onReadingChange} completed={completed} completing={completing} onComplete={onComplete} />
        {completed ? (
          <Button size="sm" variant="secondary" disabled>
            <CheckCircle2 /> Completed
          </Button>
        ) : material.isActive ? (
          <Button size="sm" onClick={onComplete} disabled={completing}>
            {completing ? 'Saving...' : 'Mark Complete'}
          </Button>
        ) : null}
        {onEdit ? (
          <Button size="sm" variant="ghost" onClick={onEdit} aria-label={`Edit ${material.title}`}>
            <Pencil /> Edit
          </Button>
        ) : null}
      </CardFooter>
    </Card>
  );
}
