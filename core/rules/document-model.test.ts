import { describe, expect, it } from 'vitest';
import type { FloodCheckRecord } from '../contracts/flood-check';
import { SAMPLE_CLIENT } from '../contracts/test-fixtures';
import { certificateModel } from './certificate-model';
import { clientReportModel } from './client-report-model';
import { fieldRows, letterhead } from './document-model';

const record = {
  id: 42,
  userId: 3,
  ...SAMPLE_CLIENT,
  staticPressureKpa: 620,
  temperatureCelsius: null,
  staticPressureStatus: 'fail',
  hotWaterTempStatus: null,
  plumberName: 'Jamie Nguyen',
  inspectionDate: '2026-03-05',
  plumberSignature: 'data:image/png;base64,AAAA',
  status: 'completed',
  certificateIssued: true,
  certificateIssuedAt: '2026-12-31T14:30:00.000Z',
  completedAt: null,
  createdAt: '2026-03-05T01:00:00.000Z',
  updatedAt: '2026-03-05T01:00:00.000Z',
  createdByName: 'Jamie Nguyen',
} satisfies FloodCheckRecord;
const answers = {
  bathroom1InspectionStatus: 'applicable',
  bathroom1MixerTapHoses: 'amber',
  washingMachineHosesStatus: 'applicable',
  washingMachineHoses: 'red',
};
const check = { ...record, ...answers };
const company = { businessName: 'Bayside Home Plumbing', licenceNumber: 'PL-998877', abn: '51824753556', officeEmail: 'office@bayside.example' };
// 14:30 UTC on 31 December is 1 January in Melbourne: the documents' dates are on the company's calendar.
const clock = { generatedAt: new Date('2026-12-31T14:30:00Z'), timeZone: 'Australia/Melbourne' };

