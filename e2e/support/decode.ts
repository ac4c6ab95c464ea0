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
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

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

/** The text of a QR drawn as an image inside `testId` (decoded from a screenshot). */
export async function qrOf(page: Page, testId: string): Promise<string> {
  const image = page
    .getByTestId(testId)
    .locator('img')
    .or(page.locator(`img[data-testid="${testId}"]`))
    .first();
  await image.waitFor();
  let text: string | null = null;
  await expect
    .poll(async () => {
      text = decodeQr(await image.screenshot());
      return text;
    })
    .not.toBeNull();
  return text!;
}
