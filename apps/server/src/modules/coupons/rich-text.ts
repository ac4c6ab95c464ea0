/**
 * Usage rules are operator-written HTML shown to every holder. They are cleaned when written with
 * an allow-list (the web app cleans them again with DOMPurify when rendering): no scripts, no
 * event handlers, no javascript: links, no styles that could overlay the page.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'span', 'a', 'blockquote'],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

export function sanitizeUseRule(html: string): string {
  return sanitizeHtml(html, { ...OPTIONS, allowedAttributes: { a: ['href', 'title', 'rel', 'target'] } }).trim();
}
