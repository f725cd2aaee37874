import { Controller, type UseFormReturn } from 'react-hook-form';
import { LIMITS } from '../../../core/limits';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/input';
import type { CheckForm } from './check-form';

/** A notes box of the check (per area, appliance or reading, or the general notes): up to 1,000 characters, shown on the report. */
export function NotesField({
  form,
  name,
  label,
  maxLength = LIMITS.noteMax,
  hint,
  className,
}: {
  form: UseFormReturn<CheckForm>;
  name: string;
  label: string;
  maxLength?: number;
  hint?: string;
  className?: string;
}) {
  const error = form.formState.errors[name]?.message;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Field id={name} label={label} error={error} hint={hint ?? `${(field.value ?? '').length}/${maxLength}`} className={className}>
          <Textarea
            id={name}
            rows={2}
            className="min-h-16"
            maxLength={maxLength}
            aria-invalid={!!error}
            value={field.value ?? ''}
            onBlur={field.onBlur}
            onChange={(e) => field.onChange(e.target.value)}
          />
        </Field>
      )}
    />
  );
}
