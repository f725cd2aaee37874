import { todayInZone } from './licence';
import type { Role } from './roles';

/**
 * Who may issue and void compliance certificates (docs/product.md#certificates). The server
 * enforces; the certificate page only shows the buttons to match.
 */

/** The check's author when a Plumber; Management and the Owner for any check they see. */
export function mayIssueCertificate(role: Role | null, isAuthor: boolean): boolean {
  return role === 'Management' || role === 'Owner' || (role === 'Plumber' && isAuthor);
}

/** Whoever issued it, Management and the Owner. */
export function mayVoidCertificate(role: Role | null, isIssuer: boolean): boolean {
  return role === 'Management' || role === 'Owner' || (isIssuer && role !== null);
}

/**
 * The year a certificate issued at `issuedAt` is numbered in: the year on the company's calendar
 * (`APP_TIMEZONE`), not UTC's, so one issued in Melbourne's first hours of 1 January is
 * numbered in the new year (docs/product.md#certificates).
 */
export function certificateYear(issuedAt: Date, timeZone: string): number {
  return Number(todayInZone(timeZone, issuedAt).slice(0, 4));
}

/** 'FPC-2026-000042': the company-wide sequence within the year of issue. */
export function formatCertificateNumber(year: number, sequence: number): string {
  return `FPC-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The public page that confirms a certificate (docs/product.md#verification). */
export function verifyUrl(origin: string, code: string): string {
  return `${origin.replace(/\/$/, '')}/verify/${code}`;
}
