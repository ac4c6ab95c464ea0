/** The hostile values the fuzz suite sends, per field kind, and how they are put into a request. */
import { cbc } from '@noble/ciphers/aes.js';
import { bytesToBase64, type PayloadKeys } from '@culture/protocol';

/** A JSON text spliced in verbatim (what JSON.stringify cannot write: 1e309, a `__proto__` key). */
export class Raw {
  constructor(readonly text: string) {}
}

const strings = {
  nul: '\u0000',
  'inner nul': 'Lan\u0000tern',
  'C0 controls': 'a\u0001\u0002\u001b[31m',
  DEL: 'x\u007f',
  'C1 control': 'x\u0085\u009f',
  'lone high surrogate': 'x\ud800',
  'lone low surrogate': '\udfffx',
  'huge string': 'x'.repeat(100_000),
};
const numbers = {
  '2^31': 2 ** 31,
  '2^63': 2 ** 63,
  '-1': -1,
  zero: 0,
  fraction: 1.5,
  '1e309': new Raw('1e309'),
  '-1e309': new Raw('-1e309'),
};
const dates = {
  'year 10000': '10000-01-01',
  'year 0': '0000-01-01',
  'dotted year 10000': '10000.01.01',
  'dotted year 0': '0000.01.01',
  'ISO year 275760': '+275760-09-13T00:00:00.000Z',
};
const shapes = {
  array: ['a'],
  'nested object': { a: { b: { c: 'd' } } },
  'prototype key': new Raw('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'),
  null: null,
  boolean: true,
  'empty string': '',
  'numeric string 2^63': '9223372036854775808',
};
const paths = {
  'dot-dot': '/images/../../etc/passwd',
  'encoded dot-dot': '/images/%2e%2e/%2e%2e/etc/passwd',
  backslashes: '/images\\..\\..\\server.js',
  'protocol-relative': '//evil.example/x.png',
  'absolute URL': 'https://evil.example/images/x.png',
  'javascript URL': 'javascript:alert(1)',
};
export const ALL: Record<string, unknown> = { ...strings, ...numbers, ...dates, ...shapes, ...paths };

/** What a field holds; values of the other kinds (and these) must be refused with a 4xx. */
export type FieldKind =
  | 'text'
  | 'textOrNumber'
  | 'name'
  | 'phone'
  | 'int4'
  | 'id'
  | 'date'
  | 'image'
  | 'route'
  | 'slug'
  | 'enum'
  | 'bool'
  | 'object'
  | 'array'
  | 'int';
