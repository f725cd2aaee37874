import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '../../../core/contracts/endpoint';
import { settingsEndpoints } from '../../../core/contracts/settings';
import { certificateRecord, certificateVerification } from '../../../core/contracts/certificates';
import { certificates } from '../../db/schema';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/app';
import { TestClient } from '../../test/client';
import { registered } from '../../test/factories';
import { pdfText } from '../../test/test-smtp';
import { issueUrl, listUrl, savedCheck, voidUrl } from './test-fixtures';

/**
 * An issued certificate reads the same every time (issue 19 §3): what it prints besides its
 * check (the letterhead from Settings; the origin of its verification URL, when APP_ORIGIN is
 * set) is recorded at issue (migration 0013), so neither a rename in Settings nor the Host a
 * download names changes its text (docs/product.md#verification, docs/security.md on
 * requester-chosen links). Without APP_ORIGIN no origin is recorded: the issuing request's Host
 * is the requester's to choose, so it is never kept on the certificate.
 */
const BAYSIDE = { businessName: 'Bayside Home Plumbing', licenceNumber: 'PL-998877', abn: '51824753556', officeEmail: 'office@bayside.example' };
const RENAMED = { businessName: 'Northside Plumbing Co', licenceNumber: 'PL-111222', abn: '33051775556', officeEmail: 'hello@northside.example' };

const pdfUrl = (id: number) => `/api/flood-prevention-checks/${id}/certificate.pdf`;
const codeOf = (verifyUrl: string) => verifyUrl.split('/verify/')[1]!;
const asHost = (host: string) => ({ headers: { host } });
/** A script's request naming its own Host, with the matching Origin that passes the CSRF check when APP_ORIGIN is unset. */
const fromHost = (host: string) => ({ headers: { host, origin: `http://${host}` } });
const LATER_ORIGIN = 'https://staff.example.com.au';

/**
 * Runs `body` as if the app had been restarted on the same database with APP_ORIGIN set to
 * `appOrigin`: every request reads the config when it is handled.
 */
async function withAppOrigin(test: TestApp, appOrigin: string, body: () => Promise<void>): Promise<void> {
  const before = test.config.appOrigin;
  test.config.appOrigin = appOrigin;
  try {
    await body();
  } finally {
    test.config.appOrigin = before;
  }
}

let t: TestApp;
type Person = Awaited<ReturnType<typeof registered>>;
let plumber: Person, owner: Person;

