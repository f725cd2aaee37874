const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 });
const audCents = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Australian dollars: whole dollars when whole ('$12,500'), otherwise with cents. */
export function formatCurrency(value: number): string {
  return Number.isInteger(value) ? aud.format(value) : audCents.format(value);
}
