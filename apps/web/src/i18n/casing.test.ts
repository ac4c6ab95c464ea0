import { describe, expect, it } from 'vitest';
import { enUS } from './resources/en-US';
import { enUSPages } from './resources/en-US.pages';

type Texts = string | readonly string[] | { readonly [key: string]: Texts };
const flatten = (texts: Texts, path: string[] = []): Array<[string, string]> =>
  typeof texts === 'string'
    ? [[path.join('.'), texts]]
    : Array.isArray(texts)
      ? texts.flatMap((text, i) => flatten(text as Texts, [...path, String(i)]))
      : Object.entries(texts).flatMap(([key, value]) => flatten(value as Texts, [...path, key]));

// Pieces that sit inside a sentence, after other words.
const MID_SENTENCE = new Set(['login.agreeAnd', 'legal.company']);
// Names, written as names are: everything else is sentence case.
const NAMES = new Set(['May Universe', 'User Agreement', 'Privacy Policy']);

describe('English casing', () => {
  const texts = [...flatten(enUS), ...flatten(enUSPages)];

  it('starts every text with a capital letter (sentence case), except mid-sentence pieces', () => {
    const lower = texts.filter(([key, text]) => !MID_SENTENCE.has(key) && /^[a-z]/.test(text));
    expect(lower).toEqual([]);
  });

  it('writes no label in Title Case except names', () => {
    const titleCase = texts.filter(([, text]) => /^[A-Z][a-z]+( [A-Z][a-z]+)+$/.test(text) && !NAMES.has(text));
    expect(titleCase).toEqual([]);
  });
});
