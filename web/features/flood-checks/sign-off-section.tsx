import { Controller, type UseFormReturn } from 'react-hook-form';
import { LIMITS } from '../../../core/limits';
import { SignatureField } from '../../components/signature-field';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { NotesField } from './notes-field';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import type { CheckForm } from './check-form';

type Form = UseFormReturn<CheckForm>;

/** Plumber name, inspection date and the 400x150 signature (labelled required, not enforced: docs/product.md#checks). */
export function SignOffSection({ form, signatureKey, disabled = false }: { form: Form; signatureKey: number; disabled?: boolean }) {
  const e = form.formState.errors;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Inspector</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-2">
        <Field id="plumberName" label="Plumber name" error={e.plumberName?.message}>
          <Input id="plumberName" maxLength={LIMITS.plumberNameMax} autoComplete="name" {...form.register('plumberName')} />
        </Field>
        <Field id="inspectionDate" label="Inspection date" error={e.inspectionDate?.message}>
          <Input id="inspectionDate" type="date" {...form.register('inspectionDate')} />
        </Field>
        <div className="space-y-1.5 sm:col-span-2">
          <Label htmlFor="plumberSignature">
            Plumber signature
            <span aria-hidden className="text-destructive">
              {' '}
              *
            </span>
          </Label>
          <Controller
            control={form.control}
            name="plumberSignature"
            render={({ field }) => (
              <SignatureField
                key={signatureKey}
                id="plumberSignature"
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                height={150}
                maxWidth={400}
                required
                disabled={disabled}
              />
            )}
          />
          {e.plumberSignature?.message ? <p className="text-sm text-destructive">{e.plumberSignature.message}</p> : null}
        </div>
        <NotesField form={form} name="generalNotes" label="General notes" className="sm:col-span-2" />
      </CardContent>
    </Card>
  );
}
