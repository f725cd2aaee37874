import { Controller, type UseFormReturn } from 'react-hook-form';
import { DISCLAIMER_CLAUSES } from '../../../core/contracts/registration';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { formatLongDate } from '../../lib/dates';
import type { RegistrationForm } from './registration-form';
import { SignatureInput } from './step-media';

export function StepDisclaimer({ form }: { form: Form }) {
  const name = [form.watch('firstName'), form.watch('lastName')].filter(Boolean).join(' ');
  const accepted = form.watch('legalDisclaimerAccepted');
  return (
    <div className="space-y-5">
      <div className="rounded-lg border bg-muted/40 p-4">
        <h3 className="mb-3 font-semibold">Confidentiality Agreement</h3>
        <ol className="space-y-3 text-sm">
          {DISCLAIMER_CLAUSES.map((c, i) => (
            <li key={c.title} className="flex gap-2">
              <span className="font-semibold">{i + 1}.</span>
              <span>
                <strong>{c.title}.</strong> {c.text}
              </span>
            </li>
          ))}
        </ol>
      </div>
      <Controller
        control={form.control}
        name="legalDisclaimerAccepted"
        render={({ field }) => (
          <div className="flex items-start gap-3">
            <Checkbox id="legalDisclaimerAccepted" checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} className="mt-0.5" />
            <Label htmlFor="legalDisclaimerAccepted" className="leading-snug">
              I have read and agree to the confidentiality agreement above.
            </Label>
          </div>
        )}
      />
      {accepted ? (
        <div className="space-y-2">
          <SignatureInput form={form} name="legalDisclaimerSignature" label="Signature" />
          <p className="text-sm text-muted-foreground">
            Signed by <strong>{name || 'Employee'}</strong> on {formatLongDate(new Date())}
          </p>
        </div>
      ) : null}
    </div>
  );
}

type Form = UseFormReturn<RegistrationForm>;
