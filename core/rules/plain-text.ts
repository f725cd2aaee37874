/**
 * The optional note to the client in a report or certificate email (docs/product.md#documents)
 * goes out through the company's own mail server, so it must not be a way to send links:
 * plain text only, no web addresses. A refusal is better than a silent edit: the sender
 * sees why and rewrites the note.
 */

// Top-level domains a link in a note would plausibly use. A short list, not every TLD:
// "etc.It" or "Mr.Li" typed without a space must not read as a web address.
const TLDS = 'com|net|org|info|biz|io|co|ly|au|nz|uk|us|ca|eu|de|ru|cn|app|dev|site|online|xyz|top|link|click|shop|store|gl|gd|cc|tv|ws|tk';

const LINK_PATTERNS: readonly RegExp[] = [
  /http/i,
  /www\./i,
  // scheme://anything, and the schemes mail clients turn into links without slashes.
  /[a-z][a-z0-9+.-]*:\/\//i,
  /\b(?:mailto|tel|sms|data|javascript|file|ftp):/i,
  // example.com, bit.ly/x, shop.example.com.au
  new RegExp(`\\b[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.(?:${TLDS})\\b`, 'i'),
  // An IPv4 address.
  /\b\d{1,3}(?:\.\d{1,3}){3}\b/,
];

// Markup, and characters that hide or reorder text (zero-width, bidirectional overrides).
const MARKUP = /<\/?[a-z!][^>]*>/i;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const HIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/;

/** Why a note cannot be sent as it is: 'link', 'markup' (HTML or hidden characters), or null when it is plain text. */
export function noteProblem(text: string): 'link' | 'markup' | null {
  if (LINK_PATTERNS.some((p) => p.test(text))) return 'link';
  if (MARKUP.test(text) || HIDDEN.test(text)) return 'markup';
  return null;
}
