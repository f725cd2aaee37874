import { cn } from '../lib/cn';

/**
 * Renders HTML written by owner and management. The server sanitises it when saved
 * (server/lib/sanitise-html.ts: formatting tags only, no scripts, handlers or javascript:
 * URLs), and the Content-Security-Policy refuses inline scripts should anything slip by.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={cn('prose-content text-sm', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
