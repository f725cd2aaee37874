import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { registered } from '../../test/factories';
import { pdfText } from '../../test/test-smtp';
import { insertCheck } from './test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const squash = (text: string) => text.replace(/\s+/g, ' ');

/** Issues the certificate of a new check of a plumber and answers its PDF and the issue answer. */
async function issuedPdf(overrides: Parameters<typeof insertCheck>[2]) {
  const plumber = await registered(t.app, 'Plumber');
  const check = await insertCheck(t.db, plumber.user.id, overrides);
  const issued = await plumber.client.post(`/api/flood-prevention-checks/${check.id}/certificate`, {});
  expect(issued.statusCode).toBe(200);
  const res = await plumber.client.get(`/api/flood-prevention-checks/${check.id}/certificate.pdf`);
  expect(res.statusCode).toBe(200);
  return { pdf: res.rawPayload, issued: issued.json<{ verifyUrl: string }>() };
}

/** Every QR code on the PDF's pages, read from poppler's 150 dpi render as a phone camera would. */
async function qrCodesIn(pdf: Buffer): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'certificate-qr-'));
  try {
    await writeFile(join(dir, 'certificate.pdf'), pdf);
    await promisify(execFile)('pdftoppm', ['-r', '150', '-png', join(dir, 'certificate.pdf'), join(dir, 'page')]);
    const pages = (await readdir(dir)).filter((f) => f.endsWith('.png')).sort();
    const codes: string[] = [];
    for (const page of pages) {
      const { data, info } = await sharp(join(dir, page)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
      if (code) codes.push(code.data);
    }
    return codes;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the issued certificate PDF (issue 19 items 3, 5, 6, 10)', () => {
  it("keeps the outcome's wording and adds a line for a reading passed on the inspector's judgement", async () => {
    const reason = 'Gauge re-read at the meter: 480 kPa';
    const { pdf } = await issuedPdf({
      staticPressureKpa: 650,
      staticPressureStatus: 'pass',
      staticPressureOverrideReason: reason,
      inspection: { bathroom1InspectionStatus: 'applicable', bathroom1MixerTapHoses: 'green' },
    });
    const text = squash(await pdfText(pdf));
    for (const s of [
      'All items inspected passed',
      `Passed on the inspector's judgement: Static water pressure 650 kPa (override: ${reason})`,
      `Static water pressure: 650 kPa (AS/NZS 3500.1). Pass (override: ${reason})`,
    ])
      expect(text, s).toContain(s);
  });

  it('lists an applicable item the plumber noted but did not grade, with every note', async () => {
    const { pdf } = await issuedPdf({
      staticPressureNotes: 'Measured at the front hose tap',
      inspection: {
        bathroom1InspectionStatus: 'applicable',
        bathroom1MixerTapHoses: 'green',
        bathroom1Notes: 'Vanity cabinet damp underneath',
        kitchenInspectionStatus: 'applicable',
        kitchenNotes: 'Cabinet sealed, no hoses visible',
        fridgeFlexiTubingStatus: 'applicable',
        fridgeFlexiTubingNotes: 'Integrated fridge, not accessible',
      },
    });
    const text = squash(await pdfText(pdf));
    for (const s of [
      'Notes: Measured at the front hose tap',
      'Bathroom 1 (mixer tap hoses Green; notes: Vanity cabinet damp underneath)',
      'Kitchen (not graded; notes: Cabinet sealed, no hoses visible)',
      'Fridge flexi tubing (not graded; notes: Integrated fridge, not accessible)',
    ])
      expect(text, s).toContain(s);
  });

  it('prints a QR code that decodes to the verification URL printed beside it', async () => {
    const { pdf, issued } = await issuedPdf({});
    expect(squash(await pdfText(pdf))).toContain(issued.verifyUrl);
    expect(await qrCodesIn(pdf)).toEqual([issued.verifyUrl]);
  });
});
