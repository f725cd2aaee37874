import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { trainingMaterialBody, type TrainingMaterial, type TrainingMaterialBody } from '../../../core/contracts/content';
import { DEFAULT_TRAINING_MINUTES } from '../../../core/rules/training';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { errorMessage } from '../../lib/api';
import { setServerFieldErrors } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { useSaveMaterial } from './training-api';

const EMPTY: TrainingMaterialBody = { title: '', description: '', content: '', durationMinutes: DEFAULT_TRAINING_MINUTES, isActive: true };

/** Create or edit a training module (owner and management). `material` null = new. */
export function MaterialEditor({ open, onOpenChange, material }: { open: boolean; onOpenChange: (open: boolean) => void; material: TrainingMaterial | null }) {
  const form = useForm<TrainingMaterialBody>({
    resolver: zodResolver(trainingMaterialBody) as unknown as Resolver<TrainingMaterialBody>,
    defaultValues: EMPTY,
  });
  const save = useSaveMaterial(material?.id ?? null);
  useEffect(() => {
    if (open)
      form.reset(
        material
          ? {
              title: material.title,
              description: material.description,
              content: material.content,
              durationMinutes: material.durationMinutes,
              isActive: material.isActive,
            }
          : EMPTY,
      );
  }, [open, material, form]);
  const e = form.formState.errors;

  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => {
        notify.success(
          material ? 'Module updated' : 'Module created',
          body.isActive ? 'Staff see it in the Training Hub.' : 'It is inactive and hidden from staff.',
        );
        onOpenChange(false);
      },
      onError: (error) => {
        setServerFieldErrors(form, error);
        notify.error('Error', errorMessage(error, 'Failed to save the module. Please try again.'));
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{material ? 'Edit Training Module' : 'Add Training Module'}</DialogTitle>
          <DialogDescription>
            Titles decide the filter: Flood, Price or Mastery for Flood Prevention Mastery; Presentation, Communication or Professional for Presentation.
          </DialogDescription>
        </DialogHeader>
        <form className="space-y-4" noValidate onSubmit={submit}>
          <Field id="material-title" label="Title" error={e.title?.message} required>
            <Input id="material-title" {...form.register('title')} aria-invalid={Boolean(e.title)} />
          </Field>
          <Field id="material-description" label="Description" error={e.description?.message} required>
            <Textarea id="material-description" rows={2} {...form.register('description')} aria-invalid={Boolean(e.description)} />
          </Field>
          <Field
            id="material-content"
            label="Content"
            error={e.content?.message}
            hint="HTML: headings, paragraphs, lists, tables and links. Scripts and styles are removed when saved."
            required
          >
            <Textarea
              id="material-content"
              rows={10}
              className="font-mono text-xs sm:text-xs"
              {...form.register('content')}
              aria-invalid={Boolean(e.content)}
            />
          </Field>
          <Field id="material-duration" label="Duration (minutes)" error={e.durationMinutes?.message} required>
            <Input
              id="material-duration"
              type="number"
              inputMode="numeric"
              className="max-w-32"
              {...form.register('durationMinutes')}
              aria-invalid={Boolean(e.durationMinutes)}
            />
          </Field>
          <Controller
            control={form.control}
            name="isActive"
            render={({ field }) => (
              <div className="flex items-center gap-2">
                <Checkbox id="material-active" checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
                <Label htmlFor="material-active">Active (shown to staff)</Label>
              </div>
            )}
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Module'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
