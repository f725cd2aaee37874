import { randomBytes } from 'node:crypto';
import { CERTIFICATE_ISSUED_CODE } from '../../../core/contracts/flood-check';
import {
  CERTIFICATE_NOT_ISSUED_CODE,
  INSPECTOR_LICENCE_MISSING_CODE,
  type CertificateRecord,
  type CertificateVerification,
} from '../../../core/contracts/certificates';
import { certificateYear, formatCertificateNumber, mayIssueCertificate, mayVoidCertificate } from '../../../core/rules/certificates';
import { checkStatus } from '../../../core/rules/readings';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { getSettings } from '../../db/company-settings';
import { audit } from '../../lib/audit';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import { roleOf } from '../../auth/plugin';
import type { UserRow } from '../../auth/session';
import { findVisibleCheck, personName, recordCheckEvent } from '../flood-checks/public';
import {
  findByVerificationCode,
  findCurrentCertificate,
  findInspector,
  insertCertificate,
  listCertificates,
  markVoid,
  nextCertificateSequence,
  setCheckLock,
  type CertificateRow,
} from './certificates.repo';
import { certificateCompany, certificateVerifyUrl } from './printed-certificate';

type Name = { firstName: string | null; lastName: string | null } | null;

export function toCertificateRecord(row: CertificateRow, origin: string, issuedBy: Name = null, voidedBy: Name = null): CertificateRecord {
  return {
    id: row.id,
    checkId: row.floodPreventionCheckId,
    certificateNumber: row.number,
    status: row.voidedAt ? 'void' : 'valid',
    certificateIssuedAt: row.issuedAt.toISOString(),
    issuedById: row.issuedBy,
    issuedByName: issuedBy ? personName(issuedBy) : null,
    inspectorName: row.inspectorName,
    inspectorLicenceNumber: row.inspectorLicenceNumber,
    voidedAt: row.voidedAt?.toISOString() ?? null,
    voidedByName: voidedBy ? personName(voidedBy) : null,
    voidReason: row.voidReason,
    verifyUrl: certificateVerifyUrl(row, origin),
    company: certificateCompany(row),
  };
}

/**
 * Issues the check's compliance certificate on purpose (docs/product.md#certificates): in one transaction the
 * check's row is locked (a save or photo upload under way finishes first, or sees the lock),
 * the next company-wide number is taken, the certificate is written with its inspector, the
 * company's letterhead as they are now, APP_ORIGIN (the origin of its verification URL) when
 * set, and a 128-bit verification code; the check becomes read-only and its history records
 * the issue. Without APP_ORIGIN no origin is recorded: the issuing request's Host is the
 * requester's to choose (a script can send a matching Origin past the CSRF check), and a LAN
 * address used in development must not outlive a later APP_ORIGIN. Such a certificate prints
 * APP_ORIGIN, else the reading request's origin (certificateVerifyUrl).
 * `origin` (publicOrigin) only builds the verification URL of this response.
 */
