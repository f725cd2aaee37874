import { Controller, type UseFormReturn } from 'react-hook-form';
import type { PhotoSection } from '../../../core/contracts/flood-check';
import { gradeHotWater, gradeStaticPressure, READING_RULES } from '../../../core/rules/readings';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { LIMITS } from '../../../core/limits';
import type { CheckForm } from './check-form';
import { NotesField } from './notes-field';
import { ChoiceGroup, PASS_FAIL_CHOICES } from './choice-group';
import { PhotoStrip } from './photo-strip';
import type { PhotoQueue } from './use-photo-queue';

type Form = UseFormReturn<CheckForm>;

const READINGS = [
  {
    key: 'staticPressure',
    title: 'Static Water Pressure',
    valueField: 'staticPressureKpa',
    statusField: 'staticPressureStatus',
    section: 'static-pressure',
    reasonField: 'staticPressureOverrideReason',
    notesField: 'staticPressureNotes',
    grade: gradeStaticPressure,
    step: '1',
    limit: 'up to 500 kPa',
  },
  {
    key: 'hotWater',
    title: 'Hot Water Temperature',
    valueField: 'temperatureCelsius',
    statusField: 'hotWaterTempStatus',
    section: 'hot-water-temp',
    reasonField: 'hotWaterTempOverrideReason',
    notesField: 'hotWaterTempNotes',
    grade: gradeHotWater,
    step: '0.1',
    limit: '50 °C or less',
  },
] as const;

/**
 * The two readings (docs/product.md#readings): entering a value suggests pass or fail from the limit
 * in core/rules/readings, citing the standard and the fix. The suggestion sets the status
 * while it follows the reading, never over one the plumber chose against it (docs/product.md#readings); a status that differs from the
 * reading needs a reason (the shared schema's rule). Photos are asked for only on fail.
 */
export function ReadingsSection({ form, queue }: { form: Form; queue: PhotoQueue }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Section 1: Pressure & Hot Water</CardTitle>
        <CardDescription>Record the readings; the pass or fail suggestion follows the Australian standard and can be changed.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        {READINGS.map((r) => {
          const rule = READING_RULES[r.key];
          const raw = form.watch(r.valueField) ?? '';
          const status = form.watch(r.statusField) ?? '';
          const suggested = raw === '' ? null : r.grade(Number(raw));
          const error = form.formState.errors[r.valueField]?.message;
          return (
            <div key={r.key} className="space-y-3 rounded-lg border p-3">
              <p className="font-medium">{r.title}</p>
              <Controller
                control={form.control}
                name={r.valueField}
                render={({ field }) => (
                  <Field id={r.valueField} label={`Reading (${rule.unit})`} error={error}>
                    <Input
                      id={r.valueField}
                      type="number"
                      inputMode="decimal"
                      step={r.step}
                      min={0}
                      aria-invalid={!!error}
                      value={field.value ?? ''}
                      onBlur={field.onBlur}
                      onChange={(e) => {
                        // The status follows the reading while it is empty or still what the old reading suggested;
                        // one the plumber set against the reading stays.
                        const before = field.value === '' || field.value === undefined ? null : r.grade(Number(field.value));
                        field.onChange(e.target.value);
                        const grade = e.target.value === '' ? null : r.grade(Number(e.target.value));
                        const current = form.getValues(r.statusField);
                        if (grade && (!current || current === before)) form.setValue(r.statusField, grade, { shouldDirty: true });
                      }}
                    />
                  </Field>
                )}
              />
              {suggested ? (
                <div
                  className={`rounded-md p-2 text-sm ${suggested === 'pass' ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900'}`}
                  data-testid={`${r.key}-grade`}
                >
                  <p>
                    <Badge variant={suggested === 'pass' ? 'success' : 'destructive'}>Suggested: {suggested === 'pass' ? 'Pass' : 'Fail'}</Badge>{' '}
                    {rule.standard}: {r.limit} passes.
                  </p>
                  {suggested === 'fail' ? <p className="mt-1">Fix: {rule.fix}.</p> : null}
                </div>
              ) : (
                <p className="text-xs text-muted-foreground">
                  {rule.standard}: {r.limit} passes.
                </p>
              )}
              <div className="space-y-1.5">
                <Label>Status</Label>
                <ChoiceGroup
                  label={`${r.title} status`}
                  value={status}
                  choices={PASS_FAIL_CHOICES}
                  onChange={(v) => form.setValue(r.statusField, v, { shouldDirty: true })}
                />
              </div>
              {suggested && status && status !== suggested ? (
                <NotesField
                  form={form}
                  name={r.reasonField}
                  label={`Reason for ${status === 'pass' ? 'Pass' : 'Fail'} (the reading suggests ${suggested === 'pass' ? 'Pass' : 'Fail'})`}
                  maxLength={LIMITS.overrideReasonMax}
                />
              ) : null}
              <NotesField form={form} name={r.notesField} label={`${r.title} notes`} />
              {status === 'fail' ? <PhotoStrip section={r.section as PhotoSection} queue={queue} /> : null}
            </div>
          );
        })}
      </CardContent>
    </Card>
  );
}
