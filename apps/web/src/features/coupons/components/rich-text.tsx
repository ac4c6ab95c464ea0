import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Operator HTML, cleaned again in the browser (the server cleaned it when it was written). */
export function RichText({ html, className, lang }: { html: string; className?: string; lang?: string | undefined }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'span', 'a', 'blockquote'],
        ALLOWED_ATTR: ['href', 'title', 'rel', 'target'],
      }),
    [html],
  );
  return <div className={className} lang={lang} dangerouslySetInnerHTML={{ __html: clean }} data-testid="rich-text" />;
}
