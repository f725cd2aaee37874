import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../core/limits';
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

const squash = (text: string) => text.replace(/\s+/g, ' ');

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
    const text = squash(await pdfText(res.rawPayload));
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

  it('prints the note of an applicable area or appliance the plumber did not grade', async () => {
    const plumber = await registered(t.app, 'Plumber');
    const check = await insertCheck(t.db, plumber.user.id, {
      inspection: {
        kitchenInspectionStatus: 'applicable',
        kitchenNotes: 'Cabinet sealed, no hoses visible',
        fridgeFlexiTubingStatus: 'applicable',
        fridgeFlexiTubingNotes: 'Integrated fridge, not accessible',
      },
    });
    const text = squash(await pdfText((await plumber.client.get(`/api/flood-prevention-checks/${check.id}/client-report.pdf`)).rawPayload));
    for (const s of ['Kitchen', 'Notes: Cabinet sealed, no hoses visible', 'Not graded Fridge flexi tubing', 'Notes: Integrated fridge, not accessible'])
      expect(text, s).toContain(s);
  });

  it('prints a caption of the full 200 characters, wrapped, never cut', async () => {
    const plumber = await registered(t.app, 'Plumber');
    const check = await insertCheck(t.db, plumber.user.id);
    const caption =
      'Kinked braided hose behind the vanity, crimp ferrule rusted and the braid frayed near the nut; the cabinet floor is swollen from a slow weep. Replace both mixer hoses and dry out the cabinet before refit'
        .padEnd(LIMITS.photoCaptionMax, '.')
        .slice(0, LIMITS.photoCaptionMax);
    const photo = await insertPhoto(t.db, t.config, check.id, 'bathroom1');
    await t.db.update(inspectionPhotos).set({ caption }).where(eq(inspectionPhotos.id, photo.id));
    const text = squash(await pdfText((await plumber.client.get(`/api/flood-prevention-checks/${check.id}/client-report.pdf`)).rawPayload));
    expect(caption).toHaveLength(200);
    expect(text).toContain(caption);
    expect(text).not.toContain('…');
  });
});
