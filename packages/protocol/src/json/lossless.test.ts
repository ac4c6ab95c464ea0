import { describe, expect, it } from 'vitest';
import { parseLosslessJson, stringifyLosslessJson } from './lossless.js';

describe('lossless JSON', () => {
  it('keeps 64-bit integers exact as strings', () => {
    const parsed = parseLosslessJson('{"id": 9223372036854775807, "small": 42, "price": 9.9}') as Record<string, unknown>;
    expect(parsed.id).toBe('9223372036854775807');
    expect(parsed.small).toBe(42);
    expect(parsed.price).toBe(9.9);
    // What a plain parser does to the same id:
    expect(String((JSON.parse('{"id": 9223372036854775807}') as { id: number }).id)).not.toBe('9223372036854775807');
  });
  it('writes bigints as exact JSON numbers', () => {
    expect(stringifyLosslessJson({ id: 1234567890123456789n })).toBe('{"id":1234567890123456789}');
  });
});
