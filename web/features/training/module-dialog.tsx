import { CheckCircle2, X } from 'lucide-react';
import type { TrainingMaterial } from '../../../core/contracts/content';
import { RichText } from '../../components/rich-text';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';

interface ModuleDialogProps {
  material: TrainingMaterial;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  completed: boolean;
  completing: boolean;
  onComplete: () => void;
}

/**
 * A module's content (docs/product.md#content). Long modules are read on phones: the header with the
 * close button stays in view while the content scrolls, and the end offers Mark Complete
 * (as the card does, hidden once completed) and Done.
 */
export function ModuleDialog({ material, open, onOpenChange, completed, completing, onComplete }: ModuleDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl gap-0 p-0" closeButton={false}>
        <DialogHeader className="sticky top-0 z-10 flex-row items-start gap-3 border-b bg-card px-5 py-4 pr-3">
          <div className="min-w-0 flex-1 space-y-1.5">
            <DialogTitle>{material.title}</DialogTitle>
            <DialogDescription>{material.description}</DialogDescription>
          </div>
          <DialogClose asChild>
            <Button variant="ghost" size="icon" aria-label="Close" className="shrink-0">
              <X className="size-5" />
            </Button>
          </DialogClose>
        </DialogHeader>
        <div className="px-5 py-4">
          <RichText html={material.content} />
        </div>
        <DialogFooter className="items-center border-t px-5 py-4">
          <DialogClose asChild>
            <Button variant="outline">Done</Button>
          </DialogClose>
          {completed ? (
            <p className="inline-flex items-center justify-center gap-1.5 text-sm font-medium text-success">
              <CheckCircle2 className="size-4" aria-hidden /> Completed
            </p>
          ) : material.isActive ? (
            <Button onClick={onComplete} disabled={completing}>
              {completing ? 'Saving...' : 'Mark Complete'}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
