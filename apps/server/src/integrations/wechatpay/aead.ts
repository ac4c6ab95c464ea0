/**
 * AEAD_AES_256_GCM, the encryption of notification resources and certificate downloads (docs/payments.md,
 * "WeChat Pay protocol"): key = the APIv3 key (32 bytes), 12-byte nonce, associated data, the 16-byte tag
 * appended to the base64 ciphertext. node:crypto (see signing.ts for why no SDK).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export class AeadError extends Error {}

const TAG_BYTES = 16;

function apiV3Key(key: string | Buffer): Buffer {
  const bytes = typeof key === 'string' ? Buffer.from(key, 'utf8') : key;
  // WeChat's APIv3 key is 32 characters; AES-128/192 with a shorter key would silently "work".
  if (bytes.length !== 32) throw new AeadError(`the APIv3 key must be 32 bytes (got ${bytes.length})`);
  return bytes;
}

/**
 * GCM open with whatever AES key size the key has. Only vectors.test.ts calls it directly (the Go SDK's
 * notification vector was made with a 16-byte key); everything else goes through decryptAeadAes256Gcm.
 */
export function openAesGcm(key: Buffer, nonce: string, associatedData: string, ciphertextBase64: string): Buffer {
  const sealed = Buffer.from(ciphertextBase64, 'base64');
  if (sealed.length < TAG_BYTES) throw new AeadError('the ciphertext is shorter than its tag');
  const algorithm = `aes-${key.length * 8}-gcm` as 'aes-256-gcm';
  try {
    const decipher = createDecipheriv(algorithm, key, Buffer.from(nonce, 'utf8'));
    decipher.setAAD(Buffer.from(associatedData, 'utf8'));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
  } catch (error) {
    throw new AeadError(`decryption failed: ${(error as Error).message}`);
  }
}

export function decryptAeadAes256Gcm(
  key: string | Buffer,
  nonce: string,
  associatedData: string,
  ciphertextBase64: string,
): string {
  return openAesGcm(apiV3Key(key), nonce, associatedData, ciphertextBase64).toString('utf8');
}

/** The other direction, for the fake and tests. */
export function encryptAeadAes256Gcm(key: string | Buffer, associatedData: string, plaintext: string, nonce?: string) {
  const iv = nonce ?? randomBytes(9).toString('base64url').slice(0, 12);
  const cipher = createCipheriv('aes-256-gcm', apiV3Key(key), Buffer.from(iv, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    algorithm: 'AEAD_AES_256_GCM' as const,
    nonce: iv,
    associated_data: associatedData,
    ciphertext: sealed.toString('base64'),
  };
}
