import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigrationDatabase, type MigrationDatabase } from '../test/migration-database';

/**
 * Migration 0006 gives every check issued under the old rule (first download) its certificate
 * row, number and verification code, and starts their history (docs/product.md#certificates).
 * On PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
let db: MigrationDatabase;
beforeAll(async () => {
  db = await openMigrationDatabase();
  await db.migrate((f) => f < '0006');
  await db.exec(`
    INSERT INTO career_tiers (id, name, required_score, description) VALUES (1, 'Entry Level', 0, 'x');
    INSERT INTO users (id, email, password_hash, first_name, last_name, plumbing_license_number) VALUES
      (1, 'jamie@example.com', 'x', 'Jamie', 'Nguyen', 'PL-777'), (2, 'kim@example.com', 'x', 'Kim', NULL, NULL);
    INSERT INTO flood_prevention_checks (id, user_id, client_name, street_number, street_name, street_type, suburb, postcode, initial_job_number, client_email,
      status, certificate_issued, certificate_issued_at, created_at, updated_at) VALUES
      (1, 1, 'A', '1', 'Main', 'Street', 'Richmond', '3121', 'JOB-1', 'a@example.com', 'completed', true, '2025-12-31T13:30:00Z', '2025-12-01', '2025-12-01'),
      (2, 2, 'B', '2', 'Main', 'Street', 'Richmond', '3121', 'JOB-1', 'b@example.com', 'completed', true, '2026-03-01T00:00:00Z', '2026-02-01', '2026-02-01'),
      (3, 1, 'C', '3', 'Main', 'Street', 'Richmond', '3121', 'JOB-1', 'c@example.com', 'completed', true, NULL, '2026-02-02', '2026-04-01'),
      (4, 1, 'D', '4', 'Main', 'Street', 'Richmond', '3121', 'JOB-2', 'd@example.com', 'draft', false, NULL, '2026-02-03', '2026-02-03');
  `);
  await db.migrate((f) => f.startsWith('0006'));
});
afterAll(() => db.close());

describe('migration 0006', () => {
  it('numbers each issued check in issue order within its Melbourne year, with its author as inspector and a fresh code', async () => {
    const rows = await db.rows<{
      check: number;
      number: string;
      code: string;
      inspector: string | null;
      licence: string | null;
      issued_by: number | null;
    }>(
      `SELECT flood_prevention_check_id AS check, number, verification_code AS code, inspector_name AS inspector, inspector_licence_number AS licence, issued_by
       FROM certificates ORDER BY flood_prevention_check_id`,
    );
    // 31 Dec 2025 13:30 UTC is 1 January 2026 in Melbourne; check 3 had no issue time and takes its last change.
    expect(rows.map((r) => [r.check, r.number, r.inspector, r.licence, r.issued_by])).toEqual([
      [1, 'FPC-2026-000001', 'Jamie Nguyen', 'PL-777', null],
      [2, 'FPC-2026-000002', 'Kim', null, null],
      [3, 'FPC-2026-000003', 'Jamie Nguyen', 'PL-777', null],
    ]);
    expect(new Set(rows.map((r) => r.code)).size).toBe(3);
    for (const r of rows) expect(r.code).toMatch(/^[0-9a-f]{32}$/);
    const counters = await db.rows<{ year: number; last: number }>('SELECT year, last FROM certificate_counters');
    expect(counters).toEqual([{ year: 2026, last: 3 }]);
    const check3 = await db.rows<{ at: string }>('SELECT certificate_issued_at::text AS at FROM flood_prevention_checks WHERE id = 3');
    expect(check3[0]!.at).toMatch(/^2026-04-01/);
  });

  it('starts each check’s history with its creation, and its certificate', async () => {
    const rows = await db.rows<{ check: number; type: string }>(
      'SELECT flood_prevention_check_id AS check, type FROM check_events ORDER BY flood_prevention_check_id, id',
    );
    expect(rows.filter((r) => r.check === 1).map((r) => r.type)).toEqual(['created', 'certificate_issued']);
    expect(rows.filter((r) => r.check === 4).map((r) => r.type)).toEqual(['created']);
  });
});
