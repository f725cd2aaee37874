import { createRequire } from 'node:module';
import type SanitizeHtml from 'sanitize-html';
import { fieldError } from './errors';

// sanitize-html (with its HTML parser) is ~30 ms of module loading that a start seldom needs:
// it loads on first use (issue 9 §6). It is CommonJS only, so require() loads the very module
// an import would, and the functions below stay synchronous.
let library: typeof SanitizeHtml | undefined;
const sanitizeHtml = () => (library ??= createRequire(import.meta.url)('sanitize-html') as typeof SanitizeHtml);
let options: SanitizeHtml.IOptions | undefined;

/**
 * Guideline and training HTML is sanitised when saved (DECISIONS §8): a fixed list of
 * formatting tags, links only to http(s)/mailto, no scripts, styles, event handlers or
 * javascript: URLs. The browser renders what is stored.
 */
const makeOptions = (): SanitizeHtml.IOptions => ({
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'blockquote',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'code',
    'pre',
    'span',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], th: ['colspan', 'rowspan', 'scope'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml().simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
});

export function sanitiseHtml(html: string): string {
  return sanitizeHtml()(html, (options ??= makeOptions()));
}

/** Sanitised HTML that must still say something: markup that sanitises to nothing is a 400. */
export function sanitiseRequiredHtml(html: string, field = 'content'): string {
  const clean = sanitiseHtml(html);
  if (!clean.replace(/<[^>]*>/g, '').trim()) throw fieldError(field, 'Content is required');
  return clean;
}
