import { Home, Lock, Printer, TriangleAlert } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { REPORT_WORDING as W } from '../../../core/content/report-wording';
import { formatAddress } from '../../../core/rules/address';
import { checkStatus } from '../../../core/rules/readings';
import { documentReference, inspectedSummary, readingFindings } from '../../../core/rules/report-content';
import { usePageMeta } from '../../lib/page-meta';
import { Button } from '../../components/ui/button';
import { formatLongDate } from '../../lib/dates';
import { DetailGrid, DocSection, Letterhead, PassFailBadge, SignatureBlock } from './document-parts';
import { parseCheckId, useCheck, useCompanySettings, useDownloadPdf } from './document-queries';
import { DocumentActions, DocumentLoading, DocumentNotFound, DocumentSheet, DownloadButton } from './document-shell';
import { EmailDialog } from './email-dialog';
import { EmailHistory } from './email-history';
import { can } from '../../../core/rules/roles';
import { useCurrentUser } from '../../lib/use-current-user';

/** /compliance-certificate/{id} (spec part 2 §2). Its first download or email issues it (DECISIONS §7). */
export function ComplianceCertificatePage() {
  usePageMeta('Flood Prevention Check', 'Compliance Certificate');
  const id = parseCheckId(useParams().id);
  const check = useCheck(id);
  const company = useCompanySettings();
  const download = useDownloadPdf(id ?? 0, 'certificate');
  const { user } = useCurrentUser();

  if (id !== null && (check.isLoading || company.isLoading)) return <DocumentLoading text="Loading compliance certificate..." />;
  if (id === null || !check.data)
    return (
      <DocumentNotFound title="Certificate Not Found" text="This compliance certificate does not exist, or you do not have access to it." goBack={false} />
    );

  const c = check.data;
  const address = formatAddress(c);
  const inspected = c.inspectionDate ? formatLongDate(c.inspectionDate) : W.notRecorded;
  const certifiable = checkStatus(c) === 'completed';
  const summary = inspectedSummary(c);
  return (
    <>
      <DocumentActions>
        <EmailDialog checkId={c.id} kind="certificate" clientEmail={c.clientEmail} disabled={!certifiable} />
        <Button variant="outline" onClick={() => window.print()}>
          <Printer /> Print Certificate
        </Button>
        <Button variant="outline" asChild>
          <Link to="/">
            <Home /> Back to Dashboard
          </Link>
        </Button>
        <DownloadButton pending={download.isPending} onClick={() => download.mutate()} disabled={!certifiable} />
      </DocumentActions>

      {!certifiable ? (
        <p
          role="alert"
          className="no-print mx-auto mb-4 flex max-w-4xl items-start gap-2 rounded-lg border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" /> This check is a draft. Add the plumber name, inspection date and signature on the form before the
          certificate can be issued.
        </p>
      ) : c.certificateIssued && c.certificateIssuedAt ? (
        <p className="no-print mx-auto mb-4 flex max-w-4xl items-center gap-2 rounded-lg border bg-muted p-3 text-sm">
          <Lock className="size-4 shrink-0" /> Certificate issued {formatLongDate(c.certificateIssuedAt)}. The check is now a read-only compliance record.
        </p>
      ) : (
        <p className="no-print mx-auto mb-4 max-w-4xl text-sm text-muted-foreground">
          Downloading or emailing this certificate issues it; the check then becomes read-only.
        </p>
      )}

      <DocumentSheet>
        <Letterhead company={company.data} title={W.certificateTitle} subtitle={`Certificate No. ${c.initialJobNumber}`} />

        <DetailGrid
          items={[
            ['Client name', c.clientName],
            ['Contact number', W.contactNumber],
            ['Email', c.clientEmail],
            ['Certificate number', c.initialJobNumber],
            ['Property address', address],
            ['Inspection date', inspected],
          ]}
        />

        <DocSection title="Compliance statement">
          <p className="leading-relaxed">{W.certificateStatement(address, inspected)}</p>
        </DocSection>

        <DocSection title="Inspection details">
          <ul className="space-y-2 text-sm">
            {readingFindings(c).map((f) => (
              <li key={f.key} className="flex flex-wrap items-center gap-2">
                <PassFailBadge status={f.status} />
                <span>
                  {f.title}: {f.reading ?? W.notRecorded} ({f.standard}){f.fix ? `. Recommended: ${f.fix}` : ''}
                </span>
              </li>
            ))}
          </ul>
          <p className="text-sm">
            <span className="font-medium">Areas inspected:</span> {summary.areas}.
          </p>
          <p className="text-sm">
            <span className="font-medium">Appliances inspected:</span> {summary.appliances}.
          </p>
        </DocSection>

        <SignatureBlock
          title={W.certifierTitle}
          items={[
            ['Licensed plumber', c.plumberName || W.notRecorded],
            ['Date of inspection', inspected],
            ['Company', company.data?.businessName || W.notRecorded],
            ['Plumbing licence number', company.data?.licenceNumber || W.notRecorded],
          ]}
          signature={c.plumberSignature}
        />

        <footer className="flex flex-col gap-1 border-t pt-3 text-xs text-muted-foreground sm:flex-row sm:justify-between print:flex-row">
          <span>Certificate generated {formatLongDate(new Date())}</span>
          <span>Reference {documentReference(c)}</span>
        </footer>
      </DocumentSheet>

      {can(user, 'manageEmployees') ? <EmailHistory checkId={c.id} /> : null}
    </>
  );
}
