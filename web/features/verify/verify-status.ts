import type { CertificateVerification } from '../../../core/contracts/certificates';
import { formatLongDate } from '../../lib/dates';

/** How the verify page shows a certificate's standing: the words, and whether they read as valid or void. */
export interface VerifyStatus {
  tone: 'valid' | 'void';
  words: string;
}

/**
 * Valid, or 'Void since {date}' (docs/product.md#verification). Anything but a valid answer
 * reads as void: a page that says Valid for a voided certificate vouches for work the
 * company has withdrawn.
 */
export function verifyStatus(v: Pick<CertificateVerification, 'status' | 'voidedAt'>): VerifyStatus {
  if (v.status === 'valid') return { tone: 'valid', words: 'Valid' };
  return { tone: 'void', words: v.voidedAt ? `Void since ${formatLongDate(v.voidedAt)}` : 'Void' };
}
