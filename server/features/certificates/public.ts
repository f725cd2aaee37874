/**
 * What other features may use of certificates: the documents feature prints a check's
 * current certificate, as recorded at issue, and refuses the certificate PDF and email without one.
 */
export { findCurrentCertificate, findLatestCertificate, type CertificateRow } from './certificates.repo';
export { publicOrigin } from './certificate-origin';
export { certificateCompany, certificateVerifyUrl } from './printed-certificate';
