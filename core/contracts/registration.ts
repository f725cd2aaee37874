import { z } from 'zod';
import { LIMITS } from '../limits';
import { ROLES } from '../rules/roles';
import { emailAddress, isoDate, optionalIsoDate, optionalText, requiredText } from './common';
import { endpoint } from './endpoint';

export const CREDENTIAL_TYPES = ['Valid plumbing registration number', 'Valid plumbing license number', 'N/A for office and management roles'] as const;

const IMAGE_DATA_URL = /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/** An image captured in the browser, sent inside JSON as a base64 data URL. */
export function imageDataUrl(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .max(Math.ceil((LIMITS.dataUrlImageMaxBytes * 4) / 3) + 64, 'Image is too large')
    .regex(IMAGE_DATA_URL, 'Must be a JPEG, PNG or WebP image');
}

export const ownerPinField = z.string().regex(/^\d{6}$/, 'Owner PIN must be 6 digits');

/** Basic Information (wizard step 1). */
export const registrationBasics = z.object({
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  mobileNumber: requiredText('Mobile number is required', 30).regex(/^[0-9+()\s-]{6,30}$/, 'Please enter a valid mobile number'),
  personalEmail: z.string({ error: 'Personal email is required' }).trim().min(1, 'Personal email is required').pipe(emailAddress),
  employeeRole: z.enum(ROLES, { error: 'Employee role is required' }),
  startDate: z.string({ error: 'Start date is required' }).min(1, 'Start date is required').pipe(isoDate),
  licenseNumber: z.union([z.enum(CREDENTIAL_TYPES), z.literal('')]).optional(),
  plumbingLicenseNumber: optionalText(50),
  licenseExpiryDate: optionalIsoDate,
  emergencyContactName: optionalText(100),
  emergencyContactPhone: optionalText(30),
  employeeAccessCode: requiredText('Employee access code is required', 100),
  /** Only when registering with the owner access code. */
  ownerPin: ownerPinField.optional(),
});

/** Photo & Signature (step 2). */
export const registrationIdentity = z.object({
  employeePhotoUrl: imageDataUrl('Employee photo is required'),
  employeeSignature: imageDataUrl('Employee signature is required'),
});

/** License Documents (step 3). */
export const registrationDocuments = z.object({
  driversLicenseUrl: imageDataUrl("Driver's license photo is required"),
  plumbingLicenseUrl: z.union([imageDataUrl('Plumbing license photo is required'), z.literal('')]).optional(),
});

/** Legal Disclaimer (step 4). */
export const registrationDisclaimer = z.object({
  legalDisclaimerAccepted: z.literal(true, { error: 'Legal disclaimer must be accepted' }),
  legalDisclaimerSignature: imageDataUrl('Legal disclaimer signature is required'),
});

/**
 * Header carrying the access code (URI-encoded) beside the registration body: the server
 * checks it before it reads the body, and takes a body over 1 MB (the photos) only then.
 */
export const ACCESS_CODE_HEADER = 'x-employee-access-code';

/** POST /api/registration/access-code-check: step 1 checks the code before the photos. */
export const accessCodeCheckBody = z.object({ employeeAccessCode: registrationBasics.shape.employeeAccessCode });
/** The roles the code may register, which the role picker offers. */
export const accessCodeCheckResponse = z.object({ roles: z.array(z.enum(ROLES)) });
export type AccessCodeCheckResponse = z.infer<typeof accessCodeCheckResponse>;

/** POST /api/employee-profile: the whole wizard. */
export const registrationBody = registrationBasics.extend(registrationIdentity.shape).extend(registrationDocuments.shape).extend(registrationDisclaimer.shape);
export type RegistrationBody = z.infer<typeof registrationBody>;

/** The five clauses of the confidentiality agreement (docs/product.md#registration, step 4). */
export const DISCLAIMER_CLAUSES = [
  {
    title: 'Confidential information',
    text: 'All customer details, pricing, training materials, guidelines, inspection records and business processes in this app are confidential information of the company.',
  },
  {
    title: 'Authorised use only',
    text: 'I will use this app and its information only to perform my duties for the company, on my own registered devices, and I will not share my password, PIN or access codes.',
  },
  {
    title: 'No copying, distribution or screenshots',
    text: 'I will not copy, download, forward, photograph, screenshot or otherwise distribute any content of this app outside the company, except reports sent to the customer they concern.',
  },
  {
    title: 'Consequences',
    text: 'A breach of this agreement may lead to disciplinary action including termination of employment, and the company may take legal action to protect its information.',
  },
  {
    title: 'Duty to report',
    text: 'I will immediately report to management any suspected breach, lost or stolen device, or unauthorised access to this app.',
  },
] as const;

/** Completing one's registration, and its stored images. */
export const registrationEndpoints = {
  register: endpoint({ method: 'POST', path: '/api/employee-profile', access: 'signed-in' }),
  accessCodeCheck: endpoint({ method: 'POST', path: '/api/registration/access-code-check', access: 'signed-in' }),
  /** A registration image: its owner's, or anyone's for those who manage employees. */
  profileFile: endpoint({ method: 'GET', path: '/api/files/profile/:name', access: 'signed-in' }),
};