beforeAll(async () => {
  t = await createTestApp();
  plumber = await registered(t.app, 'Plumber', { firstName: 'Jamie', lastName: 'Nguyen', plumbingLicenseNumber: 'PL-55501' });
  owner = await registered(t.app, 'Owner');
  expect((await owner.client.put(urlOf(settingsEndpoints.updateCompany), BAYSIDE)).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('an issued certificate prints what was recorded at issue', () => {
  it('prints its letterhead as it was at issue after a rename in Settings', async () => {
    const id = await savedCheck(plumber.client);
    const issued = certificateRecord.parse((await plumber.client.post(issueUrl(id), {})).json());
    expect(issued.verifyUrl.startsWith(`${TEST_ORIGIN}/verify/`)).toBe(true);
    expect(issued.company).toEqual(BAYSIDE);

    const first = await pdfText((await plumber.client.get(pdfUrl(id))).rawPayload);
    expect(first.replace(/\s+/g, ' ')).toContain(issued.verifyUrl);
    for (const s of [BAYSIDE.businessName, 'Licence No. PL-998877', 'ABN 51 824 753 556', BAYSIDE.officeEmail]) expect(first).toContain(s);

    expect((await owner.client.put(urlOf(settingsEndpoints.updateCompany), RENAMED)).statusCode).toBe(200);
    const afterRename = await pdfText((await plumber.client.get(pdfUrl(id))).rawPayload);
    expect(afterRename).toBe(first);
    const listed = certificateRecord.parse((await plumber.client.get(listUrl(id))).json()[0]);
    expect(listed).toMatchObject({ verifyUrl: issued.verifyUrl, company: BAYSIDE });
    const verified = certificateVerification.parse((await new TestClient(t.app).get(`/api/certificates/verify/${codeOf(issued.verifyUrl)}`)).json());
    expect(verified.businessName).toBe(BAYSIDE.businessName);

    // A certificate issued after the rename prints the new letterhead: it is taken at issue, not fixed for ever.
    const later = await savedCheck(plumber.client);
    const laterIssued = certificateRecord.parse((await plumber.client.post(issueUrl(later), {})).json());
    expect(laterIssued.company).toEqual(RENAMED);
    expect(await pdfText((await plumber.client.get(pdfUrl(later))).rawPayload)).toContain(RENAMED.businessName);

    // Voided, it keeps what it printed: the verification page still names the business that issued it.
    expect((await plumber.client.post(voidUrl(id), { reason: 'Client asked for a corrected name' })).statusCode).toBe(200);
    const voided = (await new TestClient(t.app).get(`/api/certificates/verify/${codeOf(issued.verifyUrl)}`)).json();
    expect(voided).toMatchObject({ status: 'void', businessName: BAYSIDE.businessName });
    await owner.client.put(urlOf(settingsEndpoints.updateCompany), BAYSIDE);
  });

  it('records no origin when APP_ORIGIN is unset: the Host of the issuing request is never kept, and a later APP_ORIGIN is what prints', async () => {
    // A staff member's script names its own Host, with the matching Origin the CSRF check then expects.
    const id = await savedCheck(plumber.client);
    const issued = await plumber.client.post(issueUrl(id), {}, fromHost('evil.example'));
    expect(issued.statusCode).toBe(200);
    const code = codeOf(certificateRecord.parse(issued.json()).verifyUrl);
    const [row] = await t.db.select().from(certificates).where(eq(certificates.floodPreventionCheckId, id));
    expect(row!.verifyOrigin).toBeNull();

    // Until APP_ORIGIN is set, each read prints its own request's origin (development).
    const pdf = await pdfText((await plumber.client.get(pdfUrl(id))).rawPayload);
    expect(pdf.replace(/\s+/g, ' ')).toContain(`${TEST_ORIGIN}/verify/${code}`);
    expect(pdf).not.toContain('evil.example');

    // Set later, APP_ORIGIN prints whatever Host the issue or the download named.
    await withAppOrigin(t, LATER_ORIGIN, async () => {
      const download = await plumber.client.get(pdfUrl(id), asHost('evil.example'));
      expect(download.statusCode).toBe(200);
      const text = await pdfText(download.rawPayload);
      expect(text.replace(/\s+/g, ' ')).toContain(`${LATER_ORIGIN}/verify/${code}`);
      expect(text).not.toContain('evil.example');
      const listed = certificateRecord.parse((await plumber.client.get(listUrl(id), asHost('evil.example'))).json()[0]);
      expect(listed.verifyUrl).toBe(`${LATER_ORIGIN}/verify/${code}`);
    });
  });

  it('gives a certificate issued before migration 0013 (no recorded origin) the origin of the request, as before, when APP_ORIGIN is unset', async () => {
    const id = await savedCheck(plumber.client);
    const issued = certificateRecord.parse((await plumber.client.post(issueUrl(id), {})).json());
    await t.db.update(certificates).set({ verifyOrigin: null }).where(eq(certificates.floodPreventionCheckId, id));
    const listed = (await plumber.client.get(listUrl(id), asHost('staff.example'))).json()[0];
    expect(listed.verifyUrl).toBe(`http://staff.example/verify/${codeOf(issued.verifyUrl)}`);
  });
});

describe('with APP_ORIGIN set', () => {
  it('records APP_ORIGIN at issue whatever Host the issuing request names, prints it whatever Host a download names, and for certificates from before 0013 too', async () => {
    // APP_ORIGIN is the test client's Origin, so its writes pass the CSRF check while naming another Host.
    const app = await createTestApp({ APP_ORIGIN: TEST_ORIGIN });
    try {
      const { client } = await registered(app.app, 'Plumber', { plumbingLicenseNumber: 'PL-55502' });
      const id = await savedCheck(client);
      const issued = await client.post(issueUrl(id), {}, asHost('evil.example'));
      expect(issued.statusCode).toBe(200);
      const url = issued.json().verifyUrl as string;
      expect(url).toBe(`${TEST_ORIGIN}/verify/${codeOf(url)}`);
      const [row] = await app.db.select().from(certificates).where(eq(certificates.floodPreventionCheckId, id));
      expect(row!.verifyOrigin).toBe(TEST_ORIGIN);

      const download = await client.get(pdfUrl(id), asHost('evil.example'));
      expect(download.statusCode).toBe(200);
      const first = await pdfText(download.rawPayload);
      expect(first.replace(/\s+/g, ' ')).toContain(url);
      expect(first).not.toContain('evil.example');
      expect(await pdfText((await client.get(pdfUrl(id))).rawPayload)).toBe(first);
      const listed = certificateRecord.parse((await client.get(listUrl(id), asHost('evil.example'))).json()[0]);
      expect(listed.verifyUrl).toBe(url);

      // Recorded, it outlives a later change of APP_ORIGIN: the printed text stays the same.
      await withAppOrigin(app, LATER_ORIGIN, async () => {
        expect(await pdfText((await client.get(pdfUrl(id), asHost('evil.example'))).rawPayload)).toBe(first);
      });

      await app.db.update(certificates).set({ verifyOrigin: null }).where(eq(certificates.id, row!.id));
      const text = await pdfText((await client.get(pdfUrl(id), asHost('evil.example'))).rawPayload);
      expect(text.replace(/\s+/g, ' ')).toContain(url);
      expect(text).not.toContain('evil.example');
    } finally {
      await app.close();
    }
  });
});
