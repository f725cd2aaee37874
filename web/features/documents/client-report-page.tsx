import { ArrowLeft, Award, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { CONDITION_MEANINGS, REPORT_WORDING as W } from '../../../core/content/report-wording';
import { HOSE_CONDITIONS, HOSE_CONDITION_LABELS, type PhotoSection } from '../../../core/contracts/flood-check';
import { formatAddress } from '../../../core/rules/address';
import { applianceFindings, areaFindings, photosBySection, readingFindings } from '../../../core/rules/report-content';
import { can } from '../../../core/rules/roles';
import { usePageMeta } from '../../lib/page-meta';
import { Button } from '../../components/ui/button';
import { formatLongDate } from '../../lib/dates';
import { useCurrentUser } from '../../lib/use-current-user';
import { ConditionBadge, DetailGrid, DocSection, Letterhead, PassFailBadge, PhotoGrid, SignatureBlock } from './document-parts';
import { parseCheckId, useCheck, useCheckPhotos, useCompanySettings, useDownloadPdf } from './document-queries';
import { DocumentActions, DocumentLoading, DocumentNotFound, DocumentSheet, DownloadButton } from './document-shell';
import { EmailDialog } from './email-dialog';
import { EmailHistory } from './email-history';

/** /client-report/{id} (spec part 2 §2): the findings for the client, printable on A4. */
export function ClientReportPage() {
  usePageMeta('Flood Prevention Check', 'Client Report');
  const id = parseCheckId(useParams().id);
  const check = useCheck(id);
  const photos = useCheckPhotos(id);
  const company = useCompanySettings();
  const { user } = useCurrentUser();
  const download = useDownloadPdf(id ?? 0, 'client-report');

  if (id !== null && (check.isLoading || photos.isLoading || company.isLoading)) return <DocumentLoading text="Loading client report..." />;
  if (id === null || !check.data)
    return <DocumentNotFound title="Report Not Found" text="This client report does not exist, or you do not have access to it." goBack />;

  const c = check.data;
  const bySection = photosBySection(photos.data ?? []);
  const inspected = c.inspectionDate ? formatLongDate(c.inspectionDate) : W.notRecorded;
  const areas = areaFindings(c);
  const appliances = applianceFindings(c);
  return (
    <>
      <DocumentActions>
        <EmailDialog checkId={c.id} kind="client-report" clientEmail={c.clientEmail} />
        <Button variant="outline" asChild>
          <Link to="/flood-prevention">
            <ArrowLeft /> Back to Form
          </Link>
        </Button>
        <Button variant="outline" onClick={() => window.print()}>
          <Printer /> Print Report
        </Button>
        <DownloadButton pending={download.isPending} onClick={() => download.mutate()} />
      </DocumentActions>

      <DocumentSheet>
        <Letterhead company={company.data} title={W.reportTitle} subtitle={`Job ${c.initialJobNumber}`} />

        <DocSection title="Client information">
          <DetailGrid
            items={[
              ['Client name', c.clientName],
              ['Job number', c.initialJobNumber],
              ['Property address', formatAddress(c)],
              ['Client email', c.clientEmail],
              ['Inspection date', inspected],
              ['Inspector', c.plumberName || W.notRecorded],
            ]}
          />
        </DocSection>

        <DocSection title={W.whyTitle}>
          {W.why.map((p) => (
            <p key={p} className="text-sm leading-relaxed">
              {p}
            </p>
          ))}
        </DocSection>

        <DocSection title={W.section1}>
          {readingFindings(c).map((f) => (
            <div key={f.key} className="space-y-2 rounded-lg border p-3 break-inside-avoid">
              <div className="flex flex-wrap items-center gap-2">
                <h4 className="font-semibold">{f.title}</h4>
                <PassFailBadge status={f.status} />
                <span className="text-sm">Reading: {f.reading ?? W.notRecorded}</span>
              </div>
              <p className="text-sm text-muted-foreground">
                {f.rule} ({f.standard}).
              </p>
              {f.fix ? <p className="text-sm font-medium">Recommended fix: {f.fix}.</p> : null}
              <PhotoGrid photos={bySection.get(f.key)} />
            </div>
          ))}
        </DocSection>

        <DocSection title={W.section21}>
          <ul className="grid gap-1 text-sm sm:grid-cols-3 print:grid-cols-3">
            {HOSE_CONDITIONS.map((cond) => (
              <li key={cond} className="flex items-start gap-2">
                <ConditionBadge condition={cond} />
                <span className="text-muted-foreground">{CONDITION_MEANINGS[cond]}</span>
              </li>
            ))}
          </ul>
          {areas.length ? null : <p className="text-sm text-muted-foreground">{W.noAreas}</p>}
          {areas.map((area) => (
            <div key={area.key} className="space-y-2 rounded-lg border p-3 break-inside-avoid" data-testid={`area-${area.key}`}>
              <h4 className="font-semibold">{area.label}</h4>
              <ul className="space-y-1">
                {area.items.map((item) => (
                  <li key={item.label} className="flex items-center gap-2 text-sm">
                    <ConditionBadge condition={item.condition} /> {item.label}
                  </li>
                ))}
              </ul>
              <PhotoGrid photos={bySection.get(area.key as PhotoSection)} />
            </div>
          ))}
        </DocSection>

        <DocSection title={W.section22}>
          {appliances.length ? null : <p className="text-sm text-muted-foreground">{W.noAppliances}</p>}
          {appliances.map((item) => (
            <div key={item.key} className="space-y-2 break-inside-avoid">
              <p className="flex items-center gap-2 text-sm">
                <ConditionBadge condition={item.condition} /> {item.label}
                <span className="sr-only">: {HOSE_CONDITION_LABELS[item.condition]}</span>
              </p>
              <PhotoGrid photos={bySection.get(item.key as PhotoSection)} />
            </div>
          ))}
        </DocSection>

        <SignatureBlock
          title={W.inspectorTitle}
          items={[
            ['Plumber', c.plumberName || W.notRecorded],
            ['Inspection date', inspected],
            ['Company', company.data?.businessName || W.notRecorded],
            ['Licence number', company.data?.licenceNumber || W.notRecorded],
          ]}
          signature={c.plumberSignature}
        />

        <DocSection title={W.quoteTitle}>
          <p className="rounded-lg border border-blue-200 bg-accent p-3 text-sm leading-relaxed">{W.quote}</p>
        </DocSection>

        <DocSection title={W.notesTitle}>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {W.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </DocSection>

        <div className="no-print flex justify-center pt-2">
          <Button asChild size="lg">
            <Link to={`/compliance-certificate/${c.id}`}>
              <Award /> Generate Compliance Certificate
            </Link>
          </Button>
        </div>
      </DocumentSheet>

      {can(user, 'manageEmployees') ? <EmailHistory checkId={c.id} /> : null}
    </>
  );
}
