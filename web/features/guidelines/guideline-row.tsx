import { ChevronDown, Pencil } from 'lucide-react';
import type { Guideline } from '../../../core/contracts/content';
import { RichText } from '../../components/rich-text';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../components/ui/collapsible';
import { cn } from '../../lib/cn';
import { formatShortDate } from '../../lib/dates';
import { categoryIcon, categoryLabel } from './category';

/** One collapsible guideline; the page keeps at most one open. */
export function GuidelineRow({
  guideline: g,
  open,
  onOpenChange,
  onEdit,
}: {
  guideline: Guideline;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onEdit?: (() => void) | undefined;
}) {
  const Icon = categoryIcon(g.category);
  return (
    <Card className="overflow-hidden">
      <Collapsible open={open} onOpenChange={onOpenChange}>
        <CollapsibleTrigger className="flex w-full cursor-pointer items-start gap-3 p-4 text-left hover:bg-muted/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring">
          <span className="rounded-md bg-accent p-2 text-primary">
            <Icon className="size-5" aria-hidden />
          </span>
          <span className="min-w-0 flex-1 space-y-1">
            <span className="block font-semibold">{g.title}</span>
            <span className="block text-xs text-muted-foreground">Last updated {formatShortDate(g.updatedAt)}</span>
            <span className="flex flex-wrap gap-1.5 pt-0.5">
              <Badge variant="info">{categoryLabel(g.category)}</Badge>
              {g.isActive ? <Badge variant="success">Active</Badge> : <Badge variant="muted">Inactive</Badge>}
            </span>
          </span>
          <ChevronDown className={cn('mt-1 size-5 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')} aria-hidden />
        </CollapsibleTrigger>
        <CollapsibleContent className="border-t px-4 pb-4">
          <RichText html={g.content} className="pt-2" />
          <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2 border-t pt-3 text-sm text-muted-foreground">
            <span>
              Version: <span className="font-medium text-foreground">{g.version || '1.0'}</span>
            </span>
            <span>
              Department: <span className="font-medium text-foreground">{g.department || 'General'}</span>
            </span>
            {onEdit ? (
              <Button size="sm" variant="outline" className="ml-auto" onClick={onEdit}>
                <Pencil /> Edit Guideline
              </Button>
            ) : null}
          </div>
        </CollapsibleContent>
      </Collapsible>
    </Card>
  );
}
