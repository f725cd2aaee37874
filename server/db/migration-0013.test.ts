import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigrationDatabase, type MigrationDatabase } from '../test/migration-database';

/**
 * Migration 0013 keeps on each certificate what it prints from Settings (issue 19 §3). The
 * ones issued before it get today's Settings, the best record there is ('' where there is no
 * Settings row), and no verification origin (they print APP_ORIGIN, else the request's:
 * docs/product.md#verification).
 * On PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
const SETTINGS = `
  INSERT INTO company_settings (id, business_name, licence_number, abn, office_email, employee_access_code)
    VALUES (1, 'Bayside Home Plumbing', 'PL-998877', '51824753556', 'office@bayside.example', 'CREWCODE26');
`;
const CERTIFICATES = `
  INSERT INTO career_tiers (id, name, required_score, description) VALUES (1, 'Entry Level', 0, 'x');
  INSERT INTO users (id, email, password_hash, first_name, last_name) VALUES (1, 'jamie@example.com', 'x', 'Jamie', 'Nguyen');
  INSERT INTO flood_prevention_checks (id, user_id, client_name, street_number, street_name, street_type, suburb, postcode, initial_job_number, client_email, status)
    VALUES (1, 1, 'A', '1', 'Main', 'Street', 'Richmond', '3121', 'JOB-1', 'a@example.com', 'completed');
  INSERT INTO certificates (flood_prevention_check_id, number, verification_code, voided_at, void_reason) VALUES
    (1, 'FPC-2026-000001', 'code-one-aaaaaaaaaaaa', now(), 'Wrong street number recorded'),
    (1, 'FPC-2026-000002', 'code-two-aaaaaaaaaaaa', NULL, NULL);
`;
const LETTERHEAD = ['business_name', 'business_licence_number', 'business_abn', 'business_office_email'];

/** A database with `before` written just before 0013, then migrated by it. */
async function migratedFrom(before: string): Promise<MigrationDatabase> {
  const db = await openMigrationDatabase();
  await db.migrate((f) => f < '0013');
  await db.exec(before);
  await db.migrate((f) => f.startsWith('0013'));
  return db;
}

let db: MigrationDatabase;
beforeAll(async () => {
  db = await migratedFrom(SETTINGS + CERTIFICATES);
});
afterAll(() => db.close());

describe('migration 0013', () => {
  it('gives every certificate, void or not, the letterhead in Settings and no recorded origin', async () => {
    const rows = await db.rows<Record<string, string | null>>(
      `SELECT number, business_name, business_licence_number, business_abn, business_office_email, verify_origin FROM certificates ORDER BY number`,
    );
    const bayside = {
      business_name: 'Bayside Home Plumbing',
      business_licence_number: 'PL-998877',
      business_abn: '51824753556',
      business_office_email: 'office@bayside.example',
      verify_origin: null,
    };
    expect(rows).toEqual([
      { number: 'FPC-2026-000001', ...bayside },
      { number: 'FPC-2026-000002', ...bayside },
    ]);
  });

  it('requires the letterhead of every certificate written after it', async () => {
    await expect(
      db.exec(`INSERT INTO certificates (flood_prevention_check_id, number, verification_code) VALUES (1, 'FPC-2026-000003', 'code-three-aaaaaaaaaa')`),
    ).rejects.toThrow(/null value/);
  });
});

describe('migration 0013 without a company_settings row', () => {
  let bare: MigrationDatabase;
  beforeAll(async () => {
    bare = await migratedFrom(CERTIFICATES);
  });
  afterAll(() => bare?.close());

  it('gives every certificate an empty letterhead, and the columns are NOT NULL all the same', async () => {
    const rows = await bare.rows<Record<string, string | null>>(`SELECT number, ${LETTERHEAD.join(', ')}, verify_origin FROM certificates ORDER BY number`);
    const empty = { business_name: '', business_licence_number: '', business_abn: '', business_office_email: '', verify_origin: null };
    expect(rows).toEqual([
      { number: 'FPC-2026-000001', ...empty },
      { number: 'FPC-2026-000002', ...empty },
    ]);
    const columns = await bare.rows<{ column_name: string; is_nullable: string }>(
      `SELECT column_name, is_nullable FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'certificates' AND column_name IN (${LETTERHEAD.map((c) => `'${c}'`).join(', ')})
        ORDER BY column_name`,
    );
    expect(columns).toEqual([...LETTERHEAD].sort().map((column_name) => ({ column_name, is_nullable: 'NO' })));
  });
});
