import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ownerPinBody } from '../../core/contracts/admin';
import { pinSignInBody } from '../../core/contracts/auth';
import { floodCheckBody } from '../../core/contracts/flood-check';
import { SAMPLE_CLIENT } from '../../core/contracts/test-fixtures';
import { ownerPinField } from '../../core/contracts/registration';
import { LIMITS } from '../../core/limits';
import { tierReached } from '../../core/rules/career';
import { EMPLOYEE_ROLES, PERMISSIONS, ROLES, type Permission } from '../../core/rules/roles';
import { overallScore, SCORE_DIVISOR } from '../../core/rules/scoring';
import { CAREER_TIERS } from '../../core/rules/tiers';
import { ROLE_TABLE } from './role-table';

/**
 * The product's numbers and role table as docs/product.md states them, written out here
 * rather than read back from `LIMITS` or `PERMISSIONS`: changing one in the code fails this
 * file until the test and the product doc change with it (docs/security.md#pinned-numbers).
 */
const productDoc = readFileSync('docs/product.md', 'utf8');

/** A markdown table's rows as arrays of trimmed cells. */
function tableRows(markdown: string): string[][] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

const docRows = tableRows(productDoc);
const docRow = (first: string) => docRows.find((r) => r[0] === first);

describe('the numbers of docs/product.md#limits', () => {
  it('are the ones the code uses', () => {
    expect(LIMITS).toMatchObject({
      lockoutMaxFailures: 5,
      lockoutWindowMinutes: 15,
      lockoutMinutes: 15,
      maxSessionsPerUser: 2,
      maxDevicesPerEmployee: 2,
      photoMaxBytes: 15 * 1024 * 1024,
      photoMaxPixels: 50_000_000,
      postcodeLength: 4,
      pinLength: 6,
      passwordMinLength: 12,
      passwordMaxLength: 256,
      accessKeyLength: 16,
      accessKeyTtlDays: 7,
      sessionLifetimeDays: 30,
      sessionIdleDays: 14,
      licenceExpiryWarningDays: 60,
      nextReviewDays: 91,
      overrideReasonMin: 5,
      overrideReasonMax: 300,
      passwordResetRequestsPerHour: 3,
      passwordResetRequestsPerAddressPerHour: 10,
      // Numbers other tests read back from LIMITS (a loop to the limit, a field one past it):
      // pinned here so that changing one fails a test.
      sessionTouchSeconds: 60,
      unregisteredAccountDays: 7,
      dataUrlImageMaxBytes: 8 * 1024 * 1024,
      jsonBodyMaxBytes: 48 * 1024 * 1024,
      photosPerCheck: 60,
      photoCaptionMax: 200,
      noteMax: 1000,
      emailMessageMax: 500,
      emailSendsPerHour: 30,
    });
    expect(SCORE_DIVISOR).toBe(136);
    expect(CAREER_TIERS.map((t) => [t.name, t.requiredScore])).toEqual([
      ['Entry Level', 0],
      ['Developing Plumber', 40],
      ['Plumber', 55],
      ['Excel Plumber', 70],
      ['Expert Plumber', 85],
    ]);
  });

  it('are the ones the product doc states', () => {
    expect(docRow('Wrong tries before a lockout')?.[1]).toBe('5 within 15 minutes');
    expect(docRow('Lockout length')?.[1]).toBe('15 minutes');
    expect(docRow('Sessions per user')?.[1]).toBe('2 (a third sign-in ends the oldest)');
    expect(docRow('Active devices per employee')?.[1]).toBe('2 (owner exempt)');
    expect(docRow('Photo upload')?.[1]).toBe('15 MB, 50 megapixels');
    expect(docRow('Postcode')?.[1]).toBe('exactly 4 digits');
    expect(docRow('Owner PIN, login PIN')?.[1]).toBe('exactly 6 digits');
    expect(docRow('Password length')?.[1]).toBe('12-256 characters');
    expect(docRow('Scoring divisor')?.[1]).toBe('136');
    expect(docRow('Tier thresholds')?.[1]).toBe('0, 40, 55, 70, 85 percent');
    expect(docRow('Override reason')?.[1]).toBe('5-300 characters');
    expect(docRow('Reset emails per account / requests per address')?.[1]).toBe('3 an hour (then 202, no mail) / 10 an hour (then 429)');
    expect(docRow('Last-activity writes')?.[1]).toBe('at most 1 a minute per session');
    expect(docRow('Account not registered')?.[1]).toBe('removed after 7 days, with its sessions');
    expect(docRow('Registration image')?.[1]).toBe('8 MB each; JSON body 48 MB');
    expect(docRow('Photos per check')?.[1]).toBe('60');
    expect(docRow('Photo caption')?.[1]).toBe('200 characters');
    expect(docRow('Each note')?.[1]).toBe('1,000 characters');
    expect(docRow('Message in a report or certificate email')?.[1]).toBe('500 characters');
    expect(docRow('Report and certificate emails per user')?.[1]).toBe('30 an hour (then 429)');
    expect(productDoc).toContain('round(total points / **136** × 100)');
    const tiers = docRows.filter((r) => /^[1-5]$/.test(r[0] ?? '') && /%$/.test(r[2] ?? '')).map((r) => [r[1], r[2]]);
    expect(tiers).toEqual([
      ['Entry Level', '0%'],
      ['Developing Plumber', '40%'],
      ['Plumber', '55%'],
      ['Excel Plumber', '70%'],
      ['Expert Plumber', '85%'],
    ]);
  });

  it('decide what the rules do: PINs of exactly 6 digits, override reasons of 5-300 characters, postcodes of exactly 4, a score over 136, the tier thresholds', () => {
    for (const schema of [ownerPinField, ownerPinBody.shape.pin, pinSignInBody.shape.pin]) {
      expect(schema.safeParse('123456').success).toBe(true);
      expect(schema.safeParse('12345').success).toBe(false);
      expect(schema.safeParse('1234567').success).toBe(false);
    }
    const overrideReason = (length: number) =>
      floodCheckBody.safeParse({ ...SAMPLE_CLIENT, staticPressureKpa: 650, staticPressureStatus: 'pass', staticPressureOverrideReason: 'x'.repeat(length) })
        .success;
    expect([4, 5, 300, 301].map(overrideReason)).toEqual([false, true, true, false]);

    const postcode = floodCheckBody.shape.postcode;
    expect(postcode.safeParse('3000').success).toBe(true);
    expect(postcode.safeParse('300').success).toBe(false);
    expect(postcode.safeParse('30000').success).toBe(false);

    expect(overallScore(136)).toBe(100);
    expect(overallScore(68)).toBe(50);
    expect(overallScore(1)).toBe(1); // 0.735 rounds up

    const tierAt = (score: number) => tierReached(score, CAREER_TIERS)?.name;
    expect([39, 40, 54, 55, 69, 70, 84, 85, 100].map(tierAt)).toEqual([
      'Entry Level',
      'Developing Plumber',
      'Developing Plumber',
      'Plumber',
      'Plumber',
      'Excel Plumber',
      'Excel Plumber',
      'Expert Plumber',
      'Expert Plumber',
    ]);
  });
});

