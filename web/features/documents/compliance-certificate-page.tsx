import { Home, Lock, Printer, TriangleAlert } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { certificateModel } from '../../../core/rules/certificate-model';
import { mayIssueCertificate, mayVoidCertificate } from '../../../core/rules/certificates';
import { can } from '../../../core/rules/roles';
import { usePageMeta } from '../../lib/page-meta';
import { Button } from '../../components/ui/button';
import { appTimeZone } from '../../lib/app-time-zone';
import { useCurrentUser } from '../../lib/use-current-user';
import { IssueCertificateButton, VoidCertificateDialog } from './certificate-actions';
import { CertificateList } from './certificate-list';
import { currentCertificate, useCertificates } from './certificate-queries';
import { CertificateMark, CertificateOutcome, VerificationBlock } from './certificate-parts';
import { DetailGrid, DocBadge, DocSection, Letterhead, SignatureBlock } from './document-parts';
import { parseCheckId, useCheck, useCompanySettings, useDownloadPdf } from './document-queries';
import { DocumentActions, DocumentLoading, DocumentNotFound, DocumentSheet, DownloadButton } from './document-shell';
import { EmailDialog } from './email-dialog';
import { EmailHistory } from './email-history';

/**
 * /compliance-certificate/{id} (docs/product.md#certificates); the PDF renders the same
 * model. A certificate is issued on purpose with Issue Certificate; before that the page is
 * marked DRAFT - NOT ISSUED, in print too, and nothing can be downloaded or sent.
 */
export function ComplianceCertificatePage() {
  usePageMeta('Flood Prevention Check', 'Compliance Certificate');
  const id = parseCheckId(useParams().id);
  const check = useCheck(id);
  const certificates = useCertificates(id);
  const company = useCompanySettings();
  const download = useDownloadPdf(id ?? 0, 'certificate');
  const { user } = useCurrentUser();

  if (id !== null && (check.isLoading || company.isLoading || certificates.isLoading)) return <DocumentLoading text="Loading compliance certificate..." />;
  if (id === null || !check.data)
    return (
      <DocumentNotFound title="Certificate Not Found" text="This compliance certificate does not exist, or you do not have access to it." goBack={false} />
    );

  const c = check.data;
  const current = currentCertificate(certificates.data);
  // An issued certificate prints the letterhead kept at issue, as its PDF does; a draft, today's Settings.
  const m = certificateModel(c, current?.company ?? company.data, current, appTimeZone());
  const canIssue = !current && m.certifiable && mayIssueCertificate(user?.role ?? null, user?.id === c.userId);
  const canVoid = current && mayVoidCertificate(user?.role ?? null, user?.id === current.issuedById);
  return (
    <>
      <DocumentActions>
        {canIssue ? <IssueCertificateButton checkId={c.id} /> : null}
        <EmailDialog checkId={c.id} kind="certificate" clientEmail={c.clientEmail} disabled={!current} />
        <Button variant="outline" onClick={() => window.print()}>
          <Printer /> {current ? 'Print Certificate' : 'Print Draft (not issued)'}
        </Button>
        <Button variant="outline" asChild>
          <Link to="/">
            <Home /> Back to Dashboard
          </Link>
        </Button>
        <DownloadButton pending={download.isPending} onClick={() => download.mutate()} disabled={!current} />
        {canVoid ? <VoidCertificateDialog checkId={c.id} number={current.certificateNumber} /> : null}
      </DocumentActions>

      {!m.certifiable ? (
        <p
          role="alert"
          className="no-print mx-auto mb-4 flex max-w-4xl items-start gap-2 rounded-lg border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" /> This check is a draft. Add the plumber name, inspection date and signature on the form before the
          certificate can be issued.
        </p>
      ) : current ? (
        <p className="no-print mx-auto mb-4 flex max-w-4xl items-center gap-2 rounded-lg border bg-muted p-3 text-sm">
          <Lock className="size-4 shrink-0" /> Certificate {current.certificateNumber} issued {m.issuedOn}. The check is a read-only compliance record.
        </p>
      ) : (
        <p className="no-print mx-auto mb-4 max-w-4xl text-sm text-muted-foreground">
          {canIssue
            ? 'This certificate is not issued yet. Issue it when the check is final: it then gets its number and the check becomes read-only.'
            : 'This certificate is not issued yet. The plumber who did the inspection, management or the owner can issue it.'}
        </p>
      )}

      <DocumentSheet kind="certificate">
        <CertificateMark mark={m.mark} />
        <Letterhead letterhead={m.letterhead} company={company.data} title={m.title} subtitle={m.subtitle} />

        <DetailGrid items={m.details} />

        <CertificateOutcome outcome={m.outcome} />

        <DocSection title={m.statement.title}>
          <p className="leading-relaxed">{m.statement.text}</p>
        </DocSection>

        <DocSection title={m.inspection.title}>
          <ul className="space-y-2 text-sm">
            {m.inspection.readings.map((r) => (
              <li key={r.key} className="flex flex-wrap items-center gap-2">
                <DocBadge badge={r.badge} />
                <span>{r.text}</span>
              </li>
            ))}
          </ul>
          {m.inspection.summary.map((s) => (
            <p key={s.label} className="text-sm">
              <span className="font-medium">{s.label}</span> {s.value}
            </p>
          ))}
        </DocSection>

        <SignatureBlock block={m.certifier} />

        {m.verification ? <VerificationBlock verification={m.verification} /> : null}

        <footer className="flex flex-col gap-1 border-t pt-3 text-xs text-muted-foreground sm:flex-row sm:justify-between print:flex-row">
          {m.closing.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </footer>
      </DocumentSheet>

      <CertificateList certificates={certificates.data ?? []} />
      {can(user, 'manageEmployees') ? <EmailHistory checkId={c.id} /> : null}
    </>
  );
}
