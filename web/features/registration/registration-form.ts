import type { z } from 'zod';
import {
  registrationBasics,
  registrationBody,
  registrationDisclaimer,
  registrationDocuments,
  registrationIdentity,
} from '../../../core/contracts/registration';

/** The wizard's form values: the API body, with the checkbox free to be unticked while editing. */
export type RegistrationForm = Omit<z.input<typeof registrationBody>, 'legalDisclaimerAccepted'> & {
  legalDisclaimerAccepted: boolean;
  /** Owner registration only: typed twice, checked in the browser, sent once. */
  ownerPinConfirm?: string;
  registeringOwner: boolean;
};

/** The four steps and the schema that must pass before Next is enabled (docs/product.md#registration). */
export const STEPS = [
  { title: 'Basic Information', schema: registrationBasics },
  { title: 'Photo & Signature', schema: registrationIdentity },
  { title: 'License Documents', schema: registrationDocuments },
  { title: 'Legal Disclaimer', schema: registrationDisclaimer },
] as const;

export function stepOfField(field: string): number {
  const index = STEPS.findIndex((s) => field in s.schema.shape);
  return index === -1 ? 0 : index;
}

/** True when the step's required items are present and valid. */
export function stepSatisfied(step: number, values: RegistrationForm): boolean {
  return missingFields(step, values).length === 0;
}

export const DEFAULT_VALUES: RegistrationForm = {
  firstName: '',
  lastName: '',
  mobileNumber: '',
  personalEmail: '',
  employeeRole: undefined as unknown as RegistrationForm['employeeRole'],
  startDate: '',
  licenseNumber: '',
  plumbingLicenseNumber: '',
  licenseExpiryDate: '',
  emergencyContactName: '',
  emergencyContactPhone: '',
  employeeAccessCode: '',
  employeePhotoUrl: '',
  employeeSignature: '',
  driversLicenseUrl: '',
  plumbingLicenseUrl: '',
  legalDisclaimerAccepted: false,
  legalDisclaimerSignature: '',
  registeringOwner: false,
  ownerPin: undefined,
  ownerPinConfirm: '',
};

/** The name of each field as its step labels it, for the list under a disabled Next. */
const FIELD_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  mobileNumber: 'Mobile number',
  personalEmail: 'Personal email',
  employeeRole: 'Employee role',
  startDate: 'Start date',
  licenseNumber: 'Plumbing credentials type',
  plumbingLicenseNumber: 'Plumbing license/registration number',
  licenseExpiryDate: 'License expiry date',
  emergencyContactName: 'Emergency contact name',
  emergencyContactPhone: 'Emergency contact phone',
  employeeAccessCode: 'Employee access code',
  ownerPin: 'Owner PIN',
  employeePhotoUrl: 'Employee photo',
  employeeSignature: 'Your signature',
  driversLicenseUrl: "Driver's license photo",
  plumbingLicenseUrl: 'Plumbing license/registration photo',
  legalDisclaimerAccepted: 'Agreement to the confidentiality agreement',
  legalDisclaimerSignature: 'Signature',
};

/** What still keeps Next (or Complete Registration) disabled on a step, by label, in form order. */
export function missingFields(step: number, values: RegistrationForm): string[] {
  // The owner PIN belongs to owner registration only; an abandoned entry must not block employees.
  const candidate = { ...values, ownerPin: values.registeringOwner ? values.ownerPin : undefined };
  const result = STEPS[step]!.schema.safeParse(candidate);
  const fields = result.success ? [] : result.error.issues.map((issue) => String(issue.path[0]));
  if (step === 0 && values.registeringOwner) {
    if (!/^\d{6}$/.test(values.ownerPin ?? '')) fields.push('ownerPin');
    else if (values.ownerPin !== values.ownerPinConfirm) fields.push('ownerPinConfirm');
  }
  const labels = fields.map((f) => (f === 'ownerPinConfirm' ? 'Confirm owner PIN (must match)' : (FIELD_LABELS[f] ?? f)));
  return [...new Set(labels)];
}
