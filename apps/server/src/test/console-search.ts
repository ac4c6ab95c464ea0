/**
 * What every console list's `q` refuses and keeps (docs/operator-console.md): a control character
 * (NUL included) or more than CONSOLE_SEARCH_MAX characters is the one validation 400 the other
 * searches give; the longest search allowed and one padded with spaces are searches.
 */
import { expect } from 'vitest';
import { CONSOLE_SEARCH_MAX, ERRORS } from '@culture/protocol';

interface Answer {
  statusCode: number;
  json: () => { code: number; data: unknown };
}

export async function expectSearchChecked(list: (query: string) => Promise<Answer>) {
  for (const refused of ['%00', 'a%00b', '%1B', 'x'.repeat(CONSOLE_SEARCH_MAX + 1)]) {
    const res = await list(`q=${refused}`);
    expect(res.statusCode, refused).toBe(400);
    expect(res.json().code, refused).toBe(ERRORS.validation.code);
  }
  expect((await list(`q=${'x'.repeat(CONSOLE_SEARCH_MAX)}`)).statusCode).toBe(200);
  // Trimmed before it is measured: spaces around the longest search do not make it too long.
  expect((await list(`q=${encodeURIComponent(` ${'x'.repeat(CONSOLE_SEARCH_MAX)} `)}`)).statusCode).toBe(200);
}
