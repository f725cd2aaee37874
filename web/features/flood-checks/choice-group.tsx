import { cn } from '../../lib/cn';

export interface Choice {
  value: string;
  label: string;
  /** Classes for the selected state (hose colours). */
  activeClass?: string;
}

/**
 * A row of large tap targets acting as one radio group (gloved fingers on a phone).
 * Choosing the selected option again keeps it; values are '' until chosen.
 */
export function ChoiceGroup({
  label,
  value,
  choices,
  onChange,
  disabled = false,
  className,
}: {
  label: string;
  value: string;
  choices: readonly Choice[];
  onChange: (v: string) => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <div role="radiogroup" aria-label={label} aria-disabled={disabled || undefined} className={cn('flex gap-1.5', disabled && 'opacity-40', className)}>
      {choices.map((c) => {
        const active = value === c.value;
        return (
          <button
            key={c.value}
            type="button"
            role="radio"
            aria-checked={active}
            disabled={disabled}
            onClick={() => onChange(c.value)}
            className={cn(
              'h-10 min-w-0 flex-1 rounded-md border px-2 text-sm font-medium transition-colors cursor-pointer disabled:cursor-not-allowed',
              // In the read-only form (a disabled fieldset named 'locked') only the recorded choice stands out.
              active
                ? (c.activeClass ?? 'border-primary bg-primary text-primary-foreground')
                : 'border-input bg-card hover:bg-muted group-disabled/locked:opacity-50',
            )}
          >
            {c.label}
          </button>
        );
      })}
    </div>
  );
}

export const PASS_FAIL_CHOICES: readonly Choice[] = [
  { value: 'pass', label: 'Pass', activeClass: 'border-green-800 bg-green-700 text-white' },
  { value: 'fail', label: 'Fail', activeClass: 'border-red-800 bg-red-700 text-white' },
];

export const APPLICABILITY_CHOICES: readonly Choice[] = [
  { value: 'applicable', label: 'Applicable' },
  { value: 'na', label: 'N/A', activeClass: 'border-slate-600 bg-slate-600 text-white' },
];

/** green / amber (shown as Orange) / red, docs/product.md#readings. */
export const HOSE_CHOICES: readonly Choice[] = [
  { value: 'green', label: 'Green', activeClass: 'border-green-800 bg-green-700 text-white' },
  { value: 'amber', label: 'Orange', activeClass: 'border-orange-800 bg-orange-700 text-white' },
  { value: 'red', label: 'Red', activeClass: 'border-red-800 bg-red-700 text-white' },
];
