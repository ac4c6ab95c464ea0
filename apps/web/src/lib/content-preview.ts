/**
 * The console's phone preview (docs/operator-console.md, "Content") frames a member page with
 * ?contentPreview=1&lang=…: the page then shows the saved draft in that language, read from the
 * console's preview route with the operator's session cookie (content.edit; the server refuses
 * anyone else). Project pages and brand pages read it the same way.
 */
import { fetchText, readEnvelope } from './api-envelope';

/** The language asked for when this page is the console's preview, else null. */
export function contentPreviewLanguage(): string | null {
  if (typeof window === 'undefined') return null;
  const params = new URLSearchParams(window.location.search);
  return params.get('contentPreview') === '1' ? params.get('lang') : null;
}

/** The draft as the preview route (a path with its id or slug filled in) answers it in `language`. */
export async function fetchContentPreview<T>(path: string, language: string): Promise<T> {
  const { response, text } = await fetchText(`${path}?lang=${encodeURIComponent(language)}`, { credentials: 'include' });
  return readEnvelope<T>(response, text);
}
