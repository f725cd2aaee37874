import { useState, type ReactNode } from 'react';
import type { PhotoRecord } from '../../../core/contracts/flood-check';
import type { CompanySettings } from '../../../core/contracts/settings';
import type { Badge, DocumentRow, Letterhead as LetterheadModel, SignatureBlock as SignatureBlockModel } from '../../../core/rules/document-model';
import { photoCaption } from '../../../core/rules/photo-caption';
import { cn } from '../../lib/cn';
import { appTimeZone } from '../../lib/app-time-zone';

/** Pieces shared by the client report and the certificate; they lay out the document models and print as they look (A4). */
export function Letterhead({
  letterhead,
  company,
  title,
  subtitle,
}: {
  letterhead: LetterheadModel;
  company: CompanySettings | undefined;
  title: string;
  subtitle: string;
}) {
  return (
    <header className="flex flex-col gap-4 border-b-2 border-primary pb-4 sm:flex-row sm:items-start sm:justify-between print:flex-row">
      <div className="flex items-start gap-3">
        {company?.logoUrl ? (
          <img src={company.logoUrl} alt={`${letterhead.businessName || company.businessName} logo`} className="size-16 rounded object-contain" />
        ) : null}
        <div className="text-sm">
          <p className="text-lg font-bold leading-tight">{letterhead.businessName}</p>
          {letterhead.details.map((line) => (
            <p key={line} className="text-muted-foreground">
              {line}
            </p>
          ))}
        </div>
      </div>
      <div className="sm:text-right print:text-right">
        <h2 className="text-xl font-bold text-primary sm:text-2xl">{title}</h2>
        <p className="text-sm text-muted-foreground">{subtitle}</p>
      </div>
    </header>
  );
}

export function DocSection({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={cn('doc-section space-y-3', className)}>
      <h3 className="text-lg font-semibold text-primary">{title}</h3>
      {children}
    </section>
  );
}

export function DetailGrid({ items }: { items: readonly DocumentRow[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 print:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
          <dd className="break-words font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

// Conditions share a width so that a list of them lines up; PASS and FAIL fit their word.
// Each background keeps white text at 4.5:1 or more (WCAG AA): orange-700, as orange-600 gave 3.6:1.
const TONE_STYLE: Record<Badge['tone'], string> = {
  pass: 'bg-green-700',
  fail: 'bg-red-600',
  none: 'bg-slate-600',
  green: 'min-w-16 text-center bg-green-700',
  amber: 'min-w-16 text-center bg-orange-700',
  red: 'min-w-16 text-center bg-red-600',
};
export function DocBadge({ badge }: { badge: Badge }) {
  return <span className={cn('inline-block rounded px-2 py-0.5 text-xs font-bold text-white print-exact', TONE_STYLE[badge.tone])}>{badge.label}</span>;
}

/**
 * A photo: the compressed copy first (small, and what the PDF uses), the original if that
 * copy is missing: originals can be 15 MB each (docs/product.md#documents).
 */
function Photo({ photo }: { photo: PhotoRecord }) {
  const compressed = photo.url.replace(/\/([^/]+)$/, '/compressed-$1');
  const [src, setSrc] = useState(compressed);
  const caption = photoCaption(photo, appTimeZone());
  return (
    <figure className="break-inside-avoid">
      <img
        src={src}
        alt={caption.text}
        loading="lazy"
        className="aspect-[4/3] w-full rounded border bg-muted object-cover"
        onError={() => src !== photo.url && setSrc(photo.url)}
      />
      <figcaption className="mt-1 text-xs text-muted-foreground">
        <span className="block break-words text-foreground">{caption.text}</span>
        {caption.taken ? <span className="block">{caption.taken}</span> : null}
      </figcaption>
    </figure>
  );
}

export function PhotoGrid({ photos }: { photos: PhotoRecord[] | undefined }) {
  if (!photos?.length) return null;
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 print:grid-cols-3" data-testid="photo-grid">
      {photos.map((p) => (
        <Photo key={p.id} photo={p} />
      ))}
    </div>
  );
}

export function SignatureBlock({ block: { title, rows, signature } }: { block: SignatureBlockModel }) {
  return (
    <DocSection title={title}>
      <div className="space-y-3 rounded-lg border p-4">
        <DetailGrid items={rows} />
        <div>
          <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Signature</p>
          {signature ? (
            <img src={signature} alt="Plumber signature" className="mt-1 h-20 max-w-64 border-b object-contain object-left" />
          ) : (
            <p className="text-muted-foreground">Not signed</p>
          )}
        </div>
      </div>
    </DocSection>
  );
}
