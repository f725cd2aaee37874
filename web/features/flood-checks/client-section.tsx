import { Controller, type UseFormReturn } from 'react-hook-form';
import { AUSTRALIAN_STATES, CHECK_FIELDS, type CheckFieldName } from '../../../core/contracts/flood-check-fields';
import { LIMITS } from '../../../core/limits';
import { capitaliseWords } from '../../../core/rules/capitalise';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import type { CheckForm } from './check-form';

type Form = UseFormReturn<CheckForm>;

/** A text input of one of the check's fields; marked required when the field has a required message. */
function TextField({
  form,
  name,
  label,
  capitalise,
  className,
  ...input
}: { form: Form; name: CheckFieldName; label: string; capitalise?: boolean; className?: string } & Omit<React.ComponentProps<'input'>, 'form' | 'name'>) {
  const error = form.formState.errors[name]?.message;
  const required = 'required' in CHECK_FIELDS[name];
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Field id={name} label={label} error={error} required={required} className={className}>
          <Input
            id={name}
            aria-invalid={!!error}
            value={field.value ?? ''}
            onBlur={field.onBlur}
            onChange={(e) => field.onChange(capitalise ? capitaliseWords(e.target.value) : e.target.value)}
            {...input}
          />
        </Field>
      )}
    />
  );
}

/** Client and address (docs/product.md#checks): auto-capitalised names, VIC by default, 4-digit postcode. */
export function ClientSection({ form }: { form: Form }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Client & Property</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-2 gap-3 sm:grid-cols-6">
        <TextField form={form} name="clientName" label="Client name" capitalise autoComplete="off" className="col-span-2 sm:col-span-3" />
        <TextField form={form} name="initialJobNumber" label="Job number" autoComplete="off" className="col-span-2 sm:col-span-3" />
        <TextField
          form={form}
          name="clientEmail"
          label="Client email"

          type="email"
          inputMode="email"
          autoComplete="off"
          className="col-span-2 sm:col-span-6"
        />
        <TextField
          form={form}
          name="clientPhone"
          label="Client phone (optional)"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="0412 345 678"
          className="col-span-2 sm:col-span-6"
        />
        <TextField form={form} name="unitNumber" label="Unit" autoComplete="off" className="col-span-1" />
        <TextField form={form} name="streetNumber" label="Street number" autoComplete="off" className="col-span-1" />
        <TextField form={form} name="streetName" label="Street name" capitalise autoComplete="off" className="col-span-2 sm:col-span-2" />
        <TextField
          form={form}
          name="streetType"
          label="Street type"

          capitalise
          autoComplete="off"
          placeholder="Street, Road, Court..."
          className="col-span-2 sm:col-span-2"
        />
        <TextField form={form} name="suburb" label="Suburb" capitalise autoComplete="off" className="col-span-2 sm:col-span-2" />
        <Controller
          control={form.control}
          name="state"
          render={({ field }) => (
            <Field id="state" label="State" className="col-span-1 sm:col-span-2">
              <Select value={field.value || CHECK_FIELDS.state.initial} onValueChange={field.onChange}>
                <SelectTrigger id="state">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {AUSTRALIAN_STATES.map((s) => (
                    <SelectItem key={s} value={s}>
                      {s}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
          )}
        />
        <TextField
          form={form}
          name="postcode"
          label="Postcode"

          inputMode="numeric"
          maxLength={LIMITS.postcodeLength}
          autoComplete="off"
          className="col-span-1 sm:col-span-2"
        />
      </CardContent>
    </Card>
  );
}
