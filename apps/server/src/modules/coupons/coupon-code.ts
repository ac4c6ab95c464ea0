import { randomBytes } from 'node:crypto';

// Crockford's base32: no I, L, O or U, so a code read aloud or typed at a counter is unambiguous.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 16 characters, 80 random bits: unguessable, and short enough for a CODE128 barcode. */
export function generateCouponCode(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/** What a person typed: spaces and dashes dropped, case folded, confusable letters mapped. */
export function normaliseCouponCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
}