export const MUST_REFUSE: Record<FieldKind, string[]> = {
  text: [...Object.keys(strings), ...Object.keys(numbers), 'array', 'nested object', 'prototype key', 'boolean'],
  // WeChat's userId: a string or a whole number that JSON carries exactly.
  textOrNumber: [
    ...Object.keys(strings),
    '2^63',
    '-1',
    'fraction',
    '1e309',
    '-1e309',
    'array',
    'nested object',
    'prototype key',
    'boolean',
  ],
  // Nicknames are cleaned rather than refused: see NAME_CLEAN below.
  name: ['huge string', ...Object.keys(numbers), 'array', 'nested object', 'prototype key', 'boolean', 'null', 'empty string'],
  phone: [...Object.keys(strings), ...Object.keys(numbers), ...Object.keys(dates), ...Object.keys(shapes), ...Object.keys(paths)],
  int4: [...Object.keys(strings), ...Object.keys(numbers), ...Object.keys(dates), ...Object.keys(shapes), ...Object.keys(paths)],
  id: [
    ...Object.keys(strings),
    '2^31',
    '2^63',
    '-1',
    'zero',
    'fraction',
    '1e309',
    '-1e309',
    ...Object.keys(dates),
    ...Object.keys(shapes),
    ...Object.keys(paths),
  ],
  date: [...Object.keys(strings), ...Object.keys(numbers), ...Object.keys(dates), ...Object.keys(shapes), ...Object.keys(paths)],
  image: [...Object.keys(strings), ...Object.keys(numbers), ...Object.keys(dates), ...Object.keys(shapes), ...Object.keys(paths)],
  route: [...Object.keys(strings), ...Object.keys(numbers), ...Object.keys(dates), ...Object.keys(shapes), ...Object.keys(paths)],
  // Lowercase letters, digits and dashes: "9223372036854775808" is a fine slug.
  slug: [
    ...Object.keys(strings),
    ...Object.keys(numbers),
    'dotted year 10000',
    'dotted year 0',
    'ISO year 275760',
    ...Object.keys(shapes).filter((k) => k !== 'numeric string 2^63'),
    ...Object.keys(paths),
  ],
  enum: Object.keys(ALL),
  bool: Object.keys(ALL).filter((k) => k !== 'boolean'),
  object: [
    ...Object.keys(strings),
    ...Object.keys(numbers),
    ...Object.keys(dates),
    'array',
    'null',
    'boolean',
    'empty string',
    ...Object.keys(paths),
  ],
  array: [
    ...Object.keys(strings),
    ...Object.keys(numbers),
    ...Object.keys(dates),
    'nested object',
    'null',
    'boolean',
    'empty string',
    ...Object.keys(paths),
  ],
  // Sort orders and stock: any int4 is fine, nothing past it.
  int: [
    ...Object.keys(strings),
    '2^31',
    '2^63',
    'fraction',
    '1e309',
    '-1e309',
    ...Object.keys(dates),
    ...Object.keys(shapes),
    ...Object.keys(paths),
  ],
};

/** The JSON text of `body` with Raw values spliced in. */
export function jsonText(body: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (value instanceof Raw) {
      raws.push(value.text);
      return `\u0001raw${raws.length - 1}\u0001`;
    }
    return value;
  });
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_m, index: string) => raws[Number(index)]!);
}

/** The params envelope of a JSON text (sealPayload only takes values, and 1e309 is not one). */
export function sealText(text: string, keys: PayloadKeys): string {
  const encoder = new TextEncoder();
  const cipher = cbc(encoder.encode(keys.key), encoder.encode(keys.iv)).encrypt(encoder.encode(text));
  return JSON.stringify({ params: bytesToBase64(cipher) });
}

export function withField(base: unknown, path: string, value: unknown): unknown {
  if (path === '') return value;
  const copy = structuredClone(base) as Record<string, unknown>;
  const keys = path.split('.');
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = value;
  return copy;
}

// Query strings and path segments arrive as text: their hostile values are raw URL encodings.
export const rawText = {
  nul: '%00',
  'inner nul': 'a%00b',
  'C0 controls': '%01%1B',
  'C1 control': '%C2%85',
  'lone surrogate (CESU-8)': '%ED%A0%80',
  'not UTF-8': '%FF%FE',
  'bare percent': '%',
  'huge string': 'x'.repeat(20_000),
  '1e309': '1e309',
  '2^31': '2147483648',
  '2^63': '9223372036854775808',
  '-1': '-1',
  zero: '0',
  'prototype key': '__proto__',
  'dot-dot': '..%2F..%2Fetc%2Fpasswd',
};
const cursorOf = (text: string) => Buffer.from(text).toString('base64url');
export const cursors = {
  'year 10000': cursorOf(`${Date.UTC(10000, 0, 1)}:1`),
  'year 275760': cursorOf(`8640000000000000:1`),
  'negative time': cursorOf(`-62167219200000:1`),
  'id 2^63': cursorOf(`${Date.UTC(2026, 0, 1)}:9223372036854775808`),
  'id 0': cursorOf(`${Date.UTC(2026, 0, 1)}:0`),
  'NUL inside': cursorOf(`1\u0000:1`),
};

/**
 * A console list's `q` (docs/operator-console.md): any text is a search, so not strict here; each
 * list's own tests check that a control character or an over-long search is refused.
 */
export function consoleSearchRoute(path: string, token: string) {
  return { path: `${path} q`, url: (v: string) => `${path}?q=${v}`, token, values: rawText, strict: false };
}
