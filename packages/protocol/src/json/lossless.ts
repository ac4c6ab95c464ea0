/**
 * The "custom parser" of spec §7: some answers carry 64-bit ids that a plain JSON.parse would
 * round. Integers beyond Number.MAX_SAFE_INTEGER come back as decimal strings, all other numbers
 * as ordinary numbers. Unsafe non-integers (more digits than a double holds) also stay strings.
 */
import { isSafeNumber, parse, stringify } from 'lossless-json';

function parseNumber(text: string): number | string {
  return isSafeNumber(text) ? Number(text) : text;
}

export function parseLosslessJson(text: string): unknown {
  return parse(text, null, parseNumber);
}

/** Serialises values that may hold bigint ids as exact JSON numbers. */
export function stringifyLosslessJson(value: unknown): string {
  return stringify(value) ?? 'null';
}
