import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { certificateList, certificateRecord, certificateVerification } from '../../../core/contracts/certificates';
import { certificates, floodPreventionChecks, sessions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { TestClient } from '../../test/client';
import { registered } from '../../test/factories';
import { historyUrl, issueUrl, listUrl, savedCheck, voidUrl } from './test-fixtures';

let t: TestApp;
type Person = Awaited<ReturnType<typeof registered>>;
let plumber: Person, otherPlumber: Person, apprentice: Person, office: Person, manager: Person, owner: Person;

beforeAll(async () => {
  t = await createTestApp();
  [plumber, otherPlumber, apprentice, office, manager] = await Promise.all([
    registered(t.app, 'Plumber', { firstName: 'Jamie', lastName: 'Nguyen', plumbingLicenseNumber: 'PL-55501' }),
    registered(t.app, 'Plumber'),
    registered(t.app, 'Apprentice'),
    registered(t.app, 'Office Staff'),
    registered(t.app, 'Management'),
  ]);
  owner = await registered(t.app, 'Owner');
});
afterAll(() => t.close());

const lockOf = async (id: number) => (await t.db.select().from(floodPreventionChecks).where(eq(floodPreventionChecks.id, id)))[0]!;
const NUMBER = /^FPC-\d{4}-\d{6}$/;

describe('issuing a certificate on purpose', () => {
  it('issues it to the author Plumber with a sequential number, the inspector and a verification URL; the check locks', async () => {
    const id = await savedCheck(plumber.client);
    const res = await plumber.client.post(issueUrl(id), {});
    expect(res.statusCode).toBe(200);
    const c = certificateRecord.parse(res.json());
    expect(c.certificateNumber).toMatch(NUMBER);
    expect(c).toMatchObject({ status: 'valid', inspectorName: 'Jamie Nguyen', inspectorLicenceNumber: 'PL-55501', issuedByName: 'Jamie Nguyen' });
    expect(Date.now() - Date.parse(c.certificateIssuedAt)).toBeLessThan(60_000);
    // 128 random bits, base64url: 22 characters.
    expect(c.verifyUrl).toMatch(/^http:\/\/localhost:80\/verify\/[A-Za-z0-9_-]{22}$/); // APP_ORIGIN, else the request's origin
    expect(await lockOf(id)).toMatchObject({ certificateIssued: true, certificateIssuedAt: new Date(c.certificateIssuedAt) });
    const check = (await plumber.client.get(`/api/flood-prevention-checks/${id}`)).json();
    expect(check).toMatchObject({ certificateIssued: true, certificateIssuedAt: c.certificateIssuedAt });
  });

  it('lets Management and the Owner issue anyone’s check, and refuses Apprentice and Office Staff (403) and other plumbers (404)', async () => {
    const apprenticeCheck = await savedCheck(apprentice.client);
    expect((await apprentice.client.post(issueUrl(apprenticeCheck), {})).statusCode).toBe(403);
    const id = await savedCheck(plumber.client);
    const officeTry = await office.client.post(issueUrl(id), {});
    expect(officeTry.statusCode).toBe(403);
    expect(officeTry.json()).toMatchObject({ code: 'forbidden' });
    expect((await otherPlumber.client.post(issueUrl(id), {})).statusCode).toBe(404);
    expect((await lockOf(id)).certificateIssued).toBe(false);
    expect((await manager.client.post(issueUrl(id), {})).statusCode).toBe(200);
    const second = await savedCheck(plumber.client);
    const byOwner = await owner.client.post(issueUrl(second), {});
    expect(byOwner.statusCode).toBe(200);
    // The inspector is the check's author, whoever issues it.
    expect(byOwner.json()).toMatchObject({ inspectorName: 'Jamie Nguyen', inspectorLicenceNumber: 'PL-55501' });
  });

  it('refuses a draft (409), a second issue (409) and an inspector without a licence number (409, saying so), changing nothing', async () => {
    const draft = await savedCheck(plumber.client, { plumberSignature: '' });
    const d = await plumber.client.post(issueUrl(draft), {});
    expect(d.statusCode).toBe(409);
    expect(d.json().message).toContain('Complete the check');

    const id = await savedCheck(plumber.client);
    expect((await plumber.client.post(issueUrl(id), {})).statusCode).toBe(200);
    const again = await plumber.client.post(issueUrl(id), {});
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('certificate_issued');

    const unlicensed = await registered(t.app, 'Plumber', { firstName: 'Kim', lastName: 'Lee', plumbingLicenseNumber: '' });
    const theirs = await savedCheck(unlicensed.client);
    for (const who of [unlicensed, manager]) {
      const res = await who.client.post(issueUrl(theirs), {});
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'inspector_licence_missing' });
      expect(res.json().message).toContain('Kim Lee has no plumbing licence number on record');
    }
    expect((await lockOf(theirs)).certificateIssued).toBe(false);
    expect(await t.db.select().from(certificates).where(eq(certificates.floodPreventionCheckId, theirs))).toEqual([]);
    expect((await plumber.client.post(issueUrl(id), { extra: 1 })).statusCode).toBe(400);
  });

  it('gives 20 checks issued at once 20 different numbers, one after another', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, () => savedCheck(plumber.client)));
    const answers = await Promise.all(ids.map((id, i) => (i % 2 ? manager : plumber).client.post(issueUrl(id), {})));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const numbers = answers.map((a) => a.json().certificateNumber as string);
    expect(new Set(numbers).size).toBe(20);
    const sequence = numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
    expect(sequence.at(-1)! - sequence[0]!).toBe(19); // no gaps, no repeats
  });

  it("numbers by the year in Melbourne on New Year's Eve: 23:00 on 31 December is that year, 01:30 on 1 January the next", async () => {
    expect(t.config.timeZone).toBe('Australia/Melbourne'); // APP_TIMEZONE's default
    // A New Year's Eve after any the real clock will reach while this suite is kept, so no
    // certificate issued for real has taken the next year's first number.
    const year = new Date().getUTCFullYear() + 5;
    const eve = await registered(t.app, 'Plumber');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(`${year}-12-31T12:00:00Z`));
      // The plumber was last active on the moved clock, or their session would count as idle
      // for years (PostgreSQL's clock is the real one; PGlite's follows the faked Date).
      await t.db
        .update(sessions)
        .set({ lastActivityAt: new Date(), expiresAt: new Date(Date.now() + 86_400_000) })
        .where(eq(sessions.userId, eve.user.id));
      const lastOfYear = (await eve.client.post(issueUrl(await savedCheck(eve.client)), {})).json();
      expect(lastOfYear.certificateNumber).toMatch(new RegExp(`^FPC-${year}-\\d{6}$`));
      vi.setSystemTime(new Date(`${year}-12-31T14:30:00Z`)); // still 31 December in UTC
      const firstOfYear = (await eve.client.post(issueUrl(await savedCheck(eve.client)), {})).json();
      expect(firstOfYear.certificateNumber).toBe(`FPC-${year + 1}-000001`);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('voiding and reissuing', () => {
  it('voids with a reason: the check is editable again, a reissue gets a new number, and every certificate is listed', async () => {
    const id = await savedCheck(plumber.client);
    const first = (await plumber.client.post(issueUrl(id), {})).json();
    expect((await plumber.client.post(voidUrl(id), { reason: 'too short' })).statusCode).toBe(400);
    expect((await lockOf(id)).certificateIssued).toBe(true);
    const voided = await plumber.client.post(voidUrl(id), { reason: 'Wrong street number recorded on the check' });
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toMatchObject({ certificateNumber: first.certificateNumber, status: 'void', voidedByName: 'Jamie Nguyen' });
    expect(await lockOf(id)).toMatchObject({ certificateIssued: false, certificateIssuedAt: null });
    expect((await plumber.client.post(voidUrl(id), { reason: 'Voiding twice is not possible' })).statusCode).toBe(409);
    // Existing lists it as "Certificate void" until a certificate is issued again.
    const listed = async (status: string) =>
      ((await plumber.client.get(`/api/flood-prevention-checks?status=${status}`)).json().items as Array<{ id: number; certificateVoided: boolean }>).filter(
        (c) => c.id === id,
      );
    expect(await listed('void')).toMatchObject([{ id, certificateVoided: true }]);
    expect(await listed('completed')).toEqual([]);

    const second = (await plumber.client.post(issueUrl(id), {})).json();
    expect(second.certificateNumber).toMatch(NUMBER);
    expect(await listed('void')).toEqual([]);
    expect(await listed('issued')).toMatchObject([{ id, certificateVoided: false }]);
    expect(second.certificateNumber).not.toBe(first.certificateNumber);
    expect(second.verifyUrl).not.toBe(first.verifyUrl);

    const list = await office.client.get(listUrl(id));
    expect(list.statusCode).toBe(200);
    const rows = certificateList.parse(list.json());
    expect(rows.map((r) => [r.certificateNumber, r.status])).toEqual([
      [second.certificateNumber, 'valid'],
      [first.certificateNumber, 'void'],
    ]);
    expect(rows[1]).toMatchObject({ issuedByName: 'Jamie Nguyen', voidedByName: 'Jamie Nguyen', voidReason: 'Wrong street number recorded on the check' });
    expect(rows[1]!.voidedAt).toBeTruthy();
    expect((await otherPlumber.client.get(listUrl(id))).statusCode).toBe(404);
  });

  it('lets the issuer, Management and the Owner void; not another author’s office or apprentice, nor a plumber who did not issue it', async () => {
    const id = await savedCheck(plumber.client);
    await manager.client.post(issueUrl(id), {});
    const reason = { reason: 'Issued before the photos were added' };
    // The author did not issue this one: a Plumber may void only what they issued.
    expect((await plumber.client.post(voidUrl(id), reason)).statusCode).toBe(403);
    expect((await office.client.post(voidUrl(id), reason)).statusCode).toBe(403);
    expect((await otherPlumber.client.post(voidUrl(id), reason)).statusCode).toBe(404);
    expect((await lockOf(id)).certificateIssued).toBe(true);
    expect((await owner.client.post(voidUrl(id), reason)).statusCode).toBe(200);
  });
});

describe('the history of a check', () => {
  it('records creation, each save with the fields it changed, issue and void with reason, in order, with who and when', async () => {
    const id = await savedCheck(plumber.client, { plumberSignature: '' });
    const body = (await plumber.client.get(`/api/flood-prevention-checks/${id}`)).json();
    const put = await plumber.client.put(`/api/flood-prevention-checks/${id}`, { ...body, clientName: 'Margaret Chen-Wu', plumberSignature: null });
    expect(put.statusCode).toBe(200);
    await savedCheck(plumber.client); // another check's history stays its own
    await t.db
      .update(floodPreventionChecks)
      .set({ plumberSignature: 'data:image/png;base64,AAAA', status: 'completed' })
      .where(eq(floodPreventionChecks.id, id));
    const issued = (await manager.client.post(issueUrl(id), {})).json();
    await owner.client.post(voidUrl(id), { reason: 'Client asked for a corrected name' });

    const res = await plumber.client.get(historyUrl(id));
    expect(res.statusCode).toBe(200);
    const events = res.json() as Array<{ type: string; actorName: string | null; at: string; details: Record<string, unknown> }>;
    expect(events.map((e) => e.type)).toEqual(['created', 'updated', 'certificate_issued', 'certificate_voided']);
    expect(events[0]!.actorName).toBe('Jamie Nguyen');
    expect(events[1]!.details).toEqual({ fields: ['clientName'] });
    expect(events[2]).toMatchObject({
      actorName: [manager.user.firstName, manager.user.lastName].join(' '),
      details: { certificateNumber: issued.certificateNumber },
    });
    expect(events[3]!.details).toEqual({ certificateNumber: issued.certificateNumber, reason: 'Client asked for a corrected name' });
    for (const e of events) expect(new Date(e.at).toISOString()).toBe(e.at);
    // Those who may see the check see its history; another plumber does not (404).
    expect((await office.client.get(historyUrl(id))).statusCode).toBe(200);
    expect((await otherPlumber.client.get(historyUrl(id))).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(historyUrl(id))).statusCode).toBe(401);
  });
});

