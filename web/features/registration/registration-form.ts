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

/** The four steps and the schema that must pass before Next is enabled (spec part 2 §4). */
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
  // The owner PIN belongs to owner registration only; an abandoned entry must not block employees.
  const candidate = { ...values, ownerPin: values.registeringOwner ? values.ownerPin : undefined };
  if (!STEPS[step]!.schema.safeParse(candidate).success) return false;
  if (step === 0 && values.registeringOwner) return /^\d{6}$/.test(values.ownerPin ?? '') && values.ownerPin === values.ownerPinConfirm;
  return true;
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
