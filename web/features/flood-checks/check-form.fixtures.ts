import { emptyCheckForm, type CheckForm } from './check-form';

/** Tests' form with the fields the shared schema requires filled, the rest as a new check leaves them. */
export function filledCheckForm(plumber: Parameters<typeof emptyCheckForm>[0] = null): CheckForm {
  return {
    ...emptyCheckForm(plumber),
    clientName: 'A B',
    streetNumber: '1',
    streetName: 'Long',
    streetType: 'Road',
    suburb: 'Kew',
    postcode: '3101',
    initialJobNumber: 'J1',
    clientEmail: 'a@b.co',
  };
}
