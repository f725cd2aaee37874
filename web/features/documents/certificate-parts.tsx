import { Award, CircleAlert, CircleCheck } from 'lucide-react';
import type { CertificateRecord } from '../../../core/contracts/certificates';
import type { CertificateModel } from '../../../core/rules/certificate-model';
import { formatDateTime } from '../../lib/dates';
import { DocSection } from './document-parts';
import { VerificationQr } from './verification-qr';

/** DRAFT - NOT ISSUED across the top of the sheet, on screen and on paper (docs/product.md#certificates). */
export function CertificateMark({ mark }: { mark: string | null }) {
  if (!mark) return null;
  return (
    <p
      data-testid="certificate-mark"
      className="print-exact rounded-md border-4 border-red-700 py-2 text-center text-2xl font-black tracking-widest text-red-700 sm:text-3xl"
    >
      {mark}
    </p>
  );
}

/** "All items inspected passed" or "N items need attention", with the list, and any pass given against a reading. */
export function CertificateOutcome({ outcome }: { outcome: CertificateModel['outcome'] }) {
  const Icon = outcome.passed ? CircleCheck : CircleAlert;
  return (
    <DocSection title={outcome.title}>
      <p className={`print-exact flex items-center gap-2 text-base font-semibold ${outcome.passed ? 'text-green-800' : 'text-red-700'}`}>
        <Icon className="size-5 shrink-0" aria-hidden /> {outcome.headline}
      </p>
      {outcome.items.length ? (
        <ul className="list-disc space-y-1 pl-6 text-sm">
          {outcome.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {outcome.judgement ? (
        <p className="text-sm font-medium" data-testid="outcome-judgement">
          {outcome.judgement}
        </p>
      ) : null}
    </DocSection>
  );
}

/** Where anyone can check the certificate: the URL as text and as a QR code (docs/product.md#verification). */
export function VerificationBlock({ verification }: { verification: NonNullable<CertificateModel['verification']> }) {
  return (
    <section className="flex items-center gap-4 break-inside-avoid-page" data-testid="verification">
      <VerificationQr url={verification.url} />
      <div className="min-w-0 text-sm">
        <p className="font-semibold">{verification.label}</p>
        <p className="break-all text-primary">{verification.url}</p>
      </div>
    </section>
  );
}

/** Above the client report: the certificate in force, if any (docs/product.md#certificates). */
export function CurrentCertificateNote({ certificate }: { certificate: CertificateRecord | null }) {
  return (
    <p className="no-print mx-auto mb-4 flex max-w-4xl items-center gap-2 rounded-lg border bg-muted p-3 text-sm" data-testid="current-certificate">
      <Award className="size-4 shrink-0" aria-hidden />
      {certificate
        ? `Compliance certificate ${certificate.certificateNumber}, issued ${formatDateTime(certificate.certificateIssuedAt)}.`
        : 'No compliance certificate is issued for this check.'}
    </p>
  );
}
