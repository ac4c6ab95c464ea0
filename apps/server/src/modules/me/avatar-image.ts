/**
 * Checks an uploaded avatar: declared type allowed, decoded size within the limit, and the bytes a
 * whole image of the declared type (its header decoded, see image-header.ts) within the size limit.
 */
import { AVATAR_MAX_BYTES, AVATAR_MAX_DIMENSION, AVATAR_TYPES } from '@culture/protocol';
import { ApiError } from '../../lib/api-error.js';
import { ImageHeaderError, readImageHeader } from './image-header.js';

export interface AvatarImage {
  contentType: (typeof AVATAR_TYPES)[number];
  bytes: Buffer;
  width: number;
  height: number;
}

function refuse(reason: string): never {
  throw new ApiError('avatarInvalid', { details: { avatar: reason } });
}

export function parseAvatarDataUrl(dataUrl: string): AvatarImage {
  const match = /^data:(image\/[a-z+.-]+);base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!match) refuse('not a base64 data URL');
  const declared = match[1] as AvatarImage['contentType'];
  if (!AVATAR_TYPES.includes(declared)) refuse(`type must be one of ${AVATAR_TYPES.join(', ')}`);
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length === 0 || bytes.length > AVATAR_MAX_BYTES) refuse(`must be 1 byte to ${AVATAR_MAX_BYTES} bytes`);
  let header;
  try {
    header = readImageHeader(bytes);
  } catch (error) {
    if (error instanceof ImageHeaderError) refuse(error.message);
    throw error;
  }
  // The bytes must be the image they claim to be: no HTML or script served as an "image".
  if (header.kind !== declared) refuse(`bytes are ${header.kind}, not ${declared}`);
  if (header.width > AVATAR_MAX_DIMENSION || header.height > AVATAR_MAX_DIMENSION)
    refuse(`must be at most ${AVATAR_MAX_DIMENSION}×${AVATAR_MAX_DIMENSION} pixels`);
  return { contentType: declared, bytes, width: header.width, height: header.height };
}
