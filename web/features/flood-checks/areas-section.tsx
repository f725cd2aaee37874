import type { UseFormReturn } from 'react-hook-form';
import { APPLIANCES, AREAS, notesField, type PhotoSection } from '../../../core/contracts/flood-check';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import type { CheckForm } from './check-form';
import { APPLICABILITY_CHOICES, ChoiceGroup, HOSE_CHOICES } from './choice-group';
import { NotesField } from './notes-field';
import { PhotoStrip } from './photo-strip';
import type { PhotoQueue } from './use-photo-queue';

type Form = UseFormReturn<CheckForm>;

const HOSE_HELP = 'Green: good. Orange: approaching or past the 5-year replacement cycle. Red: visible defects (rust, kinks, fraying).';

/** One area or appliance: applicable / N/A; with N/A its conditions are dimmed and disabled and no photos are asked for. */
function InspectionItem({
  form,
  queue,
  title,
  statusField,
  section,
  rows,
  notesKey,
}: {
  form: Form;
  queue: PhotoQueue;
  title: string;
  statusField: string;
  section: PhotoSection;
  rows: ReadonlyArray<{ field: string; label: string }>;
  /** The area or appliance key its notes are stored under. */
  notesKey: string;
}) {
  const status = form.watch(statusField) ?? '';
  const na = status === 'na';
  return (
    <section aria-label={title} className={cn('space-y-3 rounded-lg border p-3', na && 'bg-muted/60')} data-testid={`area-${section}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className={cn('font-medium', na && 'text-muted-foreground')}>{title}</p>
        <ChoiceGroup
          label={`${title} inspection`}
          value={status}
          choices={APPLICABILITY_CHOICES}
          onChange={(v) => form.setValue(statusField, v, { shouldDirty: true })}
          className="w-full sm:w-56"
        />
      </div>
      {rows.map((row) => (
        <div key={row.field} className="space-y-1">
          <p className={cn('text-sm', na && 'text-muted-foreground')}>{row.label}</p>
          <ChoiceGroup
            label={`${title}: ${row.label}`}
            value={form.watch(row.field) ?? ''}
            choices={HOSE_CHOICES}
            disabled={na}
            onChange={(v) => form.setValue(row.field, v, { shouldDirty: true })}
          />
        </div>
      ))}
      {status === 'applicable' ? (
        <>
          <NotesField form={form} name={notesField(notesKey)} label={`${title} notes`} />
          <PhotoStrip section={section} queue={queue} />
        </>
      ) : null}
    </section>
  );
}

/** Section 2.1: bathrooms 1-4, kitchen and laundry with their hoses. */
export function AreasSection({ form, queue }: { form: Form; queue: PhotoQueue }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Section 2.1: Bathrooms, Kitchen & Laundry</CardTitle>
        <CardDescription>{HOSE_HELP}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 lg:grid-cols-2">
        {AREAS.map((a) => (
          <InspectionItem key={a.key} form={form} queue={queue} title={a.label} statusField={a.statusField} section={a.key} rows={a.hoses} notesKey={a.key} />
        ))}
      </CardContent>
    </Card>
  );
}

/** Section 2.2: the four appliances. */
export function AppliancesSection({ form, queue }: { form: Form; queue: PhotoQueue }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Section 2.2: Appliances</CardTitle>
        <CardDescription>{HOSE_HELP}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 lg:grid-cols-2">
        {APPLIANCES.map((a) => (
          <InspectionItem
            key={a.key}
            form={form}
            queue={queue}
            title={a.label}
            statusField={a.statusField}
            notesKey={a.key}
            section={a.key}
            rows={[{ field: a.conditionField, label: 'Condition' }]}
          />
        ))}
      </CardContent>
    </Card>
  );
}
