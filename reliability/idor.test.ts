import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../core/rules/roles';
import { jpegPhoto, multipart, photoParts } from '../server/features/flood-checks/test-helpers';
import { createTestApp, type TestApp } from '../server/test/app';
import type { TestClient } from '../server/test/client';
import { buildCheck, registered, TEST_OWNER_PIN } from '../server/test/factories';
import { allowedByTable } from '../server/test/role-table';
import { fingerprinter } from './support/fingerprint';

/**
 * IDOR across users of every role (ASVS V8.2.2): each role owns a check with a photo, an
 * assessment, a device, profile images and sessions; every other role then tries every
 * object route on them. Reads answer only what docs/product.md#roles allows (hidden objects are 404,
 * never 403, so ids reveal nothing); no write on another user's object succeeds, and the
 * whole sweep changes nothing in the database or the upload folder.
 */
interface Objects {
  userId: number;
  checkId: number;
  photoId: number;
  fileName: string;
  assessmentId: number;
  deviceId: string;
  profileImage: string;
  sessionId: string;
}
interface Person {
  role: Role;
  client: TestClient;
  own: Objects;
}

let t: TestApp;
const people: Person[] = [];

async function objectsOf(client: TestClient, userId: number): Promise<Omit<Objects, 'sessionId'>> {
  const checkId = (await client.post('/api/flood-prevention-checks', buildCheck())).json().id as number;
  const { payload, headers } = multipart(photoParts(await jpegPhoto(40, 30)));
  const photo = (await client.post(`/api/flood-prevention-checks/${checkId}/photos`, payload, { headers })).json() as { id: number; fileName: string };
  const assessmentId = (await client.post('/api/assessments', { status: 'in_progress', overallScore: 0 })).json().id as number;
  const deviceId = (await client.post('/api/devices/register')).json().deviceId as string;
  const profileImage = (await client.get('/api/auth/user')).json().employeePhotoUrl as string;
  return { userId, checkId, photoId: photo.id, fileName: photo.fileName, assessmentId, deviceId, profileImage };
}

beforeAll(async () => {
  t = await createTestApp();
  for (const role of [...ROLES].reverse()) {
    const { client, user } = await registered(t.app, role); // the owner first: it sets the owner PIN
    people.push({ role, client, own: { ...(await objectsOf(client, user.id)), sessionId: '' } });
  }
  const owner = people.find((p) => p.role === 'Owner')!;
  const monitor = (await owner.client.get('/api/admin/active-sessions')).json() as {
    activeSessions: Array<{ userId: number; sessions: Array<{ id: string }> }>;
  };
  for (const p of people) p.own.sessionId = monitor.activeSessions.find((s) => s.userId === p.own.userId)!.sessions[0]!.id;
}, 120_000);
afterAll(() => t.close());

type Call = [method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown, headers?: Record<string, string>];

/** Reads of another user's objects and whether `actor` may make them. */
function reads(actor: Role, o: Objects): Array<[Call, boolean]> {
  const seesAll = allowedByTable(actor, 'viewAllChecks');
  const manages = allowedByTable(actor, 'manageEmployees');
  const check = `/api/flood-prevention-checks/${o.checkId}`;
  return [
    [['GET', check], seesAll],
    [['GET', `${check}/photos`], seesAll],
    [['GET', `${check}/client-report.pdf`], seesAll],
    [['GET', `/uploads/${o.fileName}`], seesAll],
    [['GET', `/uploads/compressed-${o.fileName}`], seesAll],
    [['GET', `${check}/emails`], manages],
    [['GET', `${check}/certificates`], seesAll],
    [['GET', `${check}/history`], seesAll],
    // Before issue its PDF is 409 to those who see the check: only the hidden answer is checked here.
    ...(seesAll ? [] : ([[['GET', `${check}/certificate.pdf`], false]] as Array<[Call, boolean]>)),
    [['GET', o.profileImage], manages],
    [['GET', `/api/employees/${o.userId}/statistics`], manages],
    [['GET', `/api/employees/${o.userId}/devices`], manages],
  ];
}

