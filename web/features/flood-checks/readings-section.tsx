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
import { APP_SET_STATUSES } from './check-values';
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
    limit: `${READING_RULES.staticPressure.limit} kPa or less`,
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
    limit: `${READING_RULES.hotWater.limit} °C or less`,
  },
] as const;

function appSet(form: Form): Set<string> {
  return new Set((form.getValues(APP_SET_STATUSES) ?? '').split(',').filter(Boolean));
}

function markAppSet(form: Form, statusField: string, set: boolean) {
  const fields = appSet(form);
  if (set) fields.add(statusField);
  else fields.delete(statusField);
  form.setValue(APP_SET_STATUSES, [...fields].join(','));
}

/**
 * A new reading moves the status only while the status is empty or was set by the app: a
 * status the plumber clicked stays whatever is typed, one key at a time (docs/product.md#readings).
 * A reading cleared takes its app-set status with it.
 */
function followReading(form: Form, statusField: string, suggested: 'pass' | 'fail' | null) {
  if (form.getValues(statusField) && !appSet(form).has(statusField)) return;
  form.setValue(statusField, suggested ?? '', { shouldDirty: true });
  markAppSet(form, statusField, suggested !== null);
}

/**
 * The two readings (docs/product.md#readings): entering a value suggests pass or fail from the limit
 * in core/rules/readings, citing the standard and the fix. The suggestion sets the status
 * while the app is the one choosing it (followReading); a status that differs from the
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
                        field.onChange(e.target.value);
                        followReading(form, r.statusField, e.target.value === '' ? null : r.grade(Number(e.target.value)));
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
                  onChange={(v) => {
                    form.setValue(r.statusField, v, { shouldDirty: true });
                    markAppSet(form, r.statusField, false);
                  }}
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
