/**
 * The POST body envelope of spec §7: `{"params": "<base64 of AES-128-CBC(JSON body)>"}`, PKCS#7 padded.
 *
 * This is compatibility obfuscation, not security: the key ships inside the web client. TLS and
 * bearer tokens are what protect users. Both the web client and the server use this one codec.
 */
import { cbc } from '@noble/ciphers/aes.js';
import { utf8ToBytes } from '@noble/ciphers/utils.js';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Built into the client; overridable by PAYLOAD_AES_KEY / PAYLOAD_AES_IV (16 ASCII characters each). */
export const DEFAULT_PAYLOAD_KEY = 'MayUni#Culture16';
export const DEFAULT_PAYLOAD_IV = 'CulturePass@2023';

export interface PayloadKeys {
  key: string;
  iv: string;
}

export const DEFAULT_PAYLOAD_KEYS: PayloadKeys = { key: DEFAULT_PAYLOAD_KEY, iv: DEFAULT_PAYLOAD_IV };

export interface PayloadEnvelope {
  params: string;
}

/** Why an envelope could not be opened; each maps to one clear 400 message. */
export type EnvelopeFailure = 'not-json' | 'not-object' | 'missing-params' | 'bad-base64' | 'bad-cipher' | 'plaintext-not-json';

export class EnvelopeError extends Error {
  constructor(readonly reason: EnvelopeFailure) {
    super(ENVELOPE_FAILURE_TEXT[reason]);
    this.name = 'EnvelopeError';
  }
}

export const ENVELOPE_FAILURE_TEXT: Record<EnvelopeFailure, string> = {
  'not-json': 'Request body is not valid JSON.',
  'not-object': 'Request body must be a JSON object.',
  'missing-params': 'Request body must carry the encrypted payload in the "params" field.',
  'bad-base64': 'The "params" field is not valid base64.',
  'bad-cipher': 'The "params" field could not be decrypted (wrong key, IV or padding).',
  'plaintext-not-json': 'The decrypted payload is not valid JSON.',
};

/** Checks a key or IV: exactly 16 ASCII characters. Returns a problem description or null. */
export function describeKeyProblem(value: string): string | null {
  if (value.length !== 16) return `must be exactly 16 characters (got ${value.length})`;

  if (!/^[\x20-\x7e]{16}$/.test(value)) return 'must contain printable ASCII characters only';
  return null;
}

function keyBytes(keys: PayloadKeys): { key: Uint8Array; iv: Uint8Array } {
  for (const [name, value] of [
    ['key', keys.key],
    ['iv', keys.iv],
  ] as const) {
    const problem = describeKeyProblem(value);
    if (problem) throw new Error(`Payload ${name} ${problem}`);
  }
  return { key: utf8ToBytes(keys.key), iv: utf8ToBytes(keys.iv) };
}

const BASE64_RE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** Strict base64 (standard alphabet, padded); whitespace-free. Returns null when malformed. */
export function base64ToBytes(text: string): Uint8Array | null {
  if (!BASE64_RE.test(text)) return null;
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** Encrypts the JSON text of `body` into the `params` envelope. */
export function sealPayload(body: unknown, keys: PayloadKeys = DEFAULT_PAYLOAD_KEYS): PayloadEnvelope {
  const { key, iv } = keyBytes(keys);
  const plaintext = utf8ToBytes(JSON.stringify(body ?? {}));
  return { params: bytesToBase64(cbc(key, iv).encrypt(plaintext)) };
}

/** Decrypts a `params` string to its JSON value; throws EnvelopeError with the precise reason. */
export function openParams(params: string, keys: PayloadKeys = DEFAULT_PAYLOAD_KEYS): unknown {
  const { key, iv } = keyBytes(keys);
  const cipherBytes = base64ToBytes(params);
  if (!cipherBytes || cipherBytes.length === 0) throw new EnvelopeError('bad-base64');
  if (cipherBytes.length % 16 !== 0) throw new EnvelopeError('bad-cipher');
  let plaintext: string;
  try {
    // Fatal UTF-8 decoding: a wrong key usually yields bytes that are not UTF-8 at all.
    plaintext = strictUtf8.decode(cbc(key, iv).decrypt(cipherBytes));
  } catch {
    throw new EnvelopeError('bad-cipher');
  }
  try {
    return JSON.parse(plaintext);
  } catch {
    throw new EnvelopeError('plaintext-not-json');
  }
}

/** Opens a raw request body (text) that should be a params envelope. */
export function openPayload(rawBody: string, keys: PayloadKeys = DEFAULT_PAYLOAD_KEYS): unknown {
  let outer: unknown;
  try {
    outer = JSON.parse(rawBody);
  } catch {
    throw new EnvelopeError('not-json');
  }
  if (typeof outer !== 'object' || outer === null || Array.isArray(outer)) {
    throw new EnvelopeError('not-object');
  }
  const params = (outer as Record<string, unknown>).params;
  if (typeof params !== 'string') throw new EnvelopeError('missing-params');
  return openParams(params, keys);
}
