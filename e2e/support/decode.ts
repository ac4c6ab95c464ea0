/** Decodes the codes the app draws, from real pixels: QR with jsQR, CODE128 with ZXing. */
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

function rgba(png: Buffer) {
  const image = PNG.sync.read(png);
  return {
    data: new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length),
    width: image.width,
    height: image.height,
  };
}

export function decodeQr(png: Buffer): string | null {
  const { data, width, height } = rgba(png);
  return jsQR(data, width, height)?.data ?? null;
}

export function decodeCode128(png: Buffer): string | null {
  const { data, width, height } = rgba(png);
  const luminance = new Uint8ClampedArray(width * height);
  for (let i = 0; i < width * height; i++)
    luminance[i] = (data[i * 4]! * 299 + data[i * 4 + 1]! * 587 + data[i * 4 + 2]! * 114) / 1000;
  const reader = new MultiFormatReader();
  reader.setHints(
    new Map<DecodeHintType, unknown>([
      [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
      [DecodeHintType.TRY_HARDER, true],
    ]),
  );
  try {
    return reader.decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)))).getText();
  } catch {
    return null;
  }
}
