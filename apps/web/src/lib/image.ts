/**
 * Turns a picked photo into a small square avatar (cover-cropped, 256 px) as a data URL, so the
 * upload is a few kilobytes whatever the camera produced. WebP where the browser can encode it,
 * JPEG otherwise.
 */
export async function toSquareAvatar(file: File, size = 256): Promise<string> {
  if (!/^image\//.test(file.type)) throw new Error('not an image');
  const bitmap = await createImageBitmap(file);
  const side = Math.min(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, size, size);
  bitmap.close?.();
  const webp = canvas.toDataURL('image/webp', 0.85);
  return webp.startsWith('data:image/webp') ? webp : canvas.toDataURL('image/jpeg', 0.88);
}
