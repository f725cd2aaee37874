import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { floodCheckRecord } from '../../../core/contracts/flood-check';
import { auditLog, companySettings, floodPreventionChecks, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { TestClient } from '../../test/client';
import { registered } from '../../test/factories';
import { findEditableCheck, type CheckRow } from '../flood-checks/public';
import { getSettings } from '../../db/company-settings';
import { insertCheck, insertPhoto } from './test-fixtures';
import { pdfText } from '../../test/test-smtp';

let t: TestApp;
type Person = Awaited<ReturnType<typeof registered>>;
let plumber: Person, otherPlumber: Person, apprentice: Person, office: Person, manager: Person;
let check: CheckRow;
let photoName: string;

beforeAll(async () => {
  t = await createTestApp();
  [plumber, otherPlumber, apprentice, office, manager] = await Promise.all([
    registered(t.app, 'Plumber', { firstName: 'Jamie', lastName: 'Nguyen' }),
    registered(t.app, 'Plumber'),
    registered(t.app, 'Apprentice'),
    registered(t.app, 'Office Staff'),
    registered(t.app, 'Management'),
  ]);
  await t.db
    .update(companySettings)
    .set({ businessName: 'Bayside Home Plumbing', licenceNumber: 'PL-998877', abn: '51824753556', officeEmail: 'office@bayside.example' });
  check = await insertCheck(t.db, plumber.user.id);
  photoName = (await insertPhoto(t.db, t.config, check.id, 'static-pressure', { description: 'Gauge at the meter' })).fileName;
  await insertPhoto(t.db, t.config, check.id, 'bathroom1');
});
afterAll(() => t.close());

const pdfUrl = (id: number, kind: 'client-report' | 'certificate') => `/api/flood-prevention-checks/${id}/${kind}.pdf`;

describe('one check and its photos', () => {
  it('answers the check to its creator and to those who see all checks', async () => {
    for (const who of [plumber, office, manager]) {
      const res = await who.client.get(`/api/flood-prevention-checks/${check.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: check.id,
        clientName: 'Margaret Chen',
        bathroom1TapExtensionHoses: 'amber',
        createdByName: 'Jamie Nguyen',
        certificateIssued: false,
      });
      expect(floodCheckRecord.safeParse(res.json()).error).toBeUndefined();
    }
    const photos = await plumber.client.get(`/api/flood-prevention-checks/${check.id}/photos`);
    expect(photos.json()).toHaveLength(2);
    expect(photos.json()[0]).toMatchObject({
      section: 'static-pressure',
      description: 'Gauge at the meter',
      fileName: photoName,
      url: `/uploads/${photoName}`,
    });
  });

  it('hides another plumber\u2019s check, photos, files and documents (404, never 403)', async () => {
    for (const who of [otherPlumber, apprentice]) {
      for (const url of [
        `/api/flood-prevention-checks/${check.id}`,
        `/api/flood-prevention-checks/${check.id}/photos`,
        pdfUrl(check.id, 'client-report'),
        pdfUrl(check.id, 'certificate'),
        `/uploads/${photoName}`,
        `/uploads/compressed-${photoName}`,
      ]) {
        expect((await who.client.get(url)).statusCode, url).toBe(404);
      }
      const email = await who.client.post(`/api/flood-prevention-check/${check.id}/email-pdf-client-report`, {
        clientEmail: check.clientEmail,
        officeEmail: 'x@example.com',
      });
      expect(email.statusCode).toBe(404);
    }
    const [row] = await t.db.select().from(floodPreventionChecks).where(eq(floodPreventionChecks.id, check.id));
    expect(row!.certificateIssued).toBe(false);
  });

  it('serves photo files and their compressed copies only from the photo folder', async () => {
    const original = await plumber.client.get(`/uploads/${photoName}`);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect((await office.client.get(`/uploads/compressed-${photoName}`)).statusCode).toBe(200);
    for (const bad of [
      '..%2F..%2Fpglite%2FPG_VERSION',
      '%2E%2E%2Fprofile%2Fx.jpg',
      'compressed-..%2Fx.jpg',
      '00000000-0000-0000-0000-000000000000.jpg',
      'not-a-photo.txt',
    ]) {
      expect((await plumber.client.get(`/uploads/${bad}`)).statusCode, bad).toBe(404);
    }
    expect((await new TestClient(t.app).get(`/uploads/${photoName}`)).statusCode).toBe(401);
  });

  it('answers 400 for an id that is not a number and 404 for one that does not exist', async () => {
    expect((await plumber.client.get('/api/flood-prevention-checks/abc')).statusCode).toBe(400);
    expect((await plumber.client.get('/api/flood-prevention-checks/99999')).statusCode).toBe(404);
  });
});

describe('PDF downloads', () => {
  it('renders the client report with the findings, the company details and the photos', async () => {
    const res = await office.client.get(pdfUrl(check.id, 'client-report'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('client-report-HP-20417.pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    for (const s of [
      'Margaret Chen',
      'HP-20417',
      '2/14 Wattle Street, Richmond VIC 3121',
      '620 kPa',
      'FAIL',
      'AS/NZS 3500.1',
      'Install a pressure limiting valve',
      '48 °C',
      'PASS',
      'Bathroom 1',
      'Orange',
      'Kitchen',
      'Washing machine hoses',
      'Bayside Home Plumbing',
      'PL-998877',
      '51 824 753 556',
      'office@bayside.example',
      '05 March 2026',
      '1-3 hours',
      'Jamie Nguyen',
    ]) {
      expect(text, s).toContain(s);
    }
    // Bathroom 3 is applicable but has no condition; laundry is not applicable: neither is shown.
    expect(text).not.toContain('Bathroom 3');
    expect(text).not.toContain('Laundry');
    // The report does not issue the certificate.
    expect((await findEditableCheck(t.db, await getUserRow(plumber.user.id), check.id)).id).toBe(check.id);
  });

  it('serves the certificate PDF only once issued: 409 certificate_not_issued before, and downloading issues nothing', async () => {
    const own = await insertCheck(t.db, plumber.user.id, { clientName: 'Ravi Patel', initialJobNumber: 'HP-30001', clientEmail: 'ravi@example.com' });
    for (const who of [plumber, office]) {
      const res = await who.client.get(pdfUrl(own.id, 'certificate'));
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('certificate_not_issued');
    }
    const [row] = await t.db.select().from(floodPreventionChecks).where(eq(floodPreventionChecks.id, own.id));
    expect(row!.certificateIssued).toBe(false);
    expect((await findEditableCheck(t.db, await getUserRow(plumber.user.id), own.id)).id).toBe(own.id);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'certificate_issued'))).toEqual([]);
  });

  it('prints the issued certificate: number, issue date and time, outcome, inspector and licence, verification; two downloads read the same', async () => {
    const own = await insertCheck(t.db, plumber.user.id, { clientName: 'Ravi Patel', initialJobNumber: 'HP-30001', clientEmail: 'ravi@example.com' });
    const issued = (await plumber.client.post(`/api/flood-prevention-checks/${own.id}/certificate`, {})).json();
    const first = await plumber.client.get(pdfUrl(own.id, 'certificate'));
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-disposition']).toContain(`compliance-certificate-${issued.certificateNumber}.pdf`);
    const text = await pdfText(first.rawPayload);
    const issuedAt = new Intl.DateTimeFormat('en-AU', { timeZone: t.config.timeZone, hour: 'numeric', minute: '2-digit', hour12: true })
      .format(new Date(issued.certificateIssuedAt))
      .replace(/\s+/g, ' ');
    for (const s of [
      'Ravi Patel',
      'ravi@example.com',
      'HP-30001',
      `Certificate No. ${issued.certificateNumber}`,
      issuedAt,
      '3 items need attention',
      'Static water pressure: 620 kPa (fail)',
      'Bathroom 1 toilet connector hose: Red',
      'Washing machine hoses: Red',
      'Jamie Nguyen',
      'PL-12345', // the inspector's own licence (their profile), not the company's PL-998877 in the letterhead
      'Verify this certificate at',
      issued.verifyUrl,
    ])
      expect(text.replace(/\s+/g, ' '), s).toContain(s);
    expect(text).not.toContain('Certificate generated');
    // Later downloads, by anyone who may see the check, read exactly the same.
    // A day later on the clock: nothing on the certificate follows it.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 26 * 3600_000);
    try {
      const again = await office.client.get(pdfUrl(own.id, 'certificate'));
      expect(again.statusCode).toBe(200);
      expect(await pdfText(again.rawPayload)).toBe(text);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses the PDF of a voided certificate (410) until a new one is issued', async () => {
    const own = await insertCheck(t.db, plumber.user.id);
    await plumber.client.post(`/api/flood-prevention-checks/${own.id}/certificate`, {});
    await manager.client.post(`/api/flood-prevention-checks/${own.id}/certificate/void`, { reason: 'Inspection date was wrong' });
    const gone = await plumber.client.get(pdfUrl(own.id, 'certificate'));
    expect(gone.statusCode).toBe(410);
    expect(gone.json().code).toBe('certificate_void');
    const reissued = (await plumber.client.post(`/api/flood-prevention-checks/${own.id}/certificate`, {})).json();
    const text = await pdfText((await plumber.client.get(pdfUrl(own.id, 'certificate'))).rawPayload);
    expect(text).toContain(reissued.certificateNumber);
  });

  it('uses the company settings, not code, for business details', async () => {
    const settings = await getSettings(t.db);
    expect(settings.businessName).toBe('Bayside Home Plumbing');
    await t.db.update(companySettings).set({ businessName: 'Northside Plumbing Co' });
    const text = await pdfText((await plumber.client.get(pdfUrl(check.id, 'client-report'))).rawPayload);
    expect(text).toContain('Northside Plumbing Co');
    await t.db.update(companySettings).set({ businessName: settings.businessName });
  });

  it('prints the company logo from Settings', async () => {
    const images = (pdf: Buffer) => pdf.toString('latin1').split('/Subtype /Image').length - 1;
    const before = images((await plumber.client.get(pdfUrl(check.id, 'client-report'))).rawPayload);
    const owner = await registered(t.app, 'Owner');
    const logo = `data:image/png;base64,${(
      await sharp({ create: { width: 120, height: 120, channels: 3, background: '#0e7490' } })
        .png()
        .toBuffer()
    ).toString('base64')}`;
    const put = await owner.client.put('/api/settings/company', {
      businessName: 'Bayside Home Plumbing',
      licenceNumber: 'PL-998877',
      abn: '51824753556',
      officeEmail: 'office@bayside.example',
      logo,
    });
    expect(put.statusCode).toBe(200);
    const after = images((await plumber.client.get(pdfUrl(check.id, 'client-report'))).rawPayload);
    expect(after).toBe(before + 1);
  });

  // Its speed is measured by `npm run bench` (bench/pdf-api.ts: p95 < 1,500 ms), not here.
  it('renders a report with 12 photos, every one of them', async () => {
    const busy = await insertCheck(t.db, plumber.user.id);
    for (let i = 0; i < 12; i++) await insertPhoto(t.db, t.config, busy.id, i % 2 ? 'bathroom1' : 'kitchen', { width: 1600, height: 1200 });
    const images = (pdf: Buffer) => pdf.toString('latin1').split('/Subtype /Image').length - 1;
    const without = images((await plumber.client.get(pdfUrl((await insertCheck(t.db, plumber.user.id)).id, 'client-report'))).rawPayload);
    const res = await plumber.client.get(pdfUrl(busy.id, 'client-report'));
    expect(res.statusCode).toBe(200);
    expect(images(res.rawPayload) - without).toBe(12);
  });
});

async function getUserRow(id: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row!;
}