describe('the role table (DECISIONS §4, docs/product.md#roles)', () => {
  it('is the one the server enforces', () => {
    expect(ROLES).toEqual(['Apprentice', 'Plumber', 'Office Staff', 'Management', 'Owner']);
    expect(EMPLOYEE_ROLES).toEqual(['Apprentice', 'Plumber', 'Office Staff', 'Management']);
    expect(PERMISSIONS).toEqual(ROLE_TABLE);
  });

  it('is the one the product doc states, role by role', () => {
    const header = docRows.find((r) => r[1] === 'Owner')!;
    const columns = header.slice(1);
    expect(columns).toEqual(['Owner', 'Management', 'Office Staff', 'Plumber', 'Apprentice']);
    const stated: Record<string, string[]> = {};
    for (const row of docRows) {
      const permission = /\(`(\w+)`\)$/.exec(row[0] ?? '')?.[1];
      if (!permission || permission === 'registered') continue;
      stated[permission] = columns.filter((_, i) => row[i + 1] === 'yes');
    }
    const written = Object.fromEntries((Object.keys(ROLE_TABLE) as Permission[]).map((p) => [p, [...ROLE_TABLE[p]].sort()]));
    expect(Object.fromEntries(Object.entries(stated).map(([p, roles]) => [p, roles.sort()]))).toEqual(written);
  });
});