describe('client report model', () => {
  it('words every row and finding, and gives each finding its photos', () => {
    const photos = [
      { section: 'static-pressure', id: 1 },
      { section: 'bathroom1', id: 2 },
      { section: 'washingMachineHoses', id: 3 },
      { section: 'kitchen', id: 4 },
    ];
    const m = clientReportModel(check, photos, company, clock);
    expect(m.subtitle).toBe('Job HP-20417');
    expect(m.client.rows).toEqual([
      ['Client name', 'Margaret Chen'],
      ['Job number', 'HP-20417'],
      ['Property address', '2/14 Wattle Street, Richmond VIC 3121'],
      ['Client email', 'margaret.chen@example.com'],
      ['Client phone', 'Not recorded'],
      ['Inspection date', '05 March 2026'],
      ['Inspector', 'Jamie Nguyen'],
    ]);
    expect(m.readings.items.map((r) => [r.badge, r.reading, r.fix, r.photos.map((p) => p.id)])).toEqual([
      [{ label: 'FAIL', tone: 'fail' }, 'Reading: 620 kPa', 'Recommended fix: Install a pressure limiting valve.', [1]],
      [{ label: 'NOT ASSESSED', tone: 'none' }, 'Reading: Not recorded', null, []],
    ]);
    expect(m.readings.items[0]!.rule).toBe('Static pressure must not exceed 500 kPa (AS/NZS 3500.1).');
    expect(m.readings.items.map((r) => [r.override, r.note])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(m.areas.items).toEqual([
      {
        key: 'bathroom1',
        label: 'Bathroom 1',
        items: [{ label: 'Mixer tap hoses', badge: { label: 'Orange', tone: 'amber' } }],
        note: null,
        photos: [photos[1]],
      },
    ]);
    expect(m.areas.empty).toBeNull();
    expect(m.appliances.items).toEqual([
      { key: 'washingMachineHoses', label: 'Washing machine hoses', badge: { label: 'Red', tone: 'red' }, note: null, photos: [photos[2]] },
    ]);
    expect(m.generalNotes).toBeNull();
    expect(m.inspector.rows.at(-1)).toEqual(['Company licence number', 'PL-998877']);
    expect(m.footer).toBe('Bayside Home Plumbing · Generated 01 January 2027 · Reference HP-20417-00042');
  });

  it('shows overrides with their reason, every note and the client phone (issue 19)', () => {
    const noted = {
      ...check,
      staticPressureKpa: 650,
      staticPressureStatus: 'pass' as const,
      staticPressureOverrideReason: 'Gauge re-read at the meter: 480 kPa',
      staticPressureNotes: 'Measured at the front tap',
      bathroom1Notes: 'Vanity damp underneath',
      kitchenInspectionStatus: 'applicable' as const,
      kitchenNotes: 'No hoses visible; cabinet sealed',
      washingMachineHosesNotes: 'Hard to reach',
      generalNotes: 'Quote for red items requested',
      clientPhone: '0412 345 678',
    };
    const m = clientReportModel(noted, [], company, clock);
    expect(m.client.rows).toContainEqual(['Client phone', '0412 345 678']);
    expect(m.readings.items[0]).toMatchObject({ override: 'Pass (override: Gauge re-read at the meter: 480 kPa)', note: 'Notes: Measured at the front tap' });
    expect(m.areas.items.map((a) => [a.key, a.note])).toEqual([
      ['bathroom1', 'Notes: Vanity damp underneath'],
      ['kitchen', 'Notes: No hoses visible; cabinet sealed'],
    ]);
    expect(m.appliances.items[0]!.note).toBe('Notes: Hard to reach');
    expect(m.generalNotes).toEqual({ title: "Plumber's notes", text: 'Quote for red items requested' });
    const cert = certificateModel(noted, company, null, 'Australia/Melbourne');
    expect(cert.inspection.readings[0]!.text).toBe(
      'Static water pressure: 650 kPa (AS/NZS 3500.1). Pass (override: Gauge re-read at the meter: 480 kPa). Notes: Measured at the front tap',
    );
    expect(cert.details[1]).toEqual(['Contact number', '0412 345 678']);
    // Every note reaches the certificate's inspection details, an area noted but not graded too.
    expect(cert.inspection.summary.map((s) => s.value)).toEqual([
      'Bathroom 1 (mixer tap hoses Orange; notes: Vanity damp underneath); Kitchen (not graded; notes: No hoses visible; cabinet sealed).',
      'Washing machine hoses (Red; notes: Hard to reach).',
    ]);
  });

  it('shows an applicable appliance or area the plumber noted but did not grade, marked Not graded', () => {
    const noted = { ...check, fridgeFlexiTubingStatus: 'applicable', fridgeFlexiTubingNotes: 'Integrated fridge, not accessible' };
    expect(clientReportModel(noted, [], company, clock).appliances.items.map((a) => [a.label, a.badge, a.note])).toEqual([
      ['Washing machine hoses', { label: 'Red', tone: 'red' }, null],
      ['Fridge flexi tubing', { label: 'Not graded', tone: 'none' }, 'Notes: Integrated fridge, not accessible'],
    ]);
    const kitchen = { ...check, kitchenInspectionStatus: 'applicable' as const, kitchenNotes: 'Cabinet sealed' };
    expect(clientReportModel(kitchen, [], company, clock).areas.items.find((a) => a.key === 'kitchen')!.items).toEqual([
      { label: 'Hoses', badge: { label: 'Not graded', tone: 'none' } },
    ]);
    expect(certificateModel(noted, company, null, 'Australia/Melbourne').inspection.summary[1]!.value).toBe(
      'Washing machine hoses (Red); Fridge flexi tubing (not graded; notes: Integrated fridge, not accessible).',
    );
  });

  it('says what is not recorded, and prints without company details while Settings cannot be read', () => {
    const bare = { ...check, plumberName: undefined, inspectionDate: undefined, plumberSignature: '', washingMachineHoses: null };
    const m = clientReportModel(bare, [], undefined, clock);
    expect(m.client.rows.slice(-2)).toEqual([
      ['Inspection date', 'Not recorded'],
      ['Inspector', 'Not recorded'],
    ]);
    expect(m.appliances.empty).toBe('No appliances with recorded conditions.');
    expect(m.inspector).toMatchObject({ signature: null, rows: expect.arrayContaining([['Company', 'Not recorded']]) });
    expect(m.letterhead).toEqual({ businessName: '', details: [] });
    expect(m.footer).toBe('Generated 01 January 2027 · Reference HP-20417-00042');
  });
});

describe('certificate model', () => {
  const issued = {
    certificateNumber: 'FPC-2026-000042',
    status: 'valid' as const,
    certificateIssuedAt: '2026-12-31T03:14:00.000Z',
    voidedAt: null,
    inspectorName: 'Jamie Nguyen',
    inspectorLicenceNumber: 'PL-12345',
    verifyUrl: 'https://app.example/verify/abcdefghijklmnopqrstuv',
  };

  it('words the certificate once: its number, issue time, outcome, inspector with their own licence, verification', () => {
    const m = certificateModel(check, company, issued, 'Australia/Melbourne');
    expect(m.subtitle).toBe('Certificate No. FPC-2026-000042');
    expect(m.mark).toBeNull();
    expect(m.details.slice(0, 6)).toEqual([
      ['Client name', 'Margaret Chen'],
      ['Contact number', 'Not available'],
      ['Email', 'margaret.chen@example.com'],
      ['Certificate number', 'FPC-2026-000042'],
      ['Date and time of issue', '31 December 2026 at 2:14 pm AEDT'],
      ['Job number', 'HP-20417'],
    ]);
    expect(m.statement.text).toContain('at 2/14 Wattle Street, Richmond VIC 3121 was inspected on 05 March 2026 by a licensed plumber');
    expect(m.outcome).toEqual({
      title: 'Outcome',
      headline: '2 items need attention',
      passed: false,
      items: ['Static water pressure: 620 kPa (fail)', 'Washing machine hoses: Red'],
      judgement: null,
    });
    expect(m.inspection.readings.map((r) => r.text)).toEqual([
      'Static water pressure: 620 kPa (AS/NZS 3500.1). Recommended: Install a pressure limiting valve',
      'Hot water temperature: Not recorded (AS/NZS 3500.4)',
    ]);
    expect(m.certifier.rows).toEqual([
      ['Licensed plumber (inspector)', 'Jamie Nguyen'],
      ['Plumbing licence number', 'PL-12345'],
      ['Date of inspection', '05 March 2026'],
      ['Company', 'Bayside Home Plumbing'],
    ]);
    expect(m.verification).toEqual({ label: 'Verify this certificate at', url: issued.verifyUrl });
    expect(m.closing).toEqual(['Certificate FPC-2026-000042 issued 31 December 2026 at 2:14 pm AEDT', 'Reference HP-20417-00042']);
  });

  it('says plainly when everything passed', () => {
    const clean = { ...check, staticPressureStatus: 'pass' as const, washingMachineHoses: 'green' };
    expect(certificateModel(clean, company, issued, 'Australia/Melbourne').outcome).toMatchObject({ headline: 'All items inspected passed', items: [] });
    const one = { ...check, staticPressureStatus: 'pass' as const };
    expect(certificateModel(one, company, issued, 'Australia/Melbourne').outcome.headline).toBe('1 item needs attention');
  });

  it("keeps 'All items inspected passed' but names a reading passed against it, on the inspector's judgement", () => {
    const overridden = {
      ...check,
      staticPressureKpa: 650,
      staticPressureStatus: 'pass' as const,
      staticPressureOverrideReason: 'Gauge re-read at the meter: 480 kPa',
      temperatureCelsius: 55,
      hotWaterTempStatus: 'pass' as const,
      hotWaterTempOverrideReason: 'Re-tested after 5 minutes: 49 °C',
      washingMachineHoses: 'green',
    };
    expect(certificateModel(overridden, company, issued, 'Australia/Melbourne').outcome).toEqual({
      title: 'Outcome',
      headline: 'All items inspected passed',
      passed: true,
      items: [],
      judgement:
        "Passed on the inspector's judgement: Static water pressure 650 kPa (override: Gauge re-read at the meter: 480 kPa); Hot water temperature 55 °C (override: Re-tested after 5 minutes: 49 °C)",
    });
    // A fail against the reading is already in the list: it needs no judgement line.
    const failed = { ...check, staticPressureKpa: 480, staticPressureStatus: 'fail' as const, staticPressureOverrideReason: 'Needle unsteady' };
    expect(certificateModel(failed, company, issued, 'Australia/Melbourne').outcome).toMatchObject({ headline: '2 items need attention', judgement: null });
  });

  it('marks a certificate that is not issued as a draft, with no number, issue time or verification', () => {
    const m = certificateModel({ ...check, plumberSignature: null, certificateIssued: false, certificateIssuedAt: null }, company, null, 'Australia/Melbourne');
    expect(m).toMatchObject({ certifiable: false, issuedOn: null, mark: 'DRAFT - NOT ISSUED', subtitle: 'DRAFT - NOT ISSUED', verification: null });
    expect(m.details).toContainEqual(['Certificate number', 'Not issued']);
  });
});

describe('document pieces', () => {
  it('letters the company: licence, ABN as the ATO writes it, office email, only those set', () => {
    expect(letterhead(company).details).toEqual(['Licence No. PL-998877', 'ABN 51 824 753 556', 'office@bayside.example']);
    expect(letterhead({ ...company, licenceNumber: '', abn: '123' }).details).toEqual(['ABN 123', 'office@bayside.example']);
  });

  it('adds a row for each field the table marks for the document, never a signature', () => {
    const fields = {
      generalNotes: { kind: 'text', label: 'General notes', absent: undefined, initial: '', documents: ['client-report'] },
      visitDate: { kind: 'date', label: 'Visit date', absent: undefined, initial: '', documents: ['client-report', 'certificate'] },
      flow: { kind: 'reading', label: 'Flow', unit: 'L/min', absent: null, initial: '', documents: ['client-report'] },
      flowStatus: { kind: 'pass-fail', label: 'Flow status', absent: null, initial: '', documents: ['client-report'] },
      clientSignature: { kind: 'signature', label: 'Client signature', absent: null, initial: '', documents: ['client-report'] },
      internal: { kind: 'text', label: 'Internal', absent: undefined, initial: '' },
    } as const;
    const values = { generalNotes: 'Gate code 1234', visitDate: '2026-03-05', flow: 12, flowStatus: 'pass', clientSignature: 'data:x', internal: 'x' };
    expect(fieldRows(values, 'client-report', fields)).toEqual([
      ['General notes', 'Gate code 1234'],
      ['Visit date', '05 March 2026'],
      ['Flow', '12 L/min'],
      ['Flow status', 'Pass'],
    ]);
    expect(fieldRows({}, 'certificate', fields)).toEqual([['Visit date', 'Not recorded']]);
    // No field of today's table has a row of its own: the documents' fixed rows show them.
    expect(fieldRows(check, 'client-report')).toEqual([]);
  });
});
