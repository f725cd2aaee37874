import { describe, expect, it } from 'vitest';
import { floodCheckBody, floodCheckRecord } from '../../../core/contracts/flood-check';
import { CHECK_FIELD_NAMES } from '../../../core/contracts/flood-check-fields';
import type { CheckRow } from './check-access';
import { fieldColumns, inspectionFromBody, toCheckRecord } from './check-record';
import { buildCheck } from '../../test/factories';

/** A stored row made of a parsed body's columns, as the save writes them. */
function rowFrom(input: object): CheckRow {
  const body = floodCheckBody.parse(input);
  const at = new Date('2026-03-05T01:00:00Z');
  return {
    ...fieldColumns(body),
    inspection: inspectionFromBody(body),
    id: 7,
    userId: 3,
    status: 'draft',
    certificateIssued: false,
    certificateIssuedAt: null,
    completedAt: null,
    photoCount: 0,
    createdAt: at,
    updatedAt: at,
  } as CheckRow;
}

describe('check columns and records', () => {
  it('writes a column for every field, blanks as null, and gives every field back in the record', () => {
    const body = buildCheck({ unitNumber: '', plumberName: '  ', inspectionDate: '', staticPressureKpa: '', staticPressureStatus: '', plumberSignature: '' });
    const columns = fieldColumns(floodCheckBody.parse(body));
    expect(Object.keys(columns)).toEqual(CHECK_FIELD_NAMES);
    expect(columns).toMatchObject({
      unitNumber: null,
      plumberName: null,
      inspectionDate: null,
      staticPressureKpa: null,
      staticPressureStatus: null,
      plumberSignature: null,
    });
    expect(columns).toMatchObject({ clientName: 'Margaret Chen', state: 'VIC', temperatureCelsius: 48, hotWaterTempStatus: 'pass' });

    const record = toCheckRecord(rowFrom(body), 'Sam Taylor');
    expect(Object.keys(record).slice(0, CHECK_FIELD_NAMES.length + 2)).toEqual(['id', 'userId', ...CHECK_FIELD_NAMES]);
    expect(record).toMatchObject({ unitNumber: undefined, inspectionDate: undefined, staticPressureKpa: null, plumberSignature: null, temperatureCelsius: 48 });
    expect(record).toMatchObject({ bathroom1MixerTapHoses: 'amber', kitchenInspectionStatus: 'na', createdByName: 'Sam Taylor' });
    expect(floodCheckRecord.safeParse(JSON.parse(JSON.stringify(record))).error).toBeUndefined();
  });

  it('never lets a stored inspection key overwrite a column', () => {
    const row = rowFrom(buildCheck());
    row.inspection = { ...row.inspection, clientName: 'Injected', status: 'completed' };
    expect(toCheckRecord(row)).toMatchObject({ clientName: 'Margaret Chen', status: 'draft' });
  });
});
