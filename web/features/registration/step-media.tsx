import { Controller, type UseFormReturn } from 'react-hook-form';
import { CameraCapture } from '../../components/camera-capture';
import { SignatureField } from '../../components/signature-field';
import { Label } from '../../components/ui/label';
import type { RegistrationForm } from './registration-form';

type Form = UseFormReturn<RegistrationForm>;
type ImageField = 'employeePhotoUrl' | 'driversLicenseUrl' | 'plumbingLicenseUrl' | 'employeeSignature' | 'legalDisclaimerSignature';

export function PhotoInput({
  form,
  name,
  label,
  required,
  facing,
}: {
  form: Form;
  name: ImageField;
  label: string;
  required?: boolean;
  facing: 'user' | 'environment';
}) {
  const error = form.formState.errors[name]?.message;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <div className="space-y-2">
          <Label htmlFor={name}>
            {label}
            {required ? (
              <span aria-hidden className="text-destructive">
                {' '}
                *
              </span>
            ) : (
              <span className="text-muted-foreground"> (optional)</span>
            )}
          </Label>
          <CameraCapture id={name} value={field.value} onChange={(v) => field.onChange(v ?? '')} facing={facing} invalid={!!error} alt={label} />
          {error ? <p className="text-sm text-destructive">{error}</p> : null}
        </div>
      )}
    />
  );
}

export function SignatureInput({ form, name, label }: { form: Form; name: ImageField; label: string }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <div className="space-y-2">
          <Label htmlFor={name}>
            {label}{' '}
            <span aria-hidden className="text-destructive">
              *
            </span>
          </Label>
          <SignatureField id={name} value={field.value} onChange={(v) => field.onChange(v ?? '')} height={200} required />
        </div>
      )}
    />
  );
}

export function StepIdentity({ form }: { form: Form }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <PhotoInput form={form} name="employeePhotoUrl" label="Employee photo" required facing="user" />
      <SignatureInput form={form} name="employeeSignature" label="Your signature" />
    </div>
  );
}

export function StepDocuments({ form }: { form: Form }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <PhotoInput form={form} name="driversLicenseUrl" label="Driver's license photo" required facing="environment" />
      <PhotoInput form={form} name="plumbingLicenseUrl" label="Plumbing license/registration photo" facing="environment" />
    </div>
  );
}
