import { CloudOff, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useOffline } from '../../lib/connection';
import { OFFLINE_MESSAGE } from '../../lib/offline';

/** Loading text as the product words it (docs/product.md#interface) (e.g. 'Loading dashboard...'). */
export function LoadingState({ text, className }: { text: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-2 py-12 text-muted-foreground', className)}>
      <Loader2 className="size-5 animate-spin" aria-hidden />
      <span>{text}</span>
    </div>
  );
}

/**
 * A grey bar standing in for text that is still loading: a non-breaking space keeps the
 * line exactly as high as the text that replaces it.
 */
export function Placeholder({ className }: { className?: string }) {
  return <span className={cn('inline-block animate-pulse rounded bg-muted', className)}>{'\u00a0'}</span>;
}

export function EmptyState({
  icon,
  title,
  text,
  action,
  className,
}: {
  icon?: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed p-8 text-center', className)}>
      {icon ? <div className="text-muted-foreground">{icon}</div> : null}
      <p className="font-medium">{title}</p>
      {text ? <p className="max-w-md text-sm text-muted-foreground">{text}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}

/**
 * A failure, in the screen's own words; while the server cannot be reached, the one offline
 * message instead, since that is why it failed (docs/product.md#offline).
 */
export function ErrorState({ text, className }: { text: string; className?: string }) {
  const offline = useOffline();
  if (offline) {
    return (
      <div role="alert" className={cn('flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900', className)}>
        <CloudOff className="size-4 shrink-0" aria-hidden />
        {OFFLINE_MESSAGE}
      </div>
    );
  }
  return (
    <div role="alert" className={cn('rounded-lg border border-destructive/30 bg-red-50 p-4 text-sm text-red-800', className)}>
      {text}
    </div>
  );
}
