import { describe, expect, it } from 'vitest';
import { floodCheckBody } from '../../../core/contracts/flood-check';
import { describeErrors, draftWorthSaving, emptyCheckForm } from './check-form';
import { filledCheckForm } from './check-form.fixtures';

describe('check form', () => {
  it('prefills plumber name and today from the signed-in user, and nothing without a full name', () => {
    const form = emptyCheckForm({ firstName: 'Sam', lastName: 'Taylor' });
    expect(form.plumberName).toBe('Sam Taylor');
    expect(form.inspectionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(form.state).toBe('VIC');
    expect(emptyCheckForm({ firstName: 'Sam', lastName: null }).plumberName).toBe('');
  });

  it('keeps a draft only once client name, job number or client email is set', () => {
    const form = emptyCheckForm(null);
    expect(draftWorthSaving(form)).toBe(false);
    expect(draftWorthSaving({ ...form, plumberName: 'Sam' })).toBe(false);
    expect(draftWorthSaving({ ...form, initialJobNumber: 'J1' })).toBe(true);
    expect(draftWorthSaving({ ...form, clientEmail: ' a@b.co ' })).toBe(true);
  });

  it('is accepted by the shared schema once the required fields are filled, blanks and all', () => {
    const form = filledCheckForm({ firstName: 'Sam', lastName: 'Taylor' });
    const parsed = floodCheckBody.safeParse(form);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ staticPressureKpa: null, bathroom1InspectionStatus: null, plumberSignature: '' });
  });

  it('lists each field and its message for the required-fields toast', () => {
    expect(describeErrors({ clientName: 'Client name is required', postcode: 'Valid postcode is required' })).toBe(
      'Client name: Client name is required\nPostcode: Valid postcode is required',
    );
  });
});
