import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/** A QR code of `value` as an image (qrcode renders a PNG data URL). */
export function QrImage({ value, size, testId }: { value: string; size: number; testId?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(value, { margin: 1, width: Math.max(size * 2, 128), errorCorrectionLevel: 'M' })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [value, size]);
  return src ? (
    <img src={src} width={size} height={size} alt="" data-testid={testId} />
  ) : (
    <span style={{ display: 'inline-block', width: size, height: size }} />
  );
}
