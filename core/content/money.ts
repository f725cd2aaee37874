const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 });
const audCents = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Australian dollars: whole dollars when whole ('$12,500'), otherwise with cents. In `core`
 * because the Tier Overview and the seeded guidelines must write the same figure the same way.
 */
export function formatCurrency(value: number): string {
  return Number.isInteger(value) ? aud.format(value) : audCents.format(value);
}

/** A fraction as a whole percentage: 0.15 -> '15%'. */
export function formatPercent(fraction: number): string {
  return `${Math.round(fraction * 100)}%`;
}
