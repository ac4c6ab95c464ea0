/**
 * Reads the structure and size of a PNG, JPEG or WebP file, refusing anything a decoder would
 * refuse before reaching the pixels: a right "magic number" followed by garbage, a truncated file,
 * a chunk or segment that runs past the end, a bad checksum.
 *
 * Hand-written on purpose: the server has no image library among its dependencies (sharp brings
 * native binaries; image-size is not installed), and an avatar check needs the container and the
 * header only, never the pixels. Each parser follows its format's specification: PNG (ISO/IEC
 * 15948: chunk layout, CRC-32 of every chunk, IHDR first, IEND last), JPEG (ITU-T T.81: marker
 * segments with their lengths, one SOF frame header, scans to EOI) and WebP (RFC 9649: the RIFF
 * container, VP8 / VP8L / VP8X headers).
 */

export type ImageKind = 'image/png' | 'image/jpeg' | 'image/webp';

export interface ImageHeader {
  kind: ImageKind;
  width: number;
  height: number;
}

/** Why a file is not a whole image; the message is safe to show to the person who uploaded it. */
export class ImageHeaderError extends Error {
  override name = 'ImageHeaderError';
}

function fail(message: string): never {
  throw new ImageHeaderError(message);
}

// ---------------------------------------------------------------------------------------------- PNG

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 as PNG uses it (ISO 3309; node:zlib's crc32 arrives only in Node 22). */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** Allowed bit depths of each PNG colour type (ISO/IEC 15948, table 11.1). */
const PNG_BIT_DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };
const PNG_CRITICAL = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND']);

function readPng(bytes: Buffer): ImageHeader {
  let pos = PNG_SIGNATURE.length;
  let header: ImageHeader | null = null;
  let colourType = -1;
  let seenPalette = false;
  let seenData = false;
  while (true) {
    if (pos + 12 > bytes.length) fail('PNG ends before its IEND chunk');
    const length = bytes.readUInt32BE(pos);
    const type = bytes.toString('latin1', pos + 4, pos + 8);
    if (length > 0x7fffffff || pos + 12 + length > bytes.length)
      fail(`PNG chunk ${JSON.stringify(type)} runs past the end of the file`);
    if (!/^[A-Za-z]{4}$/.test(type)) fail('PNG chunk type is not four letters');
    const data = bytes.subarray(pos + 8, pos + 8 + length);
    if (crc32(bytes.subarray(pos + 4, pos + 8 + length)) !== bytes.readUInt32BE(pos + 8 + length))
      fail(`PNG chunk ${type} has a bad CRC`);
    if (header === null && type !== 'IHDR') fail('PNG does not start with IHDR');
    // Upper-case first letter: critical, a decoder must understand it.
    if (type[0]! <= 'Z' && !PNG_CRITICAL.has(type)) fail(`PNG has an unknown critical chunk ${type}`);
    if (type === 'IHDR') {
      if (header !== null || length !== 13) fail('PNG has a malformed IHDR');
      const width = data.readUInt32BE(0);
      const height = data.readUInt32BE(4);
      const [bitDepth, colour, compression, filter, interlace] = [data[8]!, data[9]!, data[10]!, data[11]!, data[12]!];
      if (width === 0 || height === 0 || width > 0x7fffffff || height > 0x7fffffff) fail('PNG has an impossible size');
      if (!PNG_BIT_DEPTHS[colour]?.includes(bitDepth)) fail('PNG has an impossible colour type or bit depth');
      if (compression !== 0 || filter !== 0 || interlace > 1) fail('PNG has an unknown compression, filter or interlace method');
      header = { kind: 'image/png', width, height };
      colourType = colour;
    } else if (type === 'PLTE') {
      if (seenData || length === 0 || length % 3 !== 0 || length > 256 * 3) fail('PNG has a malformed palette');
      seenPalette = true;
    } else if (type === 'IDAT') {
      if (colourType === 3 && !seenPalette) fail('PNG uses a palette it does not have');
      seenData = true;
    } else if (type === 'IEND') {
      if (length !== 0 || !seenData) fail('PNG has no image data');
      if (pos + 12 !== bytes.length) fail('PNG has bytes after IEND');
      return header!;
    }
    pos += 12 + length;
  }
}

