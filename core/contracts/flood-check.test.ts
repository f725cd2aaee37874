import { describe, expect, it } from 'vitest';
import { CHECK_FIELD_LABELS, floodCheckBody, INSPECTION_FIELDS } from './flood-check';

const valid = {
  clientName: 'Margaret Chen',
  streetNumber: '14',
  streetName: 'Smith',
  streetType: 'Street',
  suburb: 'Richmond',
  postcode: '3121',
  initialJobNumber: 'JOB-1',
  clientEmail: 'm@example.com',
};

describe('flood check schema (spec part 2 §5)', () => {
  it('turns the form text into the body: readings to numbers, blanks to null, VIC by default', () => {
    const body = floodCheckBody.parse({
      ...valid,
      staticPressureKpa: '620',
      temperatureCelsius: '',
      staticPressureStatus: 'fail',
      hotWaterTempStatus: '',
      bathroom1InspectionStatus: 'na',
      kitchenMixerTapHoses: '',
    });
    expect(body).toMatchObject({
      state: 'VIC',
      staticPressureKpa: 620,
      temperatureCelsius: null,
      staticPressureStatus: 'fail',
      hotWaterTempStatus: null,
      bathroom1InspectionStatus: 'na',
      kitchenMixerTapHoses: null,
    });
  });

  it('names every area, hose and appliance field of the spec', () => {
    expect(INSPECTION_FIELDS.applicability).toHaveLength(10);
    expect(INSPECTION_FIELDS.condition).toEqual(
      expect.arrayContaining(['bathroom4ToiletConnectorHose', 'laundryTapExtensionHoses', 'undersinkWaterFilterTubing']),
    );
    expect(INSPECTION_FIELDS.condition).toHaveLength(3 * 4 + 2 + 2 + 4);
  });

  it('names every field a save can change in words, for the form errors and the history', () => {
    const fields = Object.keys(floodCheckBody.shape).filter((f) => f !== 'draftId');
    expect(fields.filter((f) => !CHECK_FIELD_LABELS[f])).toEqual([]);
    expect([CHECK_FIELD_LABELS.bathroom1Notes, CHECK_FIELD_LABELS.kitchenMixerTapHoses, CHECK_FIELD_LABELS.dishwasherHose]).toEqual([
      'Bathroom 1 notes',
      'Kitchen mixer tap hoses',
      'Dishwasher hose condition',
    ]);
  });

  it('refuses bad postcodes, emails, states and enumerations with the spec messages', () => {
    const issues = (v: object) => floodCheckBody.safeParse({ ...valid, ...v }).error?.issues.map((i) => i.message);
    expect(issues({ postcode: '312' })?.[0]).toBe('Valid postcode is required');
    expect(issues({ postcode: '31211' })?.[0]).toBe('Postcode must be 4 digits');
    expect(issues({ postcode: '31a1' })).toEqual(['Postcode must be 4 digits']);
    expect(issues({ clientEmail: 'margaret' })).toEqual(['Valid email address is required']);
    expect(issues({ state: 'XYZ' })).toHaveLength(1);
    expect(issues({ laundryMixerTapHoses: 'orange' })).toHaveLength(1);
    expect(issues({ staticPressureKpa: '-5' })).toEqual(['Must be at least 0 kPa']);
  });
});
