import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { crc32, ImageHeaderError, readImageHeader } from './image-header.js';
import { parseAvatarDataUrl } from './avatar-image.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

const REAL: Array<[string, Buffer, string, number, number]> = [
  ['a palette PNG', fixture('python.png'), 'image/png', 16, 16],
  ['a JFIF JPEG', fixture('python.jpg'), 'image/jpeg', 16, 16],
  ['a JPEG without JFIF', fixture('python-raw.jpg'), 'image/jpeg', 16, 16],
  ['an extended WebP with alpha', fixture('python.webp'), 'image/webp', 16, 16],
  [
    'a 1×1 RGBA PNG',
    Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
    'image/png',
    1,
    1,
  ],
  ['a 1×1 lossy WebP', Buffer.from('UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=', 'base64'), 'image/webp', 1, 1],
  ['a 1×1 lossless WebP', Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'), 'image/webp', 1, 1],
];

/** The same bytes with everything after the first `keep` replaced by deterministic junk. */
function garbageAfter(bytes: Buffer, keep: number): Buffer {
  const out = Buffer.from(bytes);
  for (let i = keep; i < out.length; i++) out[i] = (i * 131 + 7) & 0xff;
  return out;
}

/** A PNG chunk with its length and a correct CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

describe('readImageHeader', () => {
  it.each(REAL)('reads %s', (_label, bytes, kind, width, height) => {
    expect(readImageHeader(bytes)).toEqual({ kind, width, height });
  });

  it('computes the CRC-32 PNG uses', () => {
    expect(crc32(Buffer.from('IEND', 'latin1'))).toBe(0xae426082);
  });

  describe.each(REAL)('refuses broken copies of %s', (_label, bytes) => {
    const magic = bytes[0] === 0x89 ? 8 : bytes[0] === 0xff ? 3 : 12;
    it.each([
      ['garbage after the magic number', garbageAfter(bytes, magic)],
      ['garbage after the first 16 bytes', garbageAfter(bytes, 16)],
      ['only the magic number', bytes.subarray(0, magic)],
      ['the first half', bytes.subarray(0, Math.floor(bytes.length / 2))],
      ['the last byte missing', bytes.subarray(0, bytes.length - 1)],
    ])('%s', (_what, broken) => {
      expect(() => readImageHeader(broken)).toThrow(ImageHeaderError);
    });
  });

  it('refuses a PNG whose header was altered after its CRC was written', () => {
    const png = Buffer.from(REAL[4]![1]);
    png[19] = 2; // width 1 → 2^8+1, CRC now wrong
    expect(() => readImageHeader(png)).toThrow(/bad CRC/);
  });

  it('refuses a PNG with bytes after IEND and one with no IDAT', () => {
    const png = REAL[4]![1];
    expect(() => readImageHeader(Buffer.concat([png, Buffer.from('<script>')]))).toThrow(/after IEND/);
    const ihdr = png.subarray(8, 33);
    expect(() => readImageHeader(Buffer.concat([png.subarray(0, 8), ihdr, pngChunk('IEND', Buffer.alloc(0))]))).toThrow(
      /no image data/,
    );
  });

  it('refuses a JPEG whose image data never ends', () => {
    const jpeg = REAL[1]![1];
    expect(() => readImageHeader(jpeg.subarray(0, jpeg.length - 2))).toThrow(/ends inside its image data/);
  });

  it('refuses HTML and other non-images', () => {
    expect(() => readImageHeader(Buffer.from('<svg onload=alert(1)>'))).toThrow(ImageHeaderError);
    expect(() => readImageHeader(Buffer.alloc(0))).toThrow(ImageHeaderError);
  });
});

describe('parseAvatarDataUrl', () => {
  const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

  it.each(REAL)('accepts %s', (_label, bytes, kind) => {
    expect(parseAvatarDataUrl(dataUrl(kind, bytes))).toMatchObject({ contentType: kind, bytes });
  });

  it('refuses a valid 8-byte PNG magic followed by garbage, saying why', () => {
    const png = REAL[4]![1];
    try {
      parseAvatarDataUrl(dataUrl('image/png', garbageAfter(png, 8)));
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ errorName: 'avatarInvalid', details: { avatar: expect.stringMatching(/PNG/) } });
    }
  });

  it('refuses an image wider than 4096 pixels', () => {
    const png = REAL[4]![1];
    const ihdr = Buffer.from(png.subarray(16, 29));
    ihdr.writeUInt32BE(5000, 0);
    const wide = Buffer.concat([png.subarray(0, 8), pngChunk('IHDR', ihdr), png.subarray(33)]);
    expect(readImageHeader(wide)).toMatchObject({ width: 5000, height: 1 });
    expect(() => parseAvatarDataUrl(dataUrl('image/png', wide))).toThrow(
      expect.objectContaining({ details: { avatar: expect.stringMatching(/4096/) } }),
    );
  });
});
