import { describe, expect, it } from 'vitest';
import { floodCheckBody, floodCheckRecord } from './flood-check';
import { CHECK_FIELD_NAMES, CHECK_FIELDS, LIST_FIELD_NAMES } from './flood-check-fields';

describe('the check field table', () => {
  it('gives the body and the record schema every field, and only the inspection answers besides', () => {
    const body = Object.keys(floodCheckBody.shape);
    const record = Object.keys(floodCheckRecord.shape);
    expect(body.slice(0, CHECK_FIELD_NAMES.length)).toEqual(CHECK_FIELD_NAMES);
    expect(record).toEqual(expect.arrayContaining([...CHECK_FIELD_NAMES, 'id', 'status', 'createdByName']));
    // Besides: the inspection answers, and the phone draft's id (the create's idempotency key, docs/product.md#drafts).
    const besides = body.filter((k) => !(k in CHECK_FIELDS) && k !== 'draftId');
    expect(besides.filter((k) => !/InspectionStatus|Status$|Hoses?$|Tubing$|Notes$/.test(k))).toEqual([]);
    expect(body).toContain('draftId');
  });

  it('requires exactly the fields with a required message, with that message', () => {
    const issues = floodCheckBody.safeParse({}).error!.issues;
    const missing = Object.fromEntries(issues.map((i) => [String(i.path[0]), i.message]));
    const required = CHECK_FIELD_NAMES.filter((n) => 'required' in CHECK_FIELDS[n]);
    expect(Object.keys(missing).sort()).toEqual([...required].sort());
    for (const n of required) expect(missing[n]).toBe((CHECK_FIELDS[n] as { required: string }).required);
  });

  it('says what a record holds for a field with nothing stored: undefined for optional texts and dates, else null', () => {
    const absentUndefined = CHECK_FIELD_NAMES.filter((n) => CHECK_FIELDS[n].absent === undefined);
    expect(absentUndefined).toEqual([
      'unitNumber',
      'clientPhone',
      'staticPressureOverrideReason',
      'hotWaterTempOverrideReason',
      'staticPressureNotes',
      'hotWaterTempNotes',
      'generalNotes',
      'plumberName',
      'inspectionDate',
    ]);
    for (const n of CHECK_FIELD_NAMES) {
      const absent = CHECK_FIELDS[n].absent;
      const accepted = CHECK_FIELDS[n].record.safeParse(absent).success;
      expect(accepted, n).toBe(!('required' in CHECK_FIELDS[n]) && n !== 'state');
    }
  });

  it('lists the fields the Existing list reads: the client, the address and the job', () => {
    expect(LIST_FIELD_NAMES).toEqual([
      'clientName',
      'unitNumber',
      'streetNumber',
      'streetName',
      'streetType',
      'suburb',
      'postcode',
      'state',
      'initialJobNumber',
      'clientEmail',
    ]);
  });

  it('keeps each text within its length, with the field its message', () => {
    const base = {
      clientName: 'A',
      streetNumber: '1',
      streetName: 'B',
      streetType: 'St',
      suburb: 'C',
      postcode: '3000',
      initialJobNumber: 'J',
      clientEmail: 'a@b.co',
    };
    const fields = (v: object) => floodCheckBody.safeParse({ ...base, ...v }).error?.issues.map((i) => [i.path[0], i.message]);
    expect(fields({ clientName: 'x'.repeat(121) })).toEqual([['clientName', 'Must be at most 120 characters']]);
    expect(fields({ plumberName: 'x'.repeat(101) })).toEqual([['plumberName', 'Plumber name must be at most 100 characters']]);
    expect(fields({ clientName: 'x'.repeat(120), plumberName: 'x'.repeat(100) })).toBeUndefined();
  });
});
