import { Controller, type UseFormReturn } from 'react-hook-form';
import { CREDENTIAL_TYPES } from '../../../core/contracts/registration';
import { capitaliseWords } from '../../../core/rules/capitalise';
import { EMPLOYEE_ROLES, ROLE_NEEDS_KEY_MESSAGE, roleNeedsAccessKey, type Role } from '../../../core/rules/roles';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import type { RegistrationForm } from './registration-form';

type Form = UseFormReturn<RegistrationForm>;

function NameInput({
  form,
  name,
  label,
  required,
}: {
  form: Form;
  name: 'firstName' | 'lastName' | 'emergencyContactName';
  label: string;
  required?: boolean;
}) {
  const error = form.formState.errors[name]?.message;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Field id={name} label={label} error={error} required={required}>
          <Input
            id={name}
            autoComplete="off"
            aria-invalid={!!error}
            value={field.value ?? ''}
            onBlur={field.onBlur}
            onChange={(e) => field.onChange(capitaliseWords(e.target.value))}
          />
        </Field>
      )}
    />
  );
}

const CODE_HINT = 'Ask management for your access code or one-time access key. A key registers only the role it was generated for.';

/**
 * Step 1. Once the server has answered for the entered code (`codeRoles`), the role picker
 * offers the roles that code registers (docs/product.md#registration); the code is checked when it loses focus.
 */
export function StepBasics({ form, codeRoles, onCodeBlur }: { form: Form; codeRoles: Role[] | null; onCodeBlur: () => void }) {
  const { register, formState, watch } = form;
  const e = formState.errors;
  const owner = watch('registeringOwner');
  const chosen = watch('employeeRole');
  const offered = codeRoles && !codeRoles.includes('Owner') ? EMPLOYEE_ROLES.filter((r) => codeRoles.includes(r) || r === chosen) : EMPLOYEE_ROLES;
  const codeHint = codeRoles && !codeRoles.includes('Owner') ? `This code registers: ${codeRoles.join(', ')}.` : CODE_HINT;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <NameInput form={form} name="firstName" label="First name" required />
      <NameInput form={form} name="lastName" label="Last name" required />
      <Field id="mobileNumber" label="Mobile number" error={e.mobileNumber?.message} required>
        <Input id="mobileNumber" type="tel" inputMode="tel" autoComplete="tel" aria-invalid={!!e.mobileNumber} {...register('mobileNumber')} />
      </Field>
      <Field id="personalEmail" label="Personal email" error={e.personalEmail?.message} required>
        <Input id="personalEmail" type="email" inputMode="email" autoComplete="email" aria-invalid={!!e.personalEmail} {...register('personalEmail')} />
      </Field>
      {owner ? (
        <Field id="employeeRole" label="Employee role">
          <Input id="employeeRole" value="Owner" readOnly />
        </Field>
      ) : (
        <Controller
          control={form.control}
          name="employeeRole"
          render={({ field }) => (
            <Field
              id="employeeRole"
              label="Employee role"
              error={e.employeeRole?.message}
              required
              // Said before submit: the shared code registers neither Office Staff nor Management (ADR 0010, 0016).
              hint={field.value && roleNeedsAccessKey(field.value) ? ROLE_NEEDS_KEY_MESSAGE : undefined}
            >
              <Select
                value={field.value ?? ''}
                onValueChange={(value) => {
                  field.onChange(value);
                  // A server refusal of the previous role (shared code, or a key made for another role) no longer applies.
                  form.clearErrors('employeeRole');
                }}
              >
                <SelectTrigger id="employeeRole" aria-invalid={!!e.employeeRole} onBlur={field.onBlur}>
                  <SelectValue placeholder="Select your role" />
                </SelectTrigger>
                <SelectContent>
                  {offered.map((r) => (
                    <SelectItem key={r} value={r}>
                      {r}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
          )}
        />
      )}
      <Field id="startDate" label="Start date" error={e.startDate?.message} required>
        <Input id="startDate" type="date" aria-invalid={!!e.startDate} {...register('startDate')} />
      </Field>
      <Controller
        control={form.control}
        name="licenseNumber"
        render={({ field }) => (
          <Field id="licenseNumber" label="Plumbing credentials type" error={e.licenseNumber?.message}>
            <Select value={field.value ?? ''} onValueChange={field.onChange}>
              <SelectTrigger id="licenseNumber">
                <SelectValue placeholder="Select credentials type" />
              </SelectTrigger>
              <SelectContent>
                {CREDENTIAL_TYPES.map((c) => (
                  <SelectItem key={c} value={c}>
                    {c}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
        )}
      />
      <Field id="plumbingLicenseNumber" label="Plumbing license/registration number" error={e.plumbingLicenseNumber?.message}>
        <Input id="plumbingLicenseNumber" autoComplete="off" {...register('plumbingLicenseNumber')} />
      </Field>
      <Field id="licenseExpiryDate" label="License expiry date" error={e.licenseExpiryDate?.message}>
        <Input id="licenseExpiryDate" type="date" {...register('licenseExpiryDate')} />
      </Field>
      <NameInput form={form} name="emergencyContactName" label="Emergency contact name (optional)" />
      <Field id="emergencyContactPhone" label="Emergency contact phone (optional)" error={e.emergencyContactPhone?.message}>
        <Input id="emergencyContactPhone" type="tel" inputMode="tel" {...register('emergencyContactPhone')} />
      </Field>
      <Field id="employeeAccessCode" label="Employee access code" error={e.employeeAccessCode?.message} required hint={codeHint} className="sm:col-span-2">
        <Input
          id="employeeAccessCode"
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={!!e.employeeAccessCode}
          {...register('employeeAccessCode', { onBlur: onCodeBlur })}
        />
      </Field>
      <div className="space-y-3 rounded-md border bg-muted/50 p-3 sm:col-span-2">
        <Controller
          control={form.control}
          name="registeringOwner"
          render={({ field }) => (
            <div className="flex items-center gap-2">
              <Checkbox
                id="registeringOwner"
                checked={field.value}
                onCheckedChange={(v) => {
                  field.onChange(v === true);
                  // The owner code registers the Owner role; the role list is for employees.
                  form.setValue('employeeRole', (v === true ? 'Owner' : undefined) as RegistrationForm['employeeRole'], { shouldValidate: false });
                }}
              />
              <Label htmlFor="registeringOwner">I am the business owner and have the owner access code</Label>
            </div>
          )}
        />
        {owner ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <Field
              id="ownerPin"
              label="Owner PIN (6 digits)"
              error={e.ownerPin?.message}
              hint="You will enter it to approve sensitive actions such as removing an employee."
            >
              <Input id="ownerPin" type="password" inputMode="numeric" maxLength={6} autoComplete="new-password" {...register('ownerPin')} />
            </Field>
            <Field
              id="ownerPinConfirm"
              label="Confirm owner PIN"
              error={watch('ownerPinConfirm') && watch('ownerPinConfirm') !== watch('ownerPin') ? 'PINs do not match' : undefined}
            >
              <Input id="ownerPinConfirm" type="password" inputMode="numeric" maxLength={6} autoComplete="new-password" {...register('ownerPinConfirm')} />
            </Field>
          </div>
        ) : null}
      </div>
    </div>
  );
}
