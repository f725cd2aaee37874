import { createRequire } from 'node:module';
import type { Config, DOMPurify } from 'dompurify';
import { fieldError } from './errors';

/**
 * Guideline and training HTML is sanitised when saved (docs/product.md#content): a fixed list of
 * formatting tags, links only to http(s)/mailto or this site, no scripts, styles, event
 * handlers or javascript: URLs. The browser renders what is stored.
 *
 * DOMPurify over jsdom, not sanitize-html: every sanitize-html release with the 2026 fixes
 * declares Node >= 22.12, and the app supports Node 20.19 (ADR 0017).
 */
const TAGS = ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'blockquote', 'a'];
const TABLE_TAGS = ['table', 'thead', 'tbody', 'tr', 'th', 'td', 'code', 'pre', 'span'];
const ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title', 'rel', 'target'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};

const CONFIG: Config = {
  ALLOWED_TAGS: [...TAGS, ...TABLE_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(ATTRIBUTES).flat())],
  // http(s) and mailto, or a path on this site; never another scheme or a protocol-relative
  // `//host` link. DOMPurify strips whitespace and control characters before testing.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z/\\]|\/(?![/\\])|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

// jsdom and DOMPurify are ~250 ms of loading that a start seldom needs (docs/performance.md#results, figure 6): they
// load on the first save. require() keeps the functions below synchronous.
let purifier: DOMPurify | undefined;
function purify(): DOMPurify {
  if (purifier) return purifier;
  const require = createRequire(import.meta.url);
  const { JSDOM } = require('jsdom') as { JSDOM: new (html: string) => { window: unknown } };
  const createDOMPurify = require('dompurify') as (window: unknown) => DOMPurify;
  const p = createDOMPurify(new JSDOM('').window);
  // ALLOWED_ATTR is one list for every tag; each tag keeps only its own attributes.
  p.addHook('uponSanitizeAttribute', (node, data) => {
    if (!ATTRIBUTES[node.nodeName.toLowerCase()]?.includes(data.attrName)) data.keepAttr = false;
  });
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    node.setAttribute('rel', 'noopener noreferrer');
    node.setAttribute('target', '_blank');
  });
  return (purifier = p);
}

export function sanitiseHtml(html: string): string {
  // The serialiser writes U+00A0 as an entity; the stored text keeps the character (the seeded
  // content is compared with stored rows as it is).
  return purify().sanitize(html, CONFIG).replaceAll('&nbsp;', '\u00a0');
}

/** Sanitised HTML that must still say something: markup that sanitises to nothing is a 400. */
export function sanitiseRequiredHtml(html: string, field = 'content'): string {
  const clean = sanitiseHtml(html);
  if (!clean.replace(/<[^>]*>/g, '').trim()) throw fieldError(field, 'Content is required');
  return clean;
}