describe('public verification', () => {
  it('answers anyone, signed in or not, with only the certificate’s number, status, date, suburb, postcode, inspector and business', async () => {
    const id = await savedCheck(plumber.client, { clientName: 'Ada Secret', streetName: 'Hidden' });
    const issued = (await plumber.client.post(issueUrl(id), {})).json();
    const code = (issued.verifyUrl as string).split('/verify/')[1]!;
    const anonymous = new TestClient(t.app);
    const res = await anonymous.get(`/api/certificates/verify/${code}`);
    expect(res.statusCode).toBe(200);
    const v = certificateVerification.parse(res.json());
    expect(Object.keys(res.json()).sort()).toEqual([
      'businessName',
      'certificateNumber',
      'inspectorName',
      'issuedAt',
      'postcode',
      'status',
      'suburb',
      'voidedAt',
    ]);
    expect(v).toMatchObject({
      certificateNumber: issued.certificateNumber,
      status: 'valid',
      suburb: 'Richmond',
      postcode: '3121',
      inspectorName: 'Jamie Nguyen',
    });
    expect(res.body).not.toContain('Ada Secret');
    expect(res.body).not.toContain('Hidden');

    await plumber.client.post(voidUrl(id), { reason: 'Re-inspection booked next week' });
    const after = (await anonymous.get(`/api/certificates/verify/${code}`)).json();
    expect(after.status).toBe('void');
    expect(after.voidedAt).toBeTruthy();

    expect((await anonymous.get('/api/certificates/verify/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await anonymous.get('/api/certificates/verify/bad%20code')).statusCode).toBe(400);
  });

  it('limits look-ups per address: the 31st in a minute is 429', async () => {
    const app = await createTestApp();
    try {
      const anonymous = new TestClient(app.app);
      const codes = [];
      for (let i = 0; i < 31; i++) codes.push((await anonymous.get(`/api/certificates/verify/${'A'.repeat(21)}${i % 10}`)).statusCode);
      expect(codes.slice(0, 30)).toEqual(Array(30).fill(404));
      expect(codes[30]).toBe(429);
    } finally {
      await app.close();
    }
  });
});
