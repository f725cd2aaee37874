import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * A progress bar (0-100) with the ARIA and data attributes of Radix's Progress, which it
 * replaces: a bar needs no behaviour, and the dashboard then loads no Radix at all.
 */
export function Progress({
  className,
  value,
  indicatorClassName,
  ...props
}: Omit<ComponentProps<'div'>, 'children'> & { value?: number | null; indicatorClassName?: string }) {
  const v = Math.max(0, Math.min(100, value ?? 0));
  const state = v === 100 ? 'complete' : 'loading';
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={v}
      aria-valuetext={`${Math.round(v)}%`}
      data-state={state}
      data-value={v}
      data-max={100}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-secondary', className)}
      {...props}
    >
      <div data-state={state} data-value={v} data-max={100} className={cn('h-full bg-primary transition-all', indicatorClassName)} style={{ width: `${v}%` }} />
    </div>
  );
}