// --------------------------------------------------------------------------------------------- JPEG

/** Start-of-frame markers (T.81 table B.1); C4 (DHT), C8 (reserved) and CC (DAC) are not frames. */
const JPEG_FRAMES = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** Skips entropy-coded data to the next marker; returns the position of its 0xFF, or -1 at the end. */
function nextMarker(bytes: Buffer, from: number): number {
  for (let pos = from; pos + 1 < bytes.length; pos++) {
    if (bytes[pos] !== 0xff) continue;
    const next = bytes[pos + 1]!;
    // 0xFF00 is a stuffed data byte, 0xFFD0–D7 restart markers inside the scan, 0xFFFF fill.
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) continue;
    return pos;
  }
  return -1;
}

function readJpeg(bytes: Buffer): ImageHeader {
  let pos = 2;
  let header: ImageHeader | null = null;
  while (true) {
    if (pos >= bytes.length) fail('JPEG ends before its EOI marker');
    if (bytes[pos] !== 0xff) fail('JPEG has data where a marker belongs');
    while (bytes[pos] === 0xff) pos++; // fill bytes
    if (pos >= bytes.length) fail('JPEG ends before its EOI marker');
    const marker = bytes[pos]!;
    pos++;
    if (marker === 0xd9) fail('JPEG ends before any scan');
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue; // standalone markers
    if (marker === 0x00 || marker === 0xd8) fail('JPEG has an invalid marker');
    if (pos + 2 > bytes.length) fail('JPEG ends inside a segment');
    const length = bytes.readUInt16BE(pos);
    if (length < 2 || pos + length > bytes.length) fail('JPEG segment runs past the end of the file');
    const segment = bytes.subarray(pos + 2, pos + length);
    if (JPEG_FRAMES.has(marker)) {
      if (header !== null) fail('JPEG has two frame headers');
      if (segment.length < 6) fail('JPEG frame header is too short');
      const precision = segment[0]!;
      const height = segment.readUInt16BE(1);
      const width = segment.readUInt16BE(3);
      const components = segment[5]!;
      if (precision !== 8 && precision !== 12 && !(marker === 0xc3 || marker === 0xcb))
        fail('JPEG has an impossible sample precision');
      // A height of 0 defers it to a DNL marker, which browsers do not support.
      if (width === 0 || height === 0) fail('JPEG has an impossible size');
      if (components < 1 || components > 4 || segment.length !== 6 + 3 * components) fail('JPEG frame header is malformed');
      for (let i = 0; i < components; i++) {
        const sampling = segment[7 + 3 * i]!;
        const [horizontal, vertical] = [sampling >> 4, sampling & 0x0f];
        if (horizontal < 1 || horizontal > 4 || vertical < 1 || vertical > 4 || segment[8 + 3 * i]! > 3)
          fail('JPEG frame header is malformed');
      }
      header = { kind: 'image/jpeg', width, height };
      pos += length;
    } else if (marker === 0xda) {
      if (header === null) fail('JPEG scan comes before its frame header');
      const count = segment[0] ?? 0;
      if (count < 1 || count > 4 || segment.length !== 4 + 2 * count) fail('JPEG scan header is malformed');
      const markerAt = nextMarker(bytes, pos + length);
      if (markerAt === -1) fail('JPEG ends inside its image data');
      if (bytes[markerAt + 1] === 0xd9) return header;
      pos = markerAt;
    } else {
      pos += length;
    }
  }
}

// --------------------------------------------------------------------------------------------- WebP

interface RiffChunk {
  fourcc: string;
  data: Buffer;
}

function riffChunks(bytes: Buffer, start: number, end: number): RiffChunk[] {
  const chunks: RiffChunk[] = [];
  let pos = start;
  while (pos < end) {
    if (pos + 8 > end) fail('WebP chunk header runs past the end of the file');
    const size = bytes.readUInt32LE(pos + 4);
    if (pos + 8 + size > end) fail('WebP chunk runs past the end of the file');
    chunks.push({ fourcc: bytes.toString('latin1', pos, pos + 4), data: bytes.subarray(pos + 8, pos + 8 + size) });
    pos += 8 + size + (size % 2); // chunks are padded to an even size
  }
  if (pos !== end) fail('WebP chunk padding runs past the end of the file');
  return chunks;
}

