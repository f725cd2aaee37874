/**
 * Auto-capitalisation of names as typed (docs/product.md#registration): first letter of each word upper,
 * the rest lower. Separators (spaces, hyphens, apostrophes) are kept, so "o'brien-smith"
 * becomes "O'Brien-Smith".
 */
export function capitaliseWords(value: string): string {
  return value.toLowerCase().replace(/(^|[\s\-'])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}
