/**
 * NFC tag taps (/NFC, /howbottlenfc), verified the way NTAG 424 DNA "Secure Unique NFC" (SUN) URLs
 * are: the tag mirrors its UID and read counter into the URL and appends a MAC it computes with a
 * per-tag key, so each tap's URL is different and only the tag can make the next one.
 *
 * We use the tag's own scheme (NXP AN12196), AES-CMAC, rather than an HMAC of our own, so real
 * tags programmed with the key work unchanged:
 *   SV2        = 3C C3 00 01 00 80 || UID (7 bytes) || counter (3 bytes, least significant first)
 *   sessionKey = AES-CMAC(tagKey, SV2)
 *   MAC        = the odd-indexed bytes (1, 3, …, 15) of AES-CMAC(sessionKey, empty message)
 * AES-CMAC (RFC 4493) comes from @noble/ciphers (already used for the payload envelope) because
 * node:crypto has no CMAC; hand-writing one is the kind of code the house rules keep in a library.
 * The counter in the URL is big-endian hex, as the tag mirrors it.
 */
import { timingSafeEqual } from 'node:crypto';
import { cmac } from '@noble/ciphers/aes.js';

const SV2_PREFIX = [0x3c, 0xc3, 0x00, 0x01, 0x00, 0x80];

/** The 8-byte SUN MAC of one tap. */
export function sunMac(key: Uint8Array, uid: Buffer, counter: number): Buffer {
  const sv2 = Uint8Array.from([...SV2_PREFIX, ...uid, counter & 0xff, (counter >> 8) & 0xff, (counter >> 16) & 0xff]);
  const sessionKey = cmac(sv2, key);
  const full = cmac(new Uint8Array(0), sessionKey);
  return Buffer.from([1, 3, 5, 7, 9, 11, 13, 15].map((i) => full[i]!));
}

/** The URL parameters of a tap, as the tag writes them (hex). */
export function sunParams(key: Uint8Array, uidHex: string, counter: number) {
  const uid = Buffer.from(uidHex, 'hex');
  return {
    uid: uidHex.toUpperCase(),
    ctr: counter.toString(16).toUpperCase().padStart(6, '0'),
    cmac: sunMac(key, uid, counter).toString('hex').toUpperCase(),
  };
}

/** True when the MAC is the tag's for this UID and counter. */
export function verifySun(key: Uint8Array, uidHex: string, counter: number, macHex: string): boolean {
  const expected = sunMac(key, Buffer.from(uidHex, 'hex'), counter);
  const given = Buffer.from(macHex, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
