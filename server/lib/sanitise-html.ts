import sanitizeHtml from 'sanitize-html';
import { fieldError } from './errors';

/**
 * Guideline and training HTML is sanitised when saved (DECISIONS §8): a fixed list of
 * formatting tags, links only to http(s)/mailto, no scripts, styles, event handlers or
 * javascript: URLs. The browser renders what is stored.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'blockquote', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'code', 'pre', 'span'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], th: ['colspan', 'rowspan', 'scope'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
};

export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Sanitised HTML that must still say something: markup that sanitises to nothing is a 400. */
export function sanitiseRequiredHtml(html: string, field = 'content'): string {
  const clean = sanitiseHtml(html);
  if (!clean.replace(/<[^>]*>/g, '').trim()) throw fieldError(field, 'Content is required');
  return clean;
}
