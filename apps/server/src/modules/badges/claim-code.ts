/**
 * Printed claim codes: 16 characters of Crockford base32 (80 random bits, the coupon code's
 * generator), shown as four groups of four. Only a keyed hash is stored, so a copy of the database
 * does not hand out badges; the key comes from the server secret.
 */
import { createHmac } from 'node:crypto';
import { generateCouponCode, normaliseCouponCode } from '../coupons/coupon-code.js';

export function generateClaimCode(): string {
  return generateCouponCode().replace(/(.{4})(?=.)/g, '$1-');
}

export function claimCodeHasher(secret: Buffer) {
  return (code: string): Buffer =>
    createHmac('sha256', secret)
      .update(`claim-code:${normaliseCouponCode(code)}`)
      .digest();
}
