import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectionPhotos } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { registered } from '../../test/factories';
import { insertCheck, insertPhoto } from './test-fixtures';
import { pdfText } from '../../test/test-smtp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the client report PDF (issue 19 items 5, 6)', () => {
  it('prints the override with its reason, every note, the client phone, the caption and the capture time', async () => {
    const plumber = await registered(t.app, 'Plumber');
    const check = await insertCheck(t.db, plumber.user.id, {
      staticPressureKpa: 650,
      staticPressureStatus: 'pass',
      staticPressureOverrideReason: 'Gauge re-read at the meter: 480 kPa',
      hotWaterTempNotes: 'Measured at the ensuite basin',
      generalNotes: 'Client asked for a quote for all red items',
      clientPhone: '0412 345 678',
      inspection: { bathroom1InspectionStatus: 'applicable', bathroom1MixerTapHoses: 'red', bathroom1Notes: 'Vanity cabinet damp underneath' },
    });
    const photo = await insertPhoto(t.db, t.config, check.id, 'bathroom1', { description: 'Inspection photo' });
    await t.db
      .update(inspectionPhotos)
      .set({ caption: 'Kinked braided hose', takenAt: new Date('2026-03-05T03:22:10.000Z') })
      .where(eq(inspectionPhotos.id, photo.id));
    const res = await plumber.client.get(`/api/flood-prevention-checks/${check.id}/client-report.pdf`);
    expect(res.statusCode).toBe(200);
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    for (const s of [
      'Pass (override: Gauge re-read at the meter: 480 kPa)',
      'Notes: Measured at the ensuite basin',
      'Notes: Vanity cabinet damp underneath',
      "Plumber's notes",
      'Client asked for a quote for all red items',
      '0412 345 678',
      'Kinked braided hose',
      'Taken 05 March 2026, 2:22 pm',
    ])
      expect(text, s).toContain(s);
    expect(text).not.toContain('Inspection photo');
  });
});
