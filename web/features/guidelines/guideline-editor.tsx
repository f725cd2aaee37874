import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { GUIDELINE_CATEGORIES, guidelineBody, type Guideline, type GuidelineBody } from '../../../core/contracts/content';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { errorMessage } from '../../lib/api';
import { setServerFieldErrors } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { categoryLabel } from './category';
import { useSaveGuideline } from './guidelines-api';

const EMPTY = { title: '', content: '', category: undefined, version: '1.0', department: 'General', isActive: true } as unknown as GuidelineBody;

/** Create or edit a guideline (owner and management). `guideline` null = new. */
export function GuidelineEditor({ open, onOpenChange, guideline }: { open: boolean; onOpenChange: (open: boolean) => void; guideline: Guideline | null }) {
  const form = useForm<GuidelineBody>({ resolver: zodResolver(guidelineBody) as unknown as Resolver<GuidelineBody>, defaultValues: EMPTY });
  const save = useSaveGuideline(guideline?.id ?? null);
  useEffect(() => {
    if (!open) return;
    form.reset(
      guideline
        ? {
            title: guideline.title,
            content: guideline.content,
            category: guideline.category as GuidelineBody['category'],
            version: guideline.version,
            department: guideline.department,
            isActive: guideline.isActive,
          }
        : EMPTY,
    );
  }, [open, guideline, form]);
  const e = form.formState.errors;

  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => {
        notify.success(
          guideline ? 'Guideline updated' : 'Guideline created',
          body.isActive ? 'Everyone sees the new version.' : 'It is inactive and hidden from staff.',
        );
        onOpenChange(false);
      },
      onError: (error) => {
        setServerFieldErrors(form, error);
        notify.error('Error', errorMessage(error, 'Failed to save the guideline. Please try again.'));
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{guideline ? 'Edit Guideline' : 'Add Guideline'}</DialogTitle>
          <DialogDescription>Staff see active guidelines on the Company Guidelines screen.</DialogDescription>
        </DialogHeader>
        <form className="space-y-4" noValidate onSubmit={submit}>
          <Field id="guideline-title" label="Title" error={e.title?.message} required>
            <Input id="guideline-title" {...form.register('title')} aria-invalid={Boolean(e.title)} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field id="guideline-category" label="Category" error={e.category?.message} required>
              <Controller
                control={form.control}
                name="category"
                render={({ field }) => (
                  <Select value={field.value ?? ''} onValueChange={field.onChange}>
                    <SelectTrigger id="guideline-category" aria-label="Category" aria-invalid={Boolean(e.category)}>
                      <SelectValue placeholder="Choose..." />
                    </SelectTrigger>
                    <SelectContent>
                      {GUIDELINE_CATEGORIES.map((c) => (
                        <SelectItem key={c} value={c}>
                          {categoryLabel(c)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </Field>
            <Field id="guideline-version" label="Version" error={e.version?.message} required>
              <Input id="guideline-version" {...form.register('version')} aria-invalid={Boolean(e.version)} />
            </Field>
            <Field id="guideline-department" label="Department" error={e.department?.message} required>
              <Input id="guideline-department" {...form.register('department')} aria-invalid={Boolean(e.department)} />
            </Field>
          </div>
          <Field
            id="guideline-content"
            label="Content"
            error={e.content?.message}
            hint="HTML: headings, paragraphs, lists, tables and links. Scripts and styles are removed when saved."
            required
          >
            <Textarea
              id="guideline-content"
              rows={12}
              className="font-mono text-xs sm:text-xs"
              {...form.register('content')}
              aria-invalid={Boolean(e.content)}
            />
          </Field>
          <Controller
            control={form.control}
            name="isActive"
            render={({ field }) => (
              <div className="flex items-center gap-2">
                <Checkbox id="guideline-active" checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
                <Label htmlFor="guideline-active">Active (shown to staff)</Label>
              </div>
            )}
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Guideline'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
