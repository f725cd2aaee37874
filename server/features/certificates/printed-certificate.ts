import type { CertificateCompany } from '../../../core/contracts/certificates';
import { verifyUrl } from '../../../core/rules/certificates';
import type { CertificateRow } from './certificates.repo';

/**
 * What an issued certificate prints that does not come from its check, as recorded at issue,
 * so every download, email and verification of it reads the same (issue 19 §3, migration 0013).
 */

/**
 * Its verification URL (docs/product.md#verification), at the origin recorded at issue, which
 * is APP_ORIGIN when it was set then: a download through another Host prints the same text,
 * never a requester-chosen origin (docs/security.md, link poisoning). A certificate that
 * recorded none (issued without APP_ORIGIN, or before migration 0013) prints `fallbackOrigin`
 * (publicOrigin): APP_ORIGIN, else the reading request's origin.
 */
export function certificateVerifyUrl(row: Pick<CertificateRow, 'verifyOrigin' | 'verificationCode'>, fallbackOrigin: string): string {
  return verifyUrl(row.verifyOrigin ?? fallbackOrigin, row.verificationCode);
}

/** Its letterhead: the company's details in Settings when it was issued. */
export function certificateCompany(row: CertificateRow): CertificateCompany {
  return { businessName: row.businessName, licenceNumber: row.businessLicenceNumber, abn: row.businessAbn, officeEmail: row.businessOfficeEmail };
}
