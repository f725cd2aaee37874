import { describe, expect, it } from 'vitest';
import { certificateYear, formatCertificateNumber, mayIssueCertificate, mayVoidCertificate, verifyUrl } from './certificates';
import { qrMatrix } from './qr-code';

describe('who issues and voids certificates (DECISIONS §7)', () => {
  it('lets the author issue when a Plumber, and Management and the Owner any check; never Apprentice or Office Staff', () => {
    expect(mayIssueCertificate('Plumber', true)).toBe(true);
    expect(mayIssueCertificate('Plumber', false)).toBe(false);
    expect(mayIssueCertificate('Management', false)).toBe(true);
    expect(mayIssueCertificate('Owner', false)).toBe(true);
    expect(mayIssueCertificate('Apprentice', true)).toBe(false);
    expect(mayIssueCertificate('Office Staff', true)).toBe(false);
    expect(mayIssueCertificate(null, true)).toBe(false);
  });

  it('lets whoever issued it, Management and the Owner void', () => {
    expect(mayVoidCertificate('Plumber', true)).toBe(true);
    expect(mayVoidCertificate('Plumber', false)).toBe(false);
    expect(mayVoidCertificate('Office Staff', false)).toBe(false);
    expect(mayVoidCertificate('Management', false)).toBe(true);
    expect(mayVoidCertificate('Owner', false)).toBe(true);
  });
});

describe('certificate numbers and verification', () => {
  it('numbers FPC-{year}-{six digits} and builds the verification URL from the origin', () => {
    expect(formatCertificateNumber(2026, 42)).toBe('FPC-2026-000042');
    expect(formatCertificateNumber(2027, 1234567)).toBe('FPC-2027-1234567');
    expect(verifyUrl('https://staff.example.com/', 'abc_DEF-123')).toBe('https://staff.example.com/verify/abc_DEF-123');
  });

  it("takes the number's year from the company's calendar, not UTC's, on New Year's Eve", () => {
    // 1 January 2027, 01:30 in Melbourne (AEDT, UTC+11), still 31 December in UTC.
    expect(certificateYear(new Date('2026-12-31T14:30:00Z'), 'Australia/Melbourne')).toBe(2027);
    // 31 December 2026, 23:00 in Melbourne.
    expect(certificateYear(new Date('2026-12-31T12:00:00Z'), 'Australia/Melbourne')).toBe(2026);
    expect(certificateYear(new Date('2026-12-31T14:30:00Z'), 'UTC')).toBe(2026);
  });

  it('draws a QR code with its three finder patterns', () => {
    const qr = qrMatrix('https://staff.example.com/verify/AAAAAAAAAAAAAAAAAAAAAA');
    expect(qr.size).toBeGreaterThanOrEqual(25);
    // Each finder: a dark 7x7 ring around a light ring around a dark 3x3 centre.
    for (const [top, left] of [
      [0, 0],
      [0, qr.size - 7],
      [qr.size - 7, 0],
    ] as const) {
      expect(qr.dark(top, left) && qr.dark(top + 6, left + 6) && qr.dark(top + 3, left + 3)).toBe(true);
      expect(qr.dark(top + 1, left + 1) || qr.dark(top + 5, left + 5)).toBe(false);
    }
  });
});
