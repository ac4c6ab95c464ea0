/** Checks an uploaded avatar: declared type allowed, decoded size within the limit, bytes match the type. */
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@culture/protocol';
import { ApiError } from '../../lib/api-error.js';

export interface AvatarImage {
  contentType: (typeof AVATAR_TYPES)[number];
  bytes: Buffer;
}

function sniff(bytes: Buffer): AvatarImage['contentType'] | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export function parseAvatarDataUrl(dataUrl: string): AvatarImage {
  const match = /^data:(image\/[a-z+.-]+);base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!match) throw new ApiError('avatarInvalid');
  const declared = match[1] as AvatarImage['contentType'];
  if (!AVATAR_TYPES.includes(declared)) throw new ApiError('avatarInvalid');
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length === 0 || bytes.length > AVATAR_MAX_BYTES) throw new ApiError('avatarInvalid');
  // The bytes must be the image they claim to be: no HTML or script served as an "image".
  if (sniff(bytes) !== declared) throw new ApiError('avatarInvalid');
  return { contentType: declared, bytes };
}