export async function issueCertificate(db: Db, config: AppConfig, user: UserRow, checkId: number, origin: string): Promise<CertificateRecord> {
  const row = await db.transaction(async (tx) => {
    const check = await findVisibleCheck(tx, user, checkId, true);
    if (!mayIssueCertificate(roleOf(user), check.userId === user.id)) {
      throw forbidden('Only the plumber who did the inspection, management or the owner can issue its certificate.');
    }
    if (check.certificateIssued) {
      throw new AppError(409, CERTIFICATE_ISSUED_CODE, 'This check already has an issued certificate. Void it first to issue a new one.');
    }
    if (checkStatus(check) !== 'completed') {
      throw conflict('Complete the check (plumber name, inspection date and signature) before issuing its compliance certificate.');
    }
    const inspector = await findInspector(tx, check.userId);
    const inspectorName = inspector ? personName(inspector) : null;
    const licence = inspector?.licence?.trim();
    if (!licence) {
      throw new AppError(
        409,
        INSPECTOR_LICENCE_MISSING_CODE,
        `${inspectorName ?? 'The inspector'} has no plumbing licence number on record. A certificate names the inspecting plumber's own licence, so it cannot be issued until their profile has one.`,
      );
    }
    const company = await getSettings(tx);
    const issuedAt = new Date();
    const year = certificateYear(issuedAt, config.timeZone);
    const number = formatCertificateNumber(year, await nextCertificateSequence(tx, year));
    const certificate = await insertCertificate(tx, {
      floodPreventionCheckId: check.id,
      number,
      verificationCode: randomBytes(16).toString('base64url'),
      inspectorName,
      inspectorLicenceNumber: licence,
      businessName: company.businessName,
      businessLicenceNumber: company.licenceNumber,
      businessAbn: company.abn,
      businessOfficeEmail: company.officeEmail,
      verifyOrigin: config.appOrigin ?? null,
      issuedBy: user.id,
      issuedAt,
    });
    await setCheckLock(tx, check.id, issuedAt);
    await recordCheckEvent(tx, { checkId: check.id, actorId: user.id, type: 'certificate_issued', details: { certificateNumber: number } });
    await audit(tx, { actorId: user.id, action: 'certificate_issued', targetUserId: check.userId, details: { checkId: check.id, certificateNumber: number } });
    return certificate;
  });
  return toCertificateRecord(row, origin, user);
}

/**
 * Voids the current certificate with a reason (docs/product.md#certificates): by whoever issued it, Management
 * or the Owner. The check is editable again; a new issue gets a new number.
 */
export async function voidCertificate(db: Db, user: UserRow, checkId: number, reason: string, origin: string): Promise<CertificateRecord> {
  const row = await db.transaction(async (tx) => {
    const check = await findVisibleCheck(tx, user, checkId, true);
    const current = await findCurrentCertificate(tx, check.id);
    // Who may never void this check's certificate hears 403 whether or not one is in force.
    const mayVoid = current
      ? mayVoidCertificate(roleOf(user), current.issuedBy === user.id)
      : check.userId === user.id || mayVoidCertificate(roleOf(user), false);
    if (!mayVoid) throw forbidden('Only whoever issued the certificate, management or the owner can void it.');
    if (!current) throw new AppError(409, CERTIFICATE_NOT_ISSUED_CODE, 'This check has no issued certificate to void.');
    const voided = await markVoid(tx, current.id, user.id, reason);
    await setCheckLock(tx, check.id, null);
    await recordCheckEvent(tx, { checkId: check.id, actorId: user.id, type: 'certificate_voided', details: { certificateNumber: current.number, reason } });
    await audit(tx, {
      actorId: user.id,
      action: 'certificate_voided',
      targetUserId: check.userId,
      details: { checkId: check.id, certificateNumber: current.number },
    });
    return voided;
  });
  return toCertificateRecord(row, origin, null, user);
}

/** Every certificate of a check the user may see (404 otherwise), newest first. */
export async function certificatesOf(db: Db, user: UserRow, checkId: number, origin: string): Promise<CertificateRecord[]> {
  const check = await findVisibleCheck(db, user, checkId);
  const rows = await listCertificates(db, check.id);
  return rows.map((r) => toCertificateRecord(r.row, origin, r.issuedBy, r.voidedBy));
}

/** The public verification (docs/product.md#verification): only what confirms the certificate, nothing about the client. */
export async function verifyCertificate(db: Db, code: string): Promise<CertificateVerification> {
  const found = await findByVerificationCode(db, code);
  if (!found) throw notFound('No certificate has this verification code.');
  const { certificate: c } = found;
  return {
    certificateNumber: c.number,
    status: c.voidedAt ? 'void' : 'valid',
    issuedAt: c.issuedAt.toISOString(),
    voidedAt: c.voidedAt?.toISOString() ?? null,
    suburb: found.suburb,
    postcode: found.postcode,
    inspectorName: c.inspectorName,
    // As printed at issue: a rename in Settings since then does not change what a buyer is told.
    businessName: c.businessName,
  };
}
