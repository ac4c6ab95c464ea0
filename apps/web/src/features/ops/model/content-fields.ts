/**
 * The texts of a document an editor changes (a page or a brand) (docs/operator-console.md, "Content"): every
 * per-language text (an object with exactly zh-CN, zh-TW and en-US), found by walking the
 * document, with its path; reading and writing one by path keeps the rest of the document as is.
 */
import { LOCALES, type L, type Locale } from '@culture/protocol';

export type TextPath = Array<string | number>;
export interface TextField {
  path: TextPath;
  value: L;
}

function isLocalized(value: unknown): value is L {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length === LOCALES.length && LOCALES.every((locale) => typeof (value as Record<string, unknown>)[locale] === 'string')
  );
}

/** Every per-language text of the document, in document order. */
export function textFields(page: object): TextField[] {
  const found: TextField[] = [];
  const walk = (value: unknown, path: TextPath) => {
    if (isLocalized(value)) found.push({ path, value });
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]));
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
  };
  walk(page, []);
  return found;
}

/** A copy of the document with one language of one text replaced. */
export function withText<D extends object>(page: D, path: TextPath, locale: Locale, text: string): D {
  const copy = structuredClone(page) as unknown as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const key of path) node = node[key] as Record<string | number, unknown>;
  node[locale] = text;
  return copy as unknown as D;
}

/** The path as the editor labels it: named parts and 1-based positions, e.g. "sections 2 · items 1 · label". */
export function pathLabel(path: TextPath, names: Record<string, string>): string {
  return path.map((part) => (typeof part === 'number' ? String(part + 1) : (names[part] ?? part))).join(' · ');
}
