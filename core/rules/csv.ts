/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled;
 * text starting with = + - @ (or a tab or carriage return) is defused with an apostrophe so a
 * spreadsheet never runs a name as a formula (docs/security.md). Numbers are written as they are.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