/** Writes on another user's objects that `actor` must never get through. */
function writes(actor: Role, target: Role, o: Objects, actorId: number): Call[] {
  const check = `/api/flood-prevention-checks/${o.checkId}`;
  const upload = multipart(photoParts(Buffer.from('ignored: refused before the body is read')));
  const calls: Call[] = [
    ['PATCH', `/api/assessments/${o.assessmentId}`, { status: 'completed' }],
    ['POST', '/api/skill-assessments', { assessmentId: o.assessmentId, skillId: 1, level: 'D' }],
    ['DELETE', `/api/devices/${o.deviceId}`],
    // An administrator naming their own id with someone else's device must not reach it.
    ['DELETE', `/api/employees/${actorId}/devices/${o.deviceId}`, { pin: TEST_OWNER_PIN }],
  ];
  // Management and the Owner open and save anyone's check with no certificate in force (docs/product.md#roles).
  if (!allowedByTable(actor, 'editAllChecks'))
    calls.push(
      ['PUT', check, buildCheck({ clientName: 'Hijacked' })],
      ['POST', `${check}/photos`, upload.payload, upload.headers],
      ['DELETE', `/api/photos/${o.photoId}`],
      ['PATCH', `/api/photos/${o.photoId}`, { caption: 'Hijacked' }],
    );
  if (!allowedByTable(actor, 'viewAllChecks'))
    calls.push([
      'POST',
      `/api/flood-prevention-check/${o.checkId}/email-pdf-client-report`,
      { clientEmail: 'margaret.chen@example.com', officeEmail: 'x@example.com' },
    ]);
  // Issuing and voiding another's certificate is for Management and the Owner (docs/product.md#certificates).
  if (!allowedByTable(actor, 'manageEmployees'))
    calls.push(['POST', `${check}/certificate`, {}], ['POST', `${check}/certificate/void`, { reason: 'Voided by someone who may not' }]);
  // Administrators may act on employees, but never on the owner; everyone else on no one.
  if (!allowedByTable(actor, 'manageEmployees') || target === 'Owner') {
    calls.push(
      ['POST', `/api/employees/${o.userId}/generate-pin`, { pin: TEST_OWNER_PIN }],
      ['DELETE', `/api/employees/${o.userId}`, { pin: TEST_OWNER_PIN }],
      ['DELETE', `/api/employees/${o.userId}/devices/${o.deviceId}`, { pin: TEST_OWNER_PIN }],
    );
  }
  if (!allowedByTable(actor, 'monitorSecurity') || target === 'Owner') calls.push(['DELETE', `/api/admin/sessions/${o.sessionId}`]);
  return calls;
}

describe('IDOR across users of every role', () => {
  it('lets each role read only what DECISIONS §4 allows of every other user, answering 404 for what it may not see', async () => {
    const failures: string[] = [];
    for (const actor of people) {
      for (const target of people.filter((p) => p !== actor)) {
        for (const [[method, url], allowed] of reads(actor.role, target.own)) {
          const res = await actor.client.request(method, url);
          const ok = allowed ? res.statusCode === 200 : [403, 404].includes(res.statusCode);
          if (!ok) failures.push(`${actor.role} ${method} ${url} (${target.role}'s): ${res.statusCode}, expected ${allowed ? 200 : '403/404'}`);
          // Object routes open to the actor's role must hide others' objects, not admit they exist.
          if (!allowed && res.statusCode === 403 && !url.includes('/emails') && !url.includes('/api/employees/'))
            failures.push(`${actor.role} ${url}: 403 reveals that it exists`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("refuses every write on another user's objects with 403 or 404 and changes nothing", async () => {
    const fingerprint = await fingerprinter(t);
    const before = await fingerprint();
    const failures: string[] = [];
    for (const actor of people) {
      for (const target of people.filter((p) => p !== actor)) {
        for (const [method, url, body, headers] of writes(actor.role, target.role, target.own, actor.own.userId)) {
          const res = await actor.client.request(method, url, body, headers ? { headers } : {});
          if (![403, 404].includes(res.statusCode))
            failures.push(`${actor.role} ${method} ${url} on ${target.role}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await fingerprint()).toBe(before);
    // Every session survived the attempts on them.
    for (const p of people) expect((await p.client.get('/api/auth/user')).statusCode, p.role).toBe(200);
  });
});
