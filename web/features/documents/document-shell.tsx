import { ArrowLeft, Droplets, FileDown, Loader2, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { LoadingState } from '../../components/ui/states';
import './print.css';

/** The sheet of paper: on screen a card, in print the bare A4 page. */
export function DocumentSheet({ children, kind }: { children: ReactNode; kind?: 'certificate' }) {
  return (
    <article
      data-sheet={kind}
      className="mx-auto max-w-4xl space-y-6 rounded-lg border bg-card p-4 shadow-sm sm:p-8 print:max-w-none print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      {children}
    </article>
  );
}

/** Buttons above the document; never printed. */
export function DocumentActions({ children }: { children: ReactNode }) {
  return <div className="no-print mx-auto mb-4 flex max-w-4xl flex-wrap gap-2 [&>*]:flex-1 sm:[&>*]:flex-none">{children}</div>;
}

export function DownloadButton({ pending, onClick, disabled }: { pending: boolean; onClick: () => void; disabled?: boolean }) {
  return (
    <Button variant="outline" onClick={onClick} disabled={pending || disabled}>
      {pending ? <Loader2 className="animate-spin" /> : <FileDown />} Download PDF
    </Button>
  );
}

export function DocumentLoading({ text }: { text: string }) {
  return <LoadingState text={text} />;
}

/** 'Report Not Found' offers Go Back and Flood Prevention; 'Certificate Not Found' links to /flood-prevention. */
export function DocumentNotFound({ title, text, goBack }: { title: string; text: string; goBack: boolean }) {
  const navigate = useNavigate();
  return (
    <div className="flex min-h-[60dvh] items-center justify-center p-4">
      <Card className="w-full max-w-md text-center">
        <CardContent className="flex flex-col items-center gap-3 p-8 sm:p-8">
          <SearchX className="size-12 text-muted-foreground" aria-hidden />
          <h1 className="text-2xl font-bold">{title}</h1>
          <p className="text-muted-foreground">{text}</p>
          <div className="mt-2 flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
            {goBack ? (
              <Button variant="outline" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/flood-prevention'))}>
                <ArrowLeft /> Go Back
              </Button>
            ) : null}
            <Button asChild>
              <Link to="/flood-prevention">
                <Droplets /> Flood Prevention
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
