import { ArrowLeft, Award, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { clientReportModel } from '../../../core/rules/client-report-model';
import { can, mayEditCheck, mayOpenInForm } from '../../../core/rules/roles';
import { usePageMeta } from '../../lib/page-meta';
import { Button } from '../../components/ui/button';
import { useCurrentUser } from '../../lib/use-current-user';
import { DetailGrid, DocBadge, DocSection, Letterhead, PhotoGrid, SignatureBlock } from './document-parts';
import { documentClock, parseCheckId, useCheck, useCheckPhotos, useCompanySettings, useDownloadPdf } from './document-queries';
import { DocumentActions, DocumentLoading, DocumentNotFound, DocumentSheet, DownloadButton } from './document-shell';
import { EmailDialog } from './email-dialog';
import { EmailHistory } from './email-history';
import { currentCertificate, useCertificates } from './certificate-queries';
import { CheckHistory } from './check-history';
import { CurrentCertificateNote } from './certificate-parts';
import { CheckFollowUps } from '../follow-ups/public';

/** /client-report/{id} (docs/product.md#documents): the findings for the client, printable on A4; the PDF renders the same model. */
export function ClientReportPage() {
  usePageMeta('Flood Prevention Check', 'Client Report');
  const id = parseCheckId(useParams().id);
  const check = useCheck(id);
  const photos = useCheckPhotos(id);
  const company = useCompanySettings();
  const { user } = useCurrentUser();
  const download = useDownloadPdf(id ?? 0, 'client-report');
  const certificates = useCertificates(id);

  if (id !== null && (check.isLoading || photos.isLoading || company.isLoading)) return <DocumentLoading text="Loading client report..." />;
  if (id === null || !check.data)
    return <DocumentNotFound title="Report Not Found" text="This client report does not exist, or you do not have access to it." goBack />;

  const c = check.data;
  const m = clientReportModel(c, photos.data ?? [], company.data, documentClock());
  return (
    <>
      <DocumentActions>
        <EmailDialog checkId={c.id} kind="client-report" clientEmail={c.clientEmail} />
        <Button variant="outline" asChild>
          {/* Opens this check only for those who may change it; others (Office Staff) go back to the checks page. */}
          <Link to={mayOpenInForm(user, c) ? `/flood-prevention?open=${c.id}` : '/flood-prevention'}>
            <ArrowLeft /> Back to Form
          </Link>
        </Button>
        <Button variant="outline" onClick={() => window.print()}>
          <Printer /> Print Report
        </Button>
        <DownloadButton pending={download.isPending} onClick={() => download.mutate()} />
      </DocumentActions>

      <CurrentCertificateNote certificate={currentCertificate(certificates.data)} />
      <DocumentSheet>
        <Letterhead letterhead={m.letterhead} company={company.data} title={m.title} subtitle={m.subtitle} />

        <DocSection title={m.client.title}>
          <DetailGrid items={m.client.rows} />
        </DocSection>

        <DocSection title={m.why.title}>
          {m.why.paragraphs.map((p) => (
            <p key={p} className="text-sm leading-relaxed">
              {p}
            </p>
          ))}
        </DocSection>

        <DocSection title={m.readings.title}>
          {m.readings.items.map((r) => (
            <div key={r.key} className="space-y-2 rounded-lg border p-3 break-inside-avoid">
              <div className="flex flex-wrap items-center gap-2">
                <h4 className="font-semibold">{r.title}</h4>
                <DocBadge badge={r.badge} />
                <span className="text-sm">{r.reading}</span>
              </div>
              {r.override ? <p className="text-sm font-medium">{r.override}</p> : null}
              <p className="text-sm text-muted-foreground">{r.rule}</p>
              {r.fix ? <p className="text-sm font-medium">{r.fix}</p> : null}
              {r.note ? <p className="whitespace-pre-line text-sm">{r.note}</p> : null}
              <PhotoGrid photos={r.photos} />
            </div>
          ))}
        </DocSection>

        <DocSection title={m.areas.title}>
          <ul className="grid gap-1 text-sm sm:grid-cols-3 print:grid-cols-3">
            {m.areas.legend.map((l) => (
              <li key={l.badge.tone} className="flex items-start gap-2">
                <DocBadge badge={l.badge} />
                <span className="text-muted-foreground">{l.meaning}</span>
              </li>
            ))}
          </ul>
          {m.areas.empty ? <p className="text-sm text-muted-foreground">{m.areas.empty}</p> : null}
          {m.areas.items.map((area) => (
            <div key={area.key} className="space-y-2 rounded-lg border p-3 break-inside-avoid" data-testid={`area-${area.key}`}>
              <h4 className="font-semibold">{area.label}</h4>
              <ul className="space-y-1">
                {area.items.map((item) => (
                  <li key={item.label} className="flex items-center gap-2 text-sm">
                    <DocBadge badge={item.badge} /> {item.label}
                  </li>
                ))}
              </ul>
              {area.note ? <p className="whitespace-pre-line text-sm">{area.note}</p> : null}
              <PhotoGrid photos={area.photos} />
            </div>
          ))}
        </DocSection>

        <DocSection title={m.appliances.title}>
          {m.appliances.empty ? <p className="text-sm text-muted-foreground">{m.appliances.empty}</p> : null}
          {m.appliances.items.map((item) => (
            <div key={item.key} className="space-y-2 break-inside-avoid">
              <p className="flex items-center gap-2 text-sm">
                <DocBadge badge={item.badge} /> {item.label}
                <span className="sr-only">: {item.badge.label}</span>
              </p>
              {item.note ? <p className="whitespace-pre-line text-sm">{item.note}</p> : null}
              <PhotoGrid photos={item.photos} />
            </div>
          ))}
        </DocSection>

        {m.generalNotes ? (
          <DocSection title={m.generalNotes.title}>
            <p className="whitespace-pre-line text-sm leading-relaxed">{m.generalNotes.text}</p>
          </DocSection>
        ) : null}

        <SignatureBlock block={m.inspector} />

        <DocSection title={m.quote.title}>
          <p className="rounded-lg border border-blue-200 bg-accent p-3 text-sm leading-relaxed">{m.quote.text}</p>
        </DocSection>

        <DocSection title={m.notes.title}>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {m.notes.items.map((n) => (
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

      <CheckFollowUps checkId={c.id} />
      {can(user, 'manageEmployees') ? <EmailHistory checkId={c.id} /> : null}
      {/* The history panel is for those who may change the check: its author, Management and the Owner. */}
      {mayEditCheck(user, c) ? <CheckHistory checkId={c.id} /> : null}
    </>
  );
}