/** The size a VP8 (lossy) or VP8L (lossless) bitstream header declares. */
function bitstreamSize(chunk: RiffChunk): { width: number; height: number } {
  const { fourcc, data } = chunk;
  if (fourcc === 'VP8 ') {
    if (data.length < 10) fail('WebP VP8 header is too short');
    const tag = data[0]! | (data[1]! << 8) | (data[2]! << 16);
    const keyFrame = (tag & 1) === 0;
    const version = (tag >> 1) & 7;
    const firstPartition = tag >> 5;
    if (!keyFrame || version > 3 || firstPartition > data.length - 10) fail('WebP VP8 frame header is malformed');
    if (data[3] !== 0x9d || data[4] !== 0x01 || data[5] !== 0x2a) fail('WebP VP8 start code is missing');
    const width = data.readUInt16LE(6) & 0x3fff;
    const height = data.readUInt16LE(8) & 0x3fff;
    if (width === 0 || height === 0) fail('WebP has an impossible size');
    return { width, height };
  }
  if (fourcc === 'VP8L') {
    if (data.length < 5 || data[0] !== 0x2f) fail('WebP VP8L signature is missing');
    const bits = data.readUInt32LE(1);
    if (bits >>> 29 !== 0) fail('WebP VP8L version is unknown');
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return fail('WebP has no VP8 or VP8L image');
}

function readWebp(bytes: Buffer): ImageHeader {
  const riffSize = bytes.readUInt32LE(4);
  if (riffSize < 4 || 8 + riffSize !== bytes.length) fail('WebP size does not match the file');
  const chunks = riffChunks(bytes, 12, bytes.length);
  const [first] = chunks;
  if (!first) fail('WebP has no image');
  if (first.fourcc !== 'VP8X') return { kind: 'image/webp', ...bitstreamSize(first) };
  // Extended format: a canvas, then either one still image or animation frames.
  if (first.data.length < 10) fail('WebP VP8X header is too short');
  const flags = first.data[0]!;
  const width = first.data.readUIntLE(4, 3) + 1;
  const height = first.data.readUIntLE(7, 3) + 1;
  const animated = (flags & 0x02) !== 0;
  const frames: Array<{ width: number; height: number }> = [];
  for (const chunk of chunks.slice(1)) {
    if (chunk.fourcc === 'VP8 ' || chunk.fourcc === 'VP8L') {
      if (animated) fail('WebP animation has a still image outside its frames');
      frames.push(bitstreamSize(chunk));
    } else if (chunk.fourcc === 'ANMF') {
      if (!animated || chunk.data.length < 16) fail('WebP animation frame is malformed');
      const inner = riffChunks(chunk.data, 16, chunk.data.length).find((c) => c.fourcc === 'VP8 ' || c.fourcc === 'VP8L');
      if (!inner) fail('WebP animation frame has no image');
      const frame = bitstreamSize(inner);
      const [x, y] = [chunk.data.readUIntLE(0, 3) * 2, chunk.data.readUIntLE(3, 3) * 2];
      if (x + frame.width > width || y + frame.height > height) fail('WebP animation frame lies outside the canvas');
      frames.push(frame);
    }
  }
  if (frames.length === 0) fail('WebP has no image');
  if (!animated && (frames.length !== 1 || frames[0]!.width !== width || frames[0]!.height !== height))
    fail('WebP image does not match its canvas');
  return { kind: 'image/webp', width, height };
}

// ------------------------------------------------------------------------------------------ dispatch

/** The kind by magic number alone; null when it is none of the three. */
export function sniffImageKind(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  return null;
}

/** Decodes the whole header of a PNG, JPEG or WebP; throws ImageHeaderError when it is not one. */
export function readImageHeader(bytes: Buffer): ImageHeader {
  const kind = sniffImageKind(bytes);
  try {
    if (kind === 'image/png') return readPng(bytes);
    if (kind === 'image/jpeg') return readJpeg(bytes);
    if (kind === 'image/webp') return readWebp(bytes);
  } catch (error) {
    // A read past the end that a check above missed is still just a broken file.
    if (error instanceof RangeError) fail(`${kind} is truncated`);
    throw error;
  }
  return fail('not a PNG, JPEG or WebP file');
}
